import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Pill = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 44px;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: 999px;
  background: rgba(20, 28, 38, 0.72);
  color: #ffffff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled),
  &[aria-expanded='true'] {
    background: rgba(48, 58, 74, 0.9);
    border-color: #ffffff;
  }

  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

export type OverlayButtonProps = ComponentPropsWithRef<'button'>;

/**
 * A button over a picture or a dark stage (the photo viewer, the gallery's menus, the music
 * pages): light text on a dark glass that reads on any picture. `type` defaults to "button".
 */
export function OverlayButton({ type = 'button', ...rest }: OverlayButtonProps) {
  return <Pill type={type} {...rest} />;
}
