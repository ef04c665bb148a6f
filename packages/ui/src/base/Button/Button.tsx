import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** As small as a touch target allows: for a one-character or one-word action in a row. */
  compact?: boolean;
}

const StyledButton = styled.button<{ $variant: ButtonVariant; $compact: boolean }>`
  font: inherit;
  font-weight: 600;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid transparent;
  cursor: pointer;
  min-height: 44px;
  ${({ $compact, theme }) =>
    $compact &&
    css`
      min-width: 44px;
      padding: ${theme.space(1)} ${theme.space(2)};
    `}
  ${({ $variant, theme }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.accent};
          border-color: ${theme.colors.accent};
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: ${theme.colors.accentText};
        `;
      default:
        return css`
          background: ${theme.colors.accent};
          color: ${theme.colors.accentText};
          &:hover:not(:disabled) {
            background: ${theme.colors.accentHover};
          }
        `;
    }
  }}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** The site's one button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant = 'primary', compact = false, type = 'button', ...rest }: ButtonProps) {
  return <StyledButton $variant={variant} $compact={compact} type={type} {...rest} />;
}
