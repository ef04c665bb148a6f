import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { WayHomeLink } from '../WayHomeLink';

export interface PageFrameProps {
  /** The page's one h1. Leave it out when the content brings its own. */
  heading?: ReactNode;
  /** Centres the heading, for landing-style pages. */
  align?: 'start' | 'center';
  /** `narrow` suits pages of text and forms; `wide` (default) suits grids. */
  width?: 'wide' | 'narrow';
  /** The landing page: an area's page shows the way home above its heading. */
  homeHref?: string;
  children?: ReactNode;
}

const Main = styled.main`
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)} ${theme.space(10)}`};

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => `${theme.space(12)} ${theme.space(8)} ${theme.space(16)}`};
  }
`;

const Column = styled.div<{ $width: 'wide' | 'narrow' }>`
  margin: 0 auto;
  max-width: ${({ $width, theme }) => ($width === 'narrow' ? '720px' : theme.contentWidth)};
`;

const WayHome = styled.nav`
  margin: -${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(2)};
`;

export const PageHeading = styled.h1<{ $align?: 'start' | 'center' }>`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(1.75rem, 1.2rem + 2.4vw, 2.75rem);
  font-weight: 700;
  line-height: 1.15;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  ${({ $align }) =>
    $align === 'center' &&
    css`
      text-align: center;
    `}
`;

/** The layout every shell page shares: a centred column with room to breathe, tighter on phones. */
export function PageFrame({ heading, align = 'start', width = 'wide', homeHref, children }: PageFrameProps) {
  return (
    <Main>
      <Column $width={width}>
        {homeHref !== undefined && (
          <WayHome aria-label="Site">
            <WayHomeLink href={homeHref} />
          </WayHome>
        )}
        {heading !== undefined && <PageHeading $align={align}>{heading}</PageHeading>}
        {children}
      </Column>
    </Main>
  );
}
