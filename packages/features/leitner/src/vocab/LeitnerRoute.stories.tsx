import { getLeitnerDeck, maxLeitnerWords, synchronizeLeitnerWords } from '@portfolio/contracts';
import {
  leitnerDemoDeckFixture,
  leitnerMockDeck,
  leitnerNothingDueFixture,
  leitnerStoryToday,
  mockContractError,
  resetLeitnerMocks,
  resetOwnerSession,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { demoPracticeKey } from './demo-practice';
import { LeitnerRoute } from './LeitnerRoute';

const meta = {
  title: 'Features/Leitner/LeitnerRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: LeitnerRoute,
  parameters: { layout: 'fullscreen', router: { path: '/leitner/vocab' } },
  args: { today: leitnerStoryToday },
  beforeEach() {
    resetLeitnerMocks();
    resetOwnerSession({ signedIn: true });
    window.localStorage.removeItem(demoPracticeKey);
  },
} satisfies Meta<typeof LeitnerRoute>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** What ExportCsv caught: the files made for download and the clicks that would start one. */
let exported: { files: Blob[]; click: { mock: { contexts: unknown[] } } } | undefined;

const dueLine = async (canvas: Canvas) => canvas.findByText(/due today$/);
const box = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('list', { name: 'Words per box' })).getByRole('listitem', { name });

export const OwnerDeck: Story = {
  play: async ({ canvas }) => {
    await expect(await dueLine(canvas)).toHaveTextContent('4 words due today');
    await expect(box(canvas, 'Box 1: 2 words')).toBeVisible();
    await expect(box(canvas, 'Box 3: 2 words')).toBeVisible();
    const forecast = within(canvas.getByRole('list', { name: 'Due in the next 14 days' }));
    await expect(forecast.getByRole('listitem', { name: 'Today: 4 words' })).toBeVisible();
    await expect(forecast.getByRole('listitem', { name: 'Wednesday 11 March: 1 word' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Words (8)' })).toBeVisible();
    await expect(canvas.queryByRole('status', { name: 'Practice mode' })).toBeNull();
  },
};

export const ReviewInProgress: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start review' }));
    // The longest-waiting word comes first.
    const card = within(canvas.getByRole('region', { name: 'Review' }));
    await expect(card.getByText('Word 1 of 4 · box 1')).toBeVisible();
    await expect(card.getByText('el puente')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show meaning' }));
    await expect(within(canvas.getByRole('group', { name: 'Meaning' })).getByText('bridge')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Knew it' }));
    // The next word comes once the answer is saved.
    await expect(await card.findByText('Word 2 of 4 · box 2')).toBeVisible();
    // Saved with the synchronize call: box 2, due after its two days.
    await waitFor(() =>
      expect(leitnerMockDeck().words.find((word) => word.id === 'w-01')).toMatchObject({
        box: 2,
        dueOn: '2026-03-12',
      }),
    );
    await expect(await dueLine(canvas)).toHaveTextContent('3 words due today');
    await expect(box(canvas, 'Box 2: 3 words')).toBeVisible();
  },
};

export const ReviewFinished: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start review' }));
    for (const answer of ['Knew it', 'Missed it', 'Knew it', 'Knew it']) {
      await userEvent.click(await canvas.findByRole('button', { name: 'Show meaning' }));
      await userEvent.click(canvas.getByRole('button', { name: answer }));
    }
    await expect(await canvas.findByText(/You knew 3 words and missed 1/)).toBeVisible();
    await expect(await dueLine(canvas)).toHaveTextContent('0 words due today');
    await expect(canvas.getByText(/Nothing is due today/)).toHaveTextContent(
      'Next: 2 words on Wednesday 11 March.',
    );
    await waitFor(() =>
      expect(leitnerMockDeck().words.find((word) => word.id === 'w-03')).toMatchObject({
        box: 1,
        dueOn: '2026-03-11',
      }),
    );
    await expect(box(canvas, 'Box 4: 2 words')).toBeVisible();
  },
};

export const NothingDue: Story = {
  beforeEach() {
    resetLeitnerMocks(leitnerNothingDueFixture);
  },
  play: async ({ canvas }) => {
    await expect(await dueLine(canvas)).toHaveTextContent('0 words due today');
    await expect(canvas.getByText(/Nothing is due today/)).toHaveTextContent(
      'Next: 5 words on Wednesday 11 March.',
    );
    await expect(canvas.queryByRole('button', { name: 'Start review' })).toBeNull();
  },
};

export const EmptyDeck: Story = {
  beforeEach() {
    resetLeitnerMocks({ words: [] });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The deck is empty: add a word or import a CSV file to begin.'),
    ).toBeVisible();
    await expect(canvas.getByText('No words yet.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Term' }), 'el faro');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Meaning' }), 'lighthouse');
    await userEvent.click(canvas.getByRole('button', { name: 'Add word' }));
    await expect(await canvas.findByText('Added "el faro" to box 1')).toBeVisible();
    await expect(await dueLine(canvas)).toHaveTextContent('1 word due today');
    await expect(canvas.getByRole('heading', { name: 'Words (1)' })).toBeVisible();
  },
};

export const EditAndRemove: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit la llave' }));
    const notes = canvas.getByRole('textbox', { name: 'Notes (optional)' });
    await userEvent.type(notes, 'Also a spanner.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save word' }));
    await expect(await canvas.findByRole('heading', { name: 'Add a word' })).toBeVisible();
    await expect(leitnerMockDeck().words.find((word) => word.id === 'w-02')?.notes).toBe('Also a spanner.');

    await userEvent.click(canvas.getByRole('button', { name: 'Remove el puente' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: 'Remove “el puente”?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByText('Removed "el puente"')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Words (7)' })).toBeVisible();
    await expect(await dueLine(canvas)).toHaveTextContent('3 words due today');
  },
};

export const EditToATermTaken: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit la llave' }));
    const term = canvas.getByRole('textbox', { name: 'Term' });
    await userEvent.clear(term);
    await userEvent.type(term, 'El Puente');
    await userEvent.click(canvas.getByRole('button', { name: 'Save word' }));
    // Refused: the form stays open with the server's reason, and the deck keeps one "el puente".
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'term: the deck already has "El Puente"',
    );
    await expect(canvas.getByRole('heading', { name: 'Edit “la llave”' })).toBeVisible();
    await expect(term).toHaveValue('El Puente');
    await expect(leitnerMockDeck().words.find((word) => word.id === 'w-02')?.term).toBe('la llave');
  },
};

export const ImportCsv: Story = {
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('Import a CSV file');
    const bad = new File(['term,meaning\nla nube,\n'], 'bad.csv', { type: 'text/csv' });
    await userEvent.upload(input, bad);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'bad.csv: Line 2, meaning: meaning is required',
    );

    const good = new File(
      ['term,meaning,example\nel relámpago,lightning,Vimos un relámpago.\nLA LLAVE,key (door),\n'],
      'words.csv',
      {
        type: 'text/csv',
      },
    );
    await userEvent.upload(input, good);
    const files = within(canvas.getByRole('region', { name: 'CSV files' }));
    await waitFor(() =>
      expect(files.getByRole('status')).toHaveTextContent('Imported 2 words: 1 added, 1 updated'),
    );
    await expect(await canvas.findByRole('heading', { name: 'Words (9)' })).toBeVisible();
  },
};

export const ImportPastTheLimit: Story = {
  play: async ({ canvas }) => {
    const input = await canvas.findByLabelText('Import a CSV file');
    // One more new word than the deck of 8 has room for.
    const newWords = maxLeitnerWords - 8 + 1;
    const lines = Array.from({ length: newWords }, (_, index) => `palabra ${index + 1},word ${index + 1}`);
    await userEvent.upload(input, new File([['term,meaning', ...lines].join('\n')], 'big.csv'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      `Import failed: rows: the deck holds at most ${maxLeitnerWords} words; it has 8, and ${newWords} of these terms are new`,
    );
    await expect(canvas.getByRole('heading', { name: 'Words (8)' })).toBeVisible();
    await expect(leitnerMockDeck().words).toHaveLength(8);
  },
};

export const ExportCsv: Story = {
  beforeEach() {
    // Catches what the page hands the browser to download, instead of downloading it.
    const files: Blob[] = [];
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:leitner-export';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    exported = { files, click };
    return () => {
      createUrl.mockRestore();
      click.mockRestore();
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Export CSV' }));
    const files = within(canvas.getByRole('region', { name: 'CSV files' }));
    await expect(files.getByRole('status')).toHaveTextContent('Exported 8 words');
    const link = exported?.click.mock.contexts[0] as HTMLAnchorElement | undefined;
    await expect(link?.download).toBe('leitner-deck-2026-03-10.csv');
    await expect(link?.href).toBe('blob:leitner-export');
    const file = exported?.files[0];
    await expect(file?.type).toBe('text/csv;charset=utf-8');
    const lines = (await file?.text())?.split('\r\n');
    // Every word with its place, in the order the deck lists them, so it imports back the same.
    await expect(lines?.[0]).toBe('term,meaning,example,notes,box,due');
    await expect(lines).toContain('el puente,bridge,Cruzamos el puente a pie.,,1,2026-03-08');
    await expect(lines).toContain(
      'la sobremesa,the talk at table after a meal,La sobremesa duró dos horas.,,5,2026-03-22',
    );
    await expect(lines).toHaveLength(1 + 8 + 1);
  },
};

export const IntervalsSaved: Story = {
  play: async ({ canvas }) => {
    const box2 = await canvas.findByRole('textbox', { name: 'Box 2' });
    await userEvent.clear(box2);
    await userEvent.type(box2, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Save intervals' }));
    await expect(await canvas.findByText('Box intervals saved: 1, 3, 4, 8, 16 days')).toBeVisible();
    await expect(await canvas.findByRole('listitem', { name: 'Box 2: 2 words' })).toHaveTextContent(
      /3 days$/,
    );
  },
};

/** The red line under the card, and the card itself: still the first word, meaning shown. */
async function expectAnswerKept(canvas: Canvas, text: string) {
  const line = await canvas.findByRole('alert');
  await expect(line).toHaveTextContent(text);
  await expect(line).toHaveAttribute('data-tone', 'error');
  const card = within(canvas.getByRole('region', { name: 'Review' }));
  await expect(card.getByText('Word 1 of 4 · box 1')).toBeVisible();
  await expect(card.getByText('el puente')).toBeVisible();
  await expect(within(card.getByRole('group', { name: 'Meaning' })).getByText('bridge')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Try again' })).toHaveFocus();
  await expect(leitnerMockDeck().words.find((word) => word.id === 'w-01')).toMatchObject({ box: 1 });
}

export const SaveFails: Story = {
  beforeEach({ msw }) {
    // The first save fails; the retry reaches the mock deck.
    msw.use(mockContractError(synchronizeLeitnerWords, 500, 'The deck could not be written', { once: true }));
    const alert = spyOn(window, 'alert').mockImplementation(() => {});
    return () => alert.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start review' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show meaning' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Knew it' }));
    // The server's message in red, the card where it was, no browser alert, the deck unchanged.
    await expectAnswerKept(canvas, 'Your answer “Knew it” was not saved: The deck could not be written');
    await expect(window.alert).not.toHaveBeenCalled();
    await expect(await dueLine(canvas)).toHaveTextContent('4 words due today');

    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    const card = within(canvas.getByRole('region', { name: 'Review' }));
    await expect(await card.findByText('Word 2 of 4 · box 2')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(leitnerMockDeck().words.find((word) => word.id === 'w-01')).toMatchObject({
        box: 2,
        dueOn: '2026-03-12',
      }),
    );
    await expect(await dueLine(canvas)).toHaveTextContent('3 words due today');
  },
};

export const SaveRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(synchronizeLeitnerWords, 409, 'The word was changed in another tab'));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start review' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show meaning' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Missed it' }));
    await expectAnswerKept(
      canvas,
      'Your answer “Missed it” was not saved: The word was changed in another tab',
    );
    // Trying again while the server still refuses keeps the card and the message.
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expectAnswerKept(
      canvas,
      'Your answer “Missed it” was not saved: The word was changed in another tab',
    );
  },
};

export const DeckFailsToLoad: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getLeitnerDeck, 500));
  },
  play: async ({ canvas }) => {
    const away = await canvas.findByTestId('navigated-away');
    await expect(away).toHaveTextContent('Navigated to /error');
    await expect(away).toHaveTextContent(
      'Http failure response for /api-leitner/deck: 500 Internal Server Error',
    );
  },
};

/**
 * The owner's session ends elsewhere (signed off in another tab) while the deck is open: the
 * refused add makes the page ask the session again, and it turns to the practice deck with the way
 * to sign in instead of owner tools that can only fail (decision 106).
 */
export const SessionEndedBeforeAdding: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Add a word' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Term' }), 'el faro');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Meaning' }), 'lighthouse');
    resetOwnerSession({ signedIn: false });
    await userEvent.click(canvas.getByRole('button', { name: 'Add word' }));
    const notice = await canvas.findByRole('status', { name: 'Practice mode' });
    await expect(within(notice).getByRole('link', { name: 'Sign in as the owner' })).toHaveAttribute(
      'href',
      '/owner',
    );
    await expect(canvas.queryByRole('heading', { name: 'Add a word' })).toBeNull();
    await expect(leitnerMockDeck().words.some((word) => word.term === 'el faro')).toBe(false);
  },
};

export const VisitorPractice: Story = {
  beforeEach() {
    resetOwnerSession({ signedIn: false });
  },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('status', { name: 'Practice mode' });
    await expect(notice).toHaveTextContent(
      'You are practising the demo deck. Your progress is kept in this browser only.',
    );
    const dueToday = leitnerDemoDeckFixture.filter((word) => word.dueInDays === 0).length;
    await expect(await dueLine(canvas)).toHaveTextContent(`${dueToday} words due today`);
    // No owner tools for a visitor.
    await expect(canvas.queryByRole('heading', { name: 'Add a word' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start review' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show meaning' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Knew it' }));
    await expect(await dueLine(canvas)).toHaveTextContent(`${dueToday - 1} words due today`);
    const stored = JSON.parse(window.localStorage.getItem(demoPracticeKey) ?? '{}');
    await expect(stored).toEqual({
      startedOn: leitnerStoryToday,
      // "el agua" comes first (the due words go by term): box 2 to box 3, due after four days.
      locations: { 'demo-03': { box: 3, dueOn: '2026-03-14' } },
    });
  },
};
