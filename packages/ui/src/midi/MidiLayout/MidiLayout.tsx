import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { AppLink } from '../../base/AppLink';

/** One step of the trail above a sheet-music page; the last one is the page itself. */
export interface MidiCrumb {
  label: string;
  href?: string;
}

export interface MidiLayoutProps {
  /** Where the area's title leads: the landing page of the instrument in use. */
  homeHref: string;
  crumbs?: MidiCrumb[];
  /** Controls at the right of the bar (the instrument switch). */
  actions?: ReactNode;
  /** `reader` lets the page use the full width for the score. */
  width?: 'content' | 'reader';
  children?: ReactNode;
}

const Bar = styled.header`
  background: #1d2433;
  color: #f4f1ea;
`;

const BarInner = styled.div<{ $width: 'content' | 'reader' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  max-width: ${({ $width, theme }) => ($width === 'reader' ? 'none' : theme.contentWidth)};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  min-height: 56px;
`;

const Brand = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.2rem;
  font-weight: 700;
  text-decoration: none;

  &,
  &:hover {
    color: #f4f1ea;
  }
`;

const Trail = styled.nav`
  flex: 1 1 auto;
  min-width: 0;

  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 0.9375rem;
  }

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    color: #c9cfdb;
    overflow-wrap: anywhere;
  }

  li + li::before {
    content: '/';
    color: #8a93a6;
  }

  a {
    color: #f4f1ea;
  }

  a:hover {
    color: #ffd58a;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

const Main = styled.main<{ $width: 'content' | 'reader' }>`
  max-width: ${({ $width, theme }) => ($width === 'reader' ? 'none' : theme.contentWidth)};
  margin: 0 auto;
  ${({ $width }) =>
    $width === 'reader'
      ? css`
          /* The reader fills the window under the bar, so the music can take all the height left. */
          display: flex;
          flex-direction: column;
          height: calc(100dvh - 56px);
          min-height: 520px;
        `
      : ''}
  padding: ${({ $width, theme }) =>
    $width === 'reader'
      ? `${theme.space(3)} ${theme.space(3)} ${theme.space(6)}`
      : `${theme.space(6)} ${theme.space(4)} ${theme.space(12)}`};

  @media (min-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding-left: ${({ $width, theme }) => theme.space($width === 'reader' ? 5 : 8)};
    padding-right: ${({ $width, theme }) => theme.space($width === 'reader' ? 5 : 8)};
  }
`;

/** Every sheet-music page sits under this bar: the area's name, where the page is, the switch. */
export function MidiLayout({ homeHref, crumbs = [], actions, width = 'content', children }: MidiLayoutProps) {
  return (
    <>
      <Bar>
        <BarInner $width={width}>
          <Brand href={homeHref}>Sheet Music</Brand>
          {crumbs.length > 0 && (
            <Trail aria-label="Breadcrumb">
              <ol>
                {crumbs.map((crumb, index) => (
                  <li key={`${crumb.label}-${index}`}>
                    {crumb.href && index < crumbs.length - 1 ? (
                      <AppLink href={crumb.href}>{crumb.label}</AppLink>
                    ) : (
                      <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                        {crumb.label}
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            </Trail>
          )}
          {actions && <Actions>{actions}</Actions>}
        </BarInner>
      </Bar>
      <Main $width={width}>{children}</Main>
    </>
  );
}
