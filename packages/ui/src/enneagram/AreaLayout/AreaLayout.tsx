import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { Button } from '../../base/Button';
import { StatusText, type StatusTone } from '../../base/StatusText';
import { WayHomeLink } from '../../base/WayHomeLink';
import { AreaMenus, type AreaMenusProps } from '../AreaMenus';

/** A message the area shows under its menus (e.g. "Not implemented yet", a factory import's result). */
export interface AreaNotice {
  text: string;
  tone: StatusTone;
}

export interface AreaLayoutProps<Action extends string = string> extends AreaMenusProps<Action> {
  /** The area's home page, where the title leads. */
  homeHref: string;
  /** The site's landing page: the way home every area frame offers. */
  projectsHref: string;
  notice?: AreaNotice;
  onDismissNotice: () => void;
  /** The page: it brings its own `<main>`. */
  children?: ReactNode;
}

const Header = styled.header`
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  /* Lines up with the page column below (PageFrame's width and side padding). */
  max-width: calc(${({ theme }) => theme.contentWidth} + ${({ theme }) => theme.space(8)});
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
`;

const Brand = styled(AppLink)`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  font-weight: 700;
  text-decoration: none;

  &,
  &:hover {
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const NoticeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: calc(${({ theme }) => theme.contentWidth} + ${({ theme }) => theme.space(8)});
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)} 0`};
`;

/** Every Enneagram page sits under this bar: the area's name and its three menus. */
export function AreaLayout<Action extends string>({
  homeHref,
  projectsHref,
  notice,
  onDismissNotice,
  children,
  ...menus
}: AreaLayoutProps<Action>) {
  return (
    <>
      <Header>
        <Inner>
          <WayHomeLink href={projectsHref} tone="onAccent" />
          <Brand href={homeHref}>Enneagram</Brand>
          <AreaMenus {...menus} />
        </Inner>
      </Header>
      {notice && (
        <aside aria-label="Message">
          <NoticeRow>
            <StatusText tone={notice.tone}>{notice.text}</StatusText>
            <Button variant="secondary" compact onClick={onDismissNotice}>
              Dismiss
            </Button>
          </NoticeRow>
        </aside>
      )}
      {children}
    </>
  );
}
