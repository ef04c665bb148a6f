import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { PageIntro } from '../../base/Layout';
import { PageFrame } from '../../base/PageFrame';
import { StatusText } from '../../base/StatusText';

/** One step of the trail: the levels above link back, the current one does not. */
export interface VideoCrumb {
  label: string;
  href?: string;
}

export interface VideoLibraryPageProps {
  /** The landing page: the way home. */
  homeHref: string;
  /** Library › primary › secondary: where the visitor is. Left out on level one's own page. */
  trail: readonly VideoCrumb[];
  /** A problem to show instead of the content (an unknown category, a list that failed). */
  problem?: ReactNode;
  /** While the level loads, the page keeps the room its content will take. */
  loading?: boolean;
  /**
   * The visitor came here from another level of the library (a category, a folder, a breadcrumb):
   * once the level is in, the focus goes to its heading (or to the problem), so the keyboard and
   * a screen reader go on from the new level rather than from the top of the page.
   */
  focusLevel?: boolean;
  children?: ReactNode;
}

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  list-style: none;
  font-size: 1.0625rem;

  li:not(:last-child)::after {
    content: '›';
    margin-left: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.mutedText};
  }

  [aria-current] {
    font-weight: 700;
  }
`;

const Placeholder = styled.p`
  min-height: 420px;
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** The video library's frame: the way home, the heading, the breadcrumbs and the level shown. */
export function VideoLibraryPage({
  homeHref,
  trail,
  problem,
  loading = false,
  focusLevel = false,
  children,
}: VideoLibraryPageProps) {
  const level = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  const hasProblem = problem !== undefined;
  useEffect(() => {
    if (!focusLevel || focused.current || loading) return;
    const box = level.current;
    const target = hasProblem
      ? box?.querySelector<HTMLElement>('[role="alert"]')
      : box?.querySelector<HTMLElement>('h2');
    if (!target) return;
    // A heading is not focusable by itself; -1 keeps it out of the Tab order.
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
    focused.current = true;
  }, [focusLevel, loading, hasProblem]);
  return (
    <PageFrame heading="Video library" homeHref={homeHref}>
      <PageIntro>
        Browse the videos by category and folder and play them. Selection mode ticks files to tag them.
      </PageIntro>
      <nav aria-label="Breadcrumbs">
        <Trail>
          {trail.map((crumb, index) => (
            <li key={`${index}-${crumb.label}`}>
              {crumb.href !== undefined && index < trail.length - 1 ? (
                <AppLink href={crumb.href}>{crumb.label}</AppLink>
              ) : (
                <span aria-current="location">{crumb.label}</span>
              )}
            </li>
          ))}
        </Trail>
      </nav>
      <div ref={level}>
        {problem !== undefined ? (
          <StatusText tone="error">{problem}</StatusText>
        ) : loading ? (
          <Placeholder aria-busy="true">Loading…</Placeholder>
        ) : (
          children
        )}
      </div>
    </PageFrame>
  );
}
