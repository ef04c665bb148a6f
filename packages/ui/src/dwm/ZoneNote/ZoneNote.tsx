import styled from 'styled-components';

export interface ZoneNoteProps {
  /** Which zone the page's times are in, in words: "Times are Denver time (Mountain Time)." */
  children: string;
}

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.9375rem;

  svg {
    flex: none;
    width: 1.125em;
    height: 1.125em;
    margin-top: 0.2em;
  }
`;

/** The line that names the time zone of every time on a dinner page (decision 091). */
export function ZoneNote({ children }: ZoneNoteProps) {
  return (
    <Note>
      <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <circle cx="10" cy="10" r="8" />
        <path d="M10 5.5V10l3 2" strokeLinecap="round" />
      </svg>
      {children}
    </Note>
  );
}
