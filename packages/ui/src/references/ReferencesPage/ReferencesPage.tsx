import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageFrame } from '../../shell/PageFrame';
import { Panel, PanelHeading } from '../formParts';

export interface ReferencesPageProps {
  /** The basic search form. */
  basicSearch: ReactNode;
  /** The advanced search builder with its save form. */
  advancedSearch: ReactNode;
  /** The saved queries, or their loading state. */
  savedQueries: ReactNode;
  /** The results area. */
  results: ReactNode;
}

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  max-width: 62ch;
  color: ${({ theme }) => theme.colors.mutedText};
`;

// The basic search and results come first in the page (a phone shows them on top, not below
// the whole advanced form); from tablet width the builder sits in a column to their left.
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(19rem, 22rem) minmax(0, 1fr);
    grid-template-areas: 'sidebar main';
    align-items: start;
  }
`;

const Sidebar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
  grid-area: sidebar;
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
  grid-area: main;
`;

/** The knowledge base's search page: basic search and results beside the advanced builder and the saved queries. */
export function ReferencesPage({ basicSearch, advancedSearch, savedQueries, results }: ReferencesPageProps) {
  return (
    <PageFrame heading="References">
      <Intro>
        Reference cards of books, papers, articles and videos. Search every field at once, build an advanced
        search from entries, or list all records; every search has its own address to share.
      </Intro>
      <Layout>
        <Main>
          <Panel aria-labelledby="basic-search-heading">
            <PanelHeading id="basic-search-heading">Basic search</PanelHeading>
            {basicSearch}
          </Panel>
          {results}
        </Main>
        <Sidebar>
          <Panel aria-labelledby="advanced-search-heading">
            <PanelHeading id="advanced-search-heading">Advanced search</PanelHeading>
            {advancedSearch}
          </Panel>
          <Panel aria-labelledby="saved-queries-heading">
            <PanelHeading id="saved-queries-heading">Saved queries</PanelHeading>
            {savedQueries}
          </Panel>
        </Sidebar>
      </Layout>
    </PageFrame>
  );
}
