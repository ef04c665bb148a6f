import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageFrame } from '../../base/PageFrame';
import { Surface, SurfaceHeading } from '../../base/Card';
import { LoadingIndicator } from '../../base/LoadingIndicator';

export interface ReferencesPageProps {
  /** The site's landing page: the way home. */
  projectsHref: string;
  /** The basic search form. */
  basicSearch: ReactNode;
  /** The advanced search builder with its save form. */
  advancedSearch: ReactNode;
  /** The saved queries, or their loading state. */
  savedQueries: ReactNode;
  /** The results area. */
  results: ReactNode;
  /**
   * While the page's first data loads, what is loading: the frame and intro show with it, and the
   * search parts come all at once when it is there, so nothing on screen moves to make room.
   */
  loading?: string;
}

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  max-width: 62ch;
  color: ${({ theme }) => theme.colors.mutedText};
`;

// The basic search and results come first in the page (a phone or tablet shows them on top, and the
// builder below them); from desktop width the builder sits in a column to their left. Below that
// width the two parts are stacked in one column by name too: an area name the template lacks would
// put both parts in the same implicit cell, one over the other.
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'main' 'sidebar';
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(19rem, 22rem) minmax(0, 1fr);
    grid-template-areas: 'sidebar main';
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
export function ReferencesPage({
  projectsHref,
  basicSearch,
  advancedSearch,
  savedQueries,
  results,
  loading,
}: ReferencesPageProps) {
  return (
    <PageFrame heading="References" homeHref={projectsHref}>
      <Intro>
        Reference cards of books, papers, articles and videos. Search every field at once, build an advanced
        search from entries, or list all records; every search has its own address to share.
      </Intro>
      {loading ? (
        <LoadingIndicator label={loading} />
      ) : (
        <Layout>
          <Main>
            <Surface aria-labelledby="basic-search-heading">
              <SurfaceHeading id="basic-search-heading">Basic search</SurfaceHeading>
              {basicSearch}
            </Surface>
            {results}
          </Main>
          <Sidebar>
            <Surface aria-labelledby="advanced-search-heading">
              <SurfaceHeading id="advanced-search-heading">Advanced search</SurfaceHeading>
              {advancedSearch}
            </Surface>
            <Surface aria-labelledby="saved-queries-heading">
              <SurfaceHeading id="saved-queries-heading">Saved queries</SurfaceHeading>
              {savedQueries}
            </Surface>
          </Sidebar>
        </Layout>
      )}
    </PageFrame>
  );
}
