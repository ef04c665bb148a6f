import type { HTMLAttributes, ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

export type StatusTone = 'info' | 'success' | 'error';

export interface StatusTextProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'role'> {
  tone: StatusTone;
  children: ReactNode;
}

const toneColors = (theme: DefaultTheme, tone: StatusTone) => {
  switch (tone) {
    case 'error':
      return { text: theme.colors.danger, background: theme.colors.dangerSurface };
    case 'success':
      return { text: theme.colors.success, background: theme.colors.successSurface };
    default:
      return { text: theme.colors.accent, background: theme.colors.infoSurface };
  }
};

const Line = styled.p<{ $tone: StatusTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  width: fit-content;
  max-width: 100%;
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).background};
  color: ${({ theme, $tone }) => toneColors(theme, $tone).text};
  font-size: 0.9375rem;
  font-weight: 500;
  overflow-wrap: anywhere;

  svg {
    flex: none;
    width: 1.125em;
    height: 1.125em;
    margin-top: 0.2em;
  }
`;

/** A small mark per tone, so the tone is not told by colour alone. */
function ToneMark({ tone }: { tone: StatusTone }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="8" />
      {tone === 'error' && <path d="M10 5.5v5.5M10 14.2v.3" />}
      {tone === 'success' && <path d="M6.3 10.3l2.5 2.5 4.9-5.3" />}
      {tone === 'info' && <path d="M10 9v5.5M10 5.8v.3" />}
    </svg>
  );
}

/**
 * One status line. Errors are announced at once (`role="alert"`); info and success are polite
 * (`role="status"`).
 */
export function StatusText({ tone, children, ...rest }: StatusTextProps) {
  return (
    <Line role={tone === 'error' ? 'alert' : 'status'} $tone={tone} data-tone={tone} {...rest}>
      <ToneMark tone={tone} />
      <span>{children}</span>
    </Line>
  );
}
