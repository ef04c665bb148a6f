import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { PageFrame } from '../../base/PageFrame';

export interface RecipesNavLink {
  label: string;
  href: string;
}

export interface RecipesFrameProps {
  /** The landing page: the way home. */
  homeHref: string;
  /** The area's navigation bar (spec §2): Recipe List, Shopping List, Accessories, In Stock, Import Recipes, About. */
  navLinks: readonly RecipesNavLink[];
  /** The address of the page shown, so its entry is marked as the current page. */
  currentHref?: string;
  /** The page's one h1; leave it out when the content brings its own. */
  heading?: ReactNode;
  children?: ReactNode;
}

// On a phone the six entries make a grid of three by two, every entry on one line; each column
// is as wide as its longer entry ("Import Recipes" needs more than a third of 390 px), and the
// spare width goes between the columns. From the phone breakpoint on they flow in one row: a
// little smaller and tighter below the tablet breakpoint, so all six fit at 768 px.
const Bar = styled.nav`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ul {
    display: grid;
    grid-template-columns: repeat(3, auto);
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0 0 ${({ theme }) => theme.space(2)};
    list-style: none;
  }

  a {
    display: block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(1)}`};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.accent};
    font-size: 0.875rem;
    font-weight: 600;
    text-align: center;
    white-space: nowrap;
    text-decoration: none;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    ul {
      display: flex;
      flex-wrap: wrap;
      justify-content: flex-start;
      gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    }

    a {
      display: inline-block;
      padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)}`};
      font-size: 0.9375rem;
    }
  }

  /* Up to the tablet breakpoint the six entries still share one row (768 px); wider, more air. */
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    a {
      padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
      font-size: 1rem;
    }
  }

  a:hover {
    background: ${({ theme }) => theme.colors.infoSurface};
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }

  @media print {
    display: none;
  }
`;

/** Every recipe page: the way home, the area's navigation bar, then the page. */
export function RecipesFrame({ homeHref, navLinks, currentHref, heading, children }: RecipesFrameProps) {
  return (
    <PageFrame homeHref={homeHref}>
      <Bar aria-label="Recipes">
        <ul>
          {navLinks.map((link) => (
            <li key={link.href}>
              <AppLink href={link.href} aria-current={link.href === currentHref ? 'page' : undefined}>
                {link.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </Bar>
      {heading !== undefined && <Heading>{heading}</Heading>}
      {children}
    </PageFrame>
  );
}

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(1.75rem, 1.2rem + 2.4vw, 2.5rem);
  line-height: 1.15;
  overflow-wrap: anywhere;
`;
