import { ApiRequestError, contractQueryKey, DataProvider, useOwnerSession } from '@portfolio/api-client';
import { siteAddresses } from '@portfolio/api-client/site';
import {
  getLeitnerDeck,
  localCalendarDay,
  type LeitnerDeck,
  type LeitnerLocation,
  type LeitnerWord,
  maxLeitnerInterval,
  defaultLeitnerIntervals,
} from '@portfolio/contracts';
import { ConfirmRemoval, useDocumentTitle } from '@portfolio/ui';
import {
  DeckFiles,
  DeckSummary,
  IntervalsForm,
  type LeitnerAudience,
  LeitnerPage,
  ReviewCard,
  type ReviewCardAnswer,
  ReviewSummary,
  WordForm,
  WordList,
} from '@portfolio/ui/leitner';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  useCreateWord,
  useDeleteWord,
  useImportWords,
  useLeitnerDeck,
  useLeitnerDemoDeck,
  useSynchronizeWords,
  useUpdateIntervals,
  useUpdateWord,
} from '../api/leitner-calls';
import { type DemoPractice, demoWords, readDemoPractice, writeDemoPractice } from './demo-practice';
import { boxCounts, dueWords, forecast, moveWord } from './schedule';
import { csvToImportRows, wordsToCsv } from './word-csv';

export interface LeitnerRouteProps {
  /** The day the page treats as today (`YYYY-MM-DD`); the local day when left out. Stories fix it. */
  today?: string;
}

/** /leitner/vocab, a lazy route module. */
export function LeitnerRoute({ today }: LeitnerRouteProps) {
  return (
    <DataProvider>
      <LeitnerContainer today={today ?? localCalendarDay(new Date())} />
    </DataProvider>
  );
}

interface Review {
  ids: string[];
  index: number;
  revealed: boolean;
  knew: number;
  missed: number;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The server's own explanation of a failed call, else the spec's failure text. */
function serverMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.error || error.message;
  return error instanceof Error ? error.message : String(error);
}

function LeitnerContainer({ today }: { today: string }) {
  useDocumentTitle('Leitner box');
  // A write refused with 401 asks who is signed in (useApiMutation): the page turns to the
  // visitor's view with its sign-in link.
  const session = useOwnerSession();
  const audience: LeitnerAudience =
    session.data === undefined ? 'checking' : session.data.owner ? 'owner' : 'visitor';
  const ownerDeck = useLeitnerDeck(audience === 'owner');
  const demoDeck = useLeitnerDemoDeck(audience === 'visitor');
  const queryClient = useQueryClient();

  const [practice, setPractice] = useState<DemoPractice>(() =>
    readDemoPractice(browserStorage() ?? { getItem: () => null }, today),
  );
  const [review, setReview] = useState<Review>();
  const [finished, setFinished] = useState<{ knew: number; missed: number }>();
  const [editing, setEditing] = useState<LeitnerWord>();
  const [removing, setRemoving] = useState<LeitnerWord>();
  const [saving, setSaving] = useState(false);
  const [saveFailure, setSaveFailure] = useState<{ answer: ReviewCardAnswer; message: string }>();
  const [fileStatus, setFileStatus] = useState<{ text: string; tone: 'info' | 'success' | 'error' }>();

  const synchronize = useSynchronizeWords();
  const createWord = useCreateWord();
  const updateWord = useUpdateWord();
  const deleteWord = useDeleteWord();
  const importWords = useImportWords();
  const updateIntervals = useUpdateIntervals();

  const words: LeitnerWord[] | undefined = useMemo(() => {
    if (audience === 'owner') return ownerDeck.data?.words;
    if (audience === 'visitor' && demoDeck.data) return demoWords(demoDeck.data, practice);
    return undefined;
  }, [audience, ownerDeck.data, demoDeck.data, practice]);
  const intervals = (audience === 'owner' ? ownerDeck.data?.intervals : undefined) ?? [
    ...defaultLeitnerIntervals,
  ];

  const due = useMemo(() => (words ? dueWords(words, today) : []), [words, today]);

  /**
   * Puts a moved word where it now is: the owner's on the server (resolves once it is saved,
   * rejects with the server's message), a visitor's in this browser.
   */
  const place = async (location: LeitnerLocation) => {
    if (audience === 'owner') {
      await synchronize.mutateAsync({ body: { locations: [location] } });
      queryClient.setQueryData<LeitnerDeck>(
        contractQueryKey(getLeitnerDeck),
        (deck) =>
          deck && {
            ...deck,
            words: deck.words.map((word) => (word.id === location.id ? { ...word, ...location } : word)),
          },
      );
    } else {
      const next: DemoPractice = {
        ...practice,
        locations: { ...practice.locations, [location.id]: { box: location.box, dueOn: location.dueOn } },
      };
      setPractice(next);
      const storage = browserStorage();
      if (storage) writeDemoPractice(storage, next);
    }
  };

  const answer = async (result: ReviewCardAnswer) => {
    if (!review || !words || saving) return;
    const word = words.find((entry) => entry.id === review.ids[review.index]);
    if (word) {
      const moved = moveWord({ id: word.id, box: word.box, dueOn: word.dueOn }, result, today, intervals);
      setSaveFailure(undefined);
      // Only the owner's answers go to the server; a visitor's are kept in the browser at once.
      if (audience === 'owner') setSaving(true);
      try {
        await place(moved);
      } catch (error) {
        // The card stays with the answer kept, so the visitor can send it again.
        setSaveFailure({ answer: result, message: serverMessage(error) });
        return;
      } finally {
        setSaving(false);
      }
    }
    const tally = {
      knew: review.knew + (result === 'knew' ? 1 : 0),
      missed: review.missed + (result === 'missed' ? 1 : 0),
    };
    if (review.index + 1 >= review.ids.length) {
      setReview(undefined);
      setFinished(tally);
    } else setReview({ ...review, ...tally, index: review.index + 1, revealed: false });
  };

  const current = review && words?.find((word) => word.id === review.ids[review.index]);
  const reviewPart = current ? (
    <ReviewCard
      word={current}
      position={(review?.index ?? 0) + 1}
      total={review?.ids.length ?? 0}
      revealed={review?.revealed ?? false}
      onReveal={() => setReview((state) => state && { ...state, revealed: true })}
      onAnswer={(result) => void answer(result)}
      saving={saving}
      failure={saveFailure}
      onStop={() => {
        setSaveFailure(undefined);
        setFinished(review && { knew: review.knew, missed: review.missed });
        setReview(undefined);
      }}
    />
  ) : finished ? (
    <ReviewSummary knew={finished.knew} missed={finished.missed} onClose={() => setFinished(undefined)} />
  ) : undefined;

  const summary = words && (
    <DeckSummary
      dueToday={due.length}
      total={words.length}
      boxes={boxCounts(words).map((count, index) => ({
        box: index + 1,
        count,
        intervalDays: intervals[index] ?? 1,
      }))}
      forecast={forecast(words, today)}
      onStartReview={
        review
          ? undefined
          : () => {
              setFinished(undefined);
              setReview({ ids: due.map((word) => word.id), index: 0, revealed: false, knew: 0, missed: 0 });
            }
      }
    />
  );

  const runImport = async (file: File) => {
    const read = csvToImportRows(await file.text());
    if ('problem' in read) {
      setFileStatus({ text: `${file.name}: ${read.problem}`, tone: 'error' });
      return;
    }
    setFileStatus({ text: `Importing ${file.name}…`, tone: 'info' });
    try {
      const result = await importWords.mutateAsync({ body: { today, rows: read.rows } });
      setFileStatus({ text: result.msg, tone: 'success' });
    } catch (error) {
      setFileStatus({
        text: `Import failed: ${serverMessage(error)}`,
        tone: 'error',
      });
    }
  };

  const tools = audience === 'owner' && words && (
    <>
      {editing ? (
        <WordForm
          key={editing.id}
          heading={`Edit “${editing.term}”`}
          submitLabel="Save word"
          initial={editing}
          status={updateWord.status}
          saving={updateWord.isPending}
          onCancel={() => setEditing(undefined)}
          onSubmit={(text) =>
            updateWord
              .save({ params: { id: editing.id }, body: text })
              .then((saved) => saved && setEditing(undefined))
          }
        />
      ) : (
        <WordForm
          heading="Add a word"
          submitLabel="Add word"
          status={createWord.status}
          saving={createWord.isPending}
          onSubmit={(text) => createWord.mutate({ body: { ...text, dueOn: today } })}
        />
      )}
      <IntervalsForm
        key={intervals.join(',')}
        intervals={intervals}
        maximum={maxLeitnerInterval}
        status={updateIntervals.status}
        saving={updateIntervals.isPending}
        onSave={(next) => updateIntervals.mutate({ body: { intervals: next } })}
      />
      <DeckFiles
        busy={importWords.isPending}
        status={fileStatus}
        onExport={() => {
          download(`leitner-deck-${today}.csv`, wordsToCsv(words));
          setFileStatus({ text: `Exported ${words.length} words`, tone: 'success' });
        }}
        onImport={(file) => void runImport(file)}
      />
      <WordList
        words={words}
        status={deleteWord.status}
        onEdit={(id) => {
          updateWord.reset();
          setEditing(words.find((word) => word.id === id));
        }}
        onRemove={(id) => setRemoving(words.find((word) => word.id === id))}
      />
      <ConfirmRemoval
        item={removing}
        question={(word) => `Remove “${word.term}”?`}
        message="The word and its place in the boxes are removed from the deck."
        onClose={() => setRemoving(undefined)}
        onRemove={({ id }) => {
          if (editing?.id === id) setEditing(undefined);
          deleteWord.mutate({ params: { id } });
        }}
      />
    </>
  );

  return (
    <LeitnerPage
      homeHref={siteAddresses.landing}
      signInHref={siteAddresses.owner}
      audience={audience}
      loading={words === undefined}
      review={reviewPart}
      summary={summary}
      tools={tools}
    />
  );
}
