import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';

export type DwmToolbarPage = 'calendar' | 'events' | 'enhanced-calendar' | 'reports';

export interface DwmToolbarProps {
  /** Addresses of the four pages the buttons open. */
  hrefs: Record<DwmToolbarPage, string>;
  /** The page shown now: its button is marked as the current page. */
  current?: DwmToolbarPage;
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

/** An image button: 80 px wide (spec §9), the picture above its name. */
const ImageButton = styled(AppLink)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1)};
  width: 80px;
  padding: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.8125rem;
  font-weight: 600;
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.infoSurface};
  }

  svg {
    display: block;
  }
`;

/** The pictures: drawn here (no image requests, nothing to wait for), 64 × 56 each. */
function Picture({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 64 56" width={64} height={56} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const ink = '#1f5f8b';
const inkDark = '#174a6c';
const paper = '#ffffff';
const tint = '#eaf2f8';
const quiet = '#9fb8cc';

const pictures: Record<DwmToolbarPage, ReactNode> = {
  // A calendar page with a plus: book an evening.
  calendar: (
    <Picture>
      <rect x="6" y="8" width="52" height="44" rx="5" fill={paper} stroke={ink} strokeWidth="3" />
      <rect x="6" y="8" width="52" height="12" rx="5" fill={ink} />
      <rect x="16" y="3" width="4" height="10" rx="2" fill={inkDark} />
      <rect x="44" y="3" width="4" height="10" rx="2" fill={inkDark} />
      <circle cx="32" cy="36" r="10" fill="#116329" />
      <path d="M32 30.5v11M26.5 36h11" stroke={paper} strokeWidth="3" strokeLinecap="round" />
    </Picture>
  ),
  // Two event cards, a title and reply dots on the front one.
  events: (
    <Picture>
      <rect x="4" y="6" width="34" height="34" rx="4" fill={tint} stroke={ink} strokeWidth="2.5" />
      <rect x="24" y="16" width="34" height="34" rx="4" fill={paper} stroke={ink} strokeWidth="2.5" />
      <rect x="29" y="22" width="22" height="4" rx="2" fill={ink} />
      <circle cx="32" cy="33" r="3" fill="#3f9a5a" />
      <circle cx="41" cy="33" r="3" fill="#d9a520" />
      <circle cx="50" cy="33" r="3" fill="#c4443b" />
      <rect x="29" y="40" width="18" height="3" rx="1.5" fill={quiet} />
    </Picture>
  ),
  // A month grid with two dinner days marked.
  'enhanced-calendar': (
    <Picture>
      <rect x="6" y="8" width="52" height="44" rx="5" fill={paper} stroke={ink} strokeWidth="3" />
      <rect x="6" y="8" width="52" height="12" rx="5" fill={ink} />
      {[0, 1, 2, 3].map((column) =>
        [0, 1, 2].map((row) => (
          <rect
            key={`${column}-${row}`}
            x={13 + column * 11}
            y={25 + row * 8}
            width="7"
            height="5"
            rx="1"
            fill={(column === 1 && row === 0) || (column === 3 && row === 2) ? '#e36209' : quiet}
          />
        )),
      )}
    </Picture>
  ),
  // A bar chart: the reports.
  reports: (
    <Picture>
      <rect x="8" y="4" width="48" height="48" rx="4" fill={paper} stroke={ink} strokeWidth="2.5" />
      <rect x="16" y="30" width="7" height="16" fill={ink} />
      <rect x="28.5" y="20" width="7" height="26" fill="#e36209" />
      <rect x="41" y="12" width="7" height="34" fill="#116329" />
      <line x1="13" y1="47" x2="51" y2="47" stroke="#1f2328" strokeWidth="2" />
    </Picture>
  ),
};

const buttons: { page: DwmToolbarPage; name: string }[] = [
  { page: 'calendar', name: 'Schedule' },
  { page: 'events', name: 'Events' },
  { page: 'enhanced-calendar', name: 'Month' },
  { page: 'reports', name: 'Reports' },
];

/**
 * The dinner pages' toolbar: Schedule (the calendar page), Events, Month (the enhanced calendar)
 * and Reports. The spec's third button showed a Reports picture but opened the enhanced calendar;
 * each button now says what it opens, and the reports page has its own (decision 093).
 */
export function DwmToolbar({ hrefs, current }: DwmToolbarProps) {
  return (
    <Bar aria-label="Dinner scheduling">
      {buttons.map(({ page, name }) => (
        <ImageButton key={page} href={hrefs[page]} aria-current={page === current ? 'page' : undefined}>
          {pictures[page]}
          <span>{name}</span>
        </ImageButton>
      ))}
    </Bar>
  );
}
