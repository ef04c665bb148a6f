import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface DiagramPageProps {
  /** The page's h1; leave out for a page that shows nothing (an unknown flavour). */
  heading?: string;
  children?: ReactNode;
}

// The diagram takes the page column's whole width, the column of the menu bar above it (the area's
// header and the other Enneagram pages): the heading starts where the bar's first entry does.
const Main = styled.main`
  max-width: calc(${({ theme }) => theme.contentWidth} + ${({ theme }) => theme.space(8)});
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(4)}`};

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  }

  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem);
  }
`;

/** The frame of the chart pages: the page column under the area's menu bar, the diagram as wide as it. */
export function DiagramPage({ heading, children }: DiagramPageProps) {
  return (
    <Main>
      {heading && <h1>{heading}</h1>}
      {children}
    </Main>
  );
}
