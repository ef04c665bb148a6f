import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface DiagramPageProps {
  /** The page's h1; leave out for a page that shows nothing (an unknown flavour). */
  heading?: string;
  children?: ReactNode;
}

// Full screen: the diagram takes the whole width and as much height as the window gives.
const Main = styled.main`
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(3)}`};

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => `${theme.space(6)} ${theme.space(8)}`};
  }

  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem);
  }
`;

/** The full-screen frame of the chart pages. */
export function DiagramPage({ heading, children }: DiagramPageProps) {
  return (
    <Main>
      {heading && <h1>{heading}</h1>}
      {children}
    </Main>
  );
}
