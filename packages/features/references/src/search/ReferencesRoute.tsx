import { siteAddresses } from '@portfolio/api-client/site';
import { DataProvider } from '@portfolio/api-client';
import {
  advancedQuerySchema,
  advancedQueryTextSchema,
  defaultAdvancedQueryEntry,
  referencePageSize,
  type SavedQuery,
} from '@portfolio/contracts';
import { useDocumentTitle } from '@portfolio/ui';
import {
  AdvancedSearchForm,
  type AdvancedSearchQuery,
  BasicSearchForm,
  type MarkCardText,
  type ReferenceCardContent,
  ReferenceResults,
  ReferencesPage,
  type SaveQueryStatus,
  type SavedQueryItem,
  SavedQueryList,
} from '@portfolio/ui/references';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useReferenceRecords } from '../api/get-reference-records';
import { useSavedQueries } from '../api/get-saved-queries';
import { useSearchFields } from '../api/get-search-fields';
import { useSaveQuery } from '../api/save-query';
import { describeQuery, describeSearch, type FieldLabels, fieldLabelsOf } from './describe-search';
import { cardMarker } from './mark-terms';
import { isPastTheEnd, lastBlockStart, recordBlock } from './paging';
import {
  advancedQueryText,
  atBlock,
  readSearchAddress,
  type ReferenceSearch,
  searchHref,
} from './search-address';

const ownerSignInHref = siteAddresses.owner;

/** A saved query as the list shows it: its words, or why it cannot run. */
function savedQueryItem(saved: SavedQuery, labels: FieldLabels): SavedQueryItem & { text?: string } {
  const parsed = advancedQueryTextSchema.safeParse(saved.query);
  if (!parsed.success) {
    return {
      name: saved.name,
      description: '',
      problem: 'This saved query is not an advanced search and cannot run.',
    };
  }
  return {
    name: saved.name,
    description: describeQuery(parsed.data, labels),
    text: advancedQueryText(parsed.data),
  };
}

/** /references, a lazy route module. */
export function ReferencesRoute() {
  return (
    <DataProvider>
      <ReferencesPageContainer />
    </DataProvider>
  );
}

/**
 * The references page (/references): the address is the search. Searching, running a saved query
 * and paging change the address; opening an address runs its search (spec part 2 §2).
 */
function ReferencesPageContainer() {
  useDocumentTitle('References');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = useMemo(() => readSearchAddress(params), [params]);
  const fields = useSearchFields();
  const saved = useSavedQueries();
  const records = useReferenceRecords(search);
  const save = useSaveQuery();

  const go = useCallback((next: ReferenceSearch) => void navigate(searchHref(next)), [navigate]);

  // An address past the last record (an old link, a smaller result) shows the last block instead.
  const total = records.data?.total;
  useEffect(() => {
    if (total === undefined || search.kind === 'none' || search.kind === 'invalid') return;
    if (isPastTheEnd(total, search.from)) {
      void navigate(searchHref(atBlock(search, lastBlockStart(total))), { replace: true });
    }
  }, [total, search, navigate]);

  // One stable marker per card, so the cards (memoised) do not sanitise their summaries again on every render.
  const markers = useMemo(() => {
    const byUuid = new Map<string, MarkCardText | undefined>();
    for (const card of records.data?.records ?? [])
      byUuid.set(card.uuid, cardMarker(records.data?.highlights?.[card.uuid]));
    return byUuid;
  }, [records.data]);
  const markTextFor = useCallback((card: ReferenceCardContent) => markers.get(card.uuid), [markers]);

  const labels = fieldLabelsOf(fields.data);
  const currentText = search.kind === 'advanced' ? advancedQueryText(search.query) : undefined;
  const savedItems = (saved.data ?? []).map((query) => savedQueryItem(query, labels));

  const runAdvanced = (query: AdvancedSearchQuery) => {
    // The form offers only the server's fields and the spec's types, so this holds; checked all the same.
    const parsed = advancedQuerySchema.safeParse(query);
    if (parsed.success) go({ kind: 'advanced', query: parsed.data, from: 0 });
  };

  const runSaved = (name: string) => {
    const item = saved.data?.find((query) => query.name === name);
    const parsed = item && advancedQueryTextSchema.safeParse(item.query);
    if (parsed?.success) go({ kind: 'advanced', query: parsed.data, from: 0 });
  };

  const saveQuery = (name: string, query: AdvancedSearchQuery) => {
    const parsed = advancedQuerySchema.safeParse(query);
    if (!parsed.success) return;
    save.mutate({ body: { name, query: advancedQueryText(parsed.data) } });
  };

  let saveStatus: SaveQueryStatus | undefined;
  if (save.error?.status === 401) {
    saveStatus = {
      text: 'Only the site’s owner can save queries.',
      tone: 'error',
      signInHref: ownerSignInHref,
    };
  } else if (save.error) {
    saveStatus = { text: save.error.error || save.error.message, tone: 'error' };
  } else if (save.data) {
    saveStatus = { text: `Saved the query “${save.data.name}”.`, tone: 'success' };
  }

  // The address names the results: a new one (search, saved query, block) moves the focus to them.
  const focusKey = params.toString();
  const block = records.data
    ? recordBlock(records.data.total, records.data.from, referencePageSize)
    : undefined;
  const results = (() => {
    switch (search.kind) {
      case 'none':
        return <ReferenceResults status="idle" focusKey={focusKey} />;
      case 'invalid':
        return <ReferenceResults status="problem" problem={search.problem} focusKey={focusKey} />;
      default:
        if (!records.data || !block) {
          return (
            <ReferenceResults
              status="loading"
              description={describeSearch(search, labels)}
              focusKey={focusKey}
            />
          );
        }
        return (
          <ReferenceResults
            status="ready"
            description={describeSearch(search, labels)}
            cards={records.data.records}
            block={{
              total: block.total,
              first: block.first,
              last: block.last,
              pageSize: referencePageSize,
              canGoBack: block.previousFrom !== null,
              canGoForward: block.nextFrom !== null,
            }}
            onBack={() => block.previousFrom !== null && go(atBlock(search, block.previousFrom))}
            onForward={() => block.nextFrom !== null && go(atBlock(search, block.nextFrom))}
            markTextFor={markTextFor}
            focusKey={focusKey}
          />
        );
    }
  })();

  // The first paint (the server's, decision 044) is the frame and intro; the search parts come
  // together once the field list and the address's first results are there, so nothing on screen
  // is pushed aside when they arrive. Later searches keep the parts on screen.
  const [laidOut, setLaidOut] = useState(false);
  const addressAsksForRecords = search.kind !== 'none' && search.kind !== 'invalid';
  const firstDataHere = fields.data !== undefined && (!addressAsksForRecords || records.data !== undefined);
  if (firstDataHere && !laidOut) setLaidOut(true);

  return (
    <ReferencesPage
      projectsHref={siteAddresses.landing}
      loading={laidOut || firstDataHere ? undefined : 'Loading the knowledge base'}
      basicSearch={
        <BasicSearchForm
          key={search.kind === 'basic' ? search.text : ''}
          defaultText={search.kind === 'basic' ? search.text : ''}
          onSearch={(text) => go({ kind: 'basic', text, from: 0 })}
          onListAll={() => go({ kind: 'all', from: 0 })}
        />
      }
      advancedSearch={
        <AdvancedSearchForm
          // The builder shows the query on screen: a new one in the address starts it afresh.
          key={currentText ?? ''}
          fields={fields.data ?? []}
          newEntry={defaultAdvancedQueryEntry}
          defaultQuery={search.kind === 'advanced' ? search.query : undefined}
          onSearch={runAdvanced}
          onSave={saveQuery}
          saving={save.isPending}
          saveStatus={saveStatus}
        />
      }
      savedQueries={
        saved.data ? (
          <SavedQueryList
            queries={savedItems}
            onRun={runSaved}
            current={savedItems.find((item) => item.text !== undefined && item.text === currentText)?.name}
          />
        ) : (
          <p>Loading the saved queries…</p>
        )
      }
      results={results}
    />
  );
}
