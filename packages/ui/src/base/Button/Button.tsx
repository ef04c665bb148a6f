import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** As small as a touch target allows: for a one-character or one-word action in a row. */
  compact?: boolean;
  /**
   * The action is under way (saving, sending): a spinner shows, `aria-busy` is set and clicks are
   * ignored, so a form is not sent twice. The button stays enabled and keeps the focus, where
   * `disabled` would drop it to the page.
   */
  busy?: boolean;
}

const turn = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

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
          &:hover:not(:disabled):not([aria-busy='true']) {
            background: ${theme.colors.accentHover};
          }
        `;
    }
  }}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  /* A ring in the text's colour before the label; it stands still for those who ask for less motion. */
  &[aria-busy='true']::before {
    content: '';
    display: inline-block;
    box-sizing: border-box;
    width: 1em;
    height: 1em;
    margin-right: ${({ theme }) => theme.space(2)};
    vertical-align: -0.15em;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: ${turn} 0.8s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &[aria-busy='true']::before {
      animation: none;
    }
  }
`;

/** The site's one button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  compact = false,
  busy = false,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      // Also stops the form's submission, which a submit button's click (or Enter in a field) starts.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      $variant={variant}
      $compact={compact}
      type={type}
      aria-busy={busy || undefined}
      onClick={click}
      {...rest}
    />
  );
}
