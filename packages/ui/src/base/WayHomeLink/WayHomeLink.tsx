import styled from 'styled-components';
import { AppLink } from '../AppLink';

export interface WayHomeLinkProps {
  /** The landing page of every project. */
  href: string;
  /** `onAccent` for a coloured area bar, `plain` on the page background. */
  tone?: 'plain' | 'onAccent';
}

const Link = styled(AppLink)<{ $tone: 'plain' | 'onAccent' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  font-weight: 600;
  text-decoration: none;

  &,
  &:hover {
    color: ${({ theme, $tone }) => ($tone === 'onAccent' ? theme.colors.accentText : theme.colors.accent)};
  }

  &:hover span:last-child {
    text-decoration: underline;
  }
`;

/** The same way back to the landing page in every area's frame. */
export function WayHomeLink({ href, tone = 'plain' }: WayHomeLinkProps) {
  return (
    <Link href={href} $tone={tone}>
      <span aria-hidden="true">←</span>
      <span>Projects</span>
    </Link>
  );
}
