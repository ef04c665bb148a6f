import {
  getReferenceCards,
  getReferenceSearchFields,
  getSavedQueries,
  referencePageSize,
  searchReferenceCards,
} from '@portfolio/contracts';
import {
  allReferenceCards,
  mockContract,
  mockContractError,
  resetOwnerSession,
  resetReferencesMocks,
  scriptPayloadReferenceCard,
} from '@portfolio/mocks';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ReferencesRoute } from './ReferencesRoute';

// Shows the story's current address, so play functions can check that a search is a shareable address.
function CurrentAddress() {
  const location = useLocation();
  return (
    <output
      data-testid="address"
      style={{ overflowWrap: 'anywhere' }}
    >{`${location.pathname}${location.search}`}</output>
  );
}
const withAddress: Decorator = (Story) => (
  <>
    <Story />
    <CurrentAddress />
  </>
);

const twoEntries = {
  qualifier: 'Must Match',
  entries: [
    { field: 'tags', type: 'Matches', search: 'memory' },
    { field: 'all', type: 'Matches', search: 'sleep' },
  ],
};

const meta = {
  title: 'Features/References/ReferencesRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: ReferencesRoute,
  decorators: [withAddress],
  parameters: {
    layout: 'fullscreen',
    router: { path: '/references' },
    // A block is 200 cards of the same markup: axe checks the first five of a list, because checking
    // thousands of identical elements takes longer than a story may run.
    a11y: { context: { exclude: ['[aria-label="Reference cards"] > li:nth-child(n+6)'] } },
  },
  beforeEach() {
    resetReferencesMocks();
    resetOwnerSession();
  },
} satisfies Meta<typeof ReferencesRoute>;

export default meta;

// Skips only the layout check at phone width (decision 107) until the page is fixed.

type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const address = (canvas: Canvas) => canvas.getByTestId('address');
const results = (canvas: Canvas) => canvas.getByRole('region', { name: 'Results' });
const topPager = async (canvas: Canvas) =>
  within(await canvas.findByRole('group', { name: 'Record pages (top)' }));
const entry = (canvas: Canvas, number: number) =>
  within(canvas.getByRole('group', { name: `Entry ${number}` }));
const queryParameter = (canvas: Canvas) =>
  JSON.parse(new URLSearchParams(address(canvas).textContent!.split('?')[1]).get('query')!) as unknown;

// A block is 200 cards: these stories find things by text and selectors, because role queries
// over thousands of elements are slow enough to time a story out.
const countLines = (canvas: Canvas, total: number, first: number, last: number) =>
  canvas.findAllByText(`# of Records=${total} (${first} to ${last})`, {}, { timeout: 8000 });
const pagerButtons = (canvas: Canvas, name: 'back 200 records' | 'forward 200 records') =>
  canvas.getAllByText(name, { selector: 'button' });
const expectButtons = async (
  canvas: Canvas,
  name: 'back 200 records' | 'forward 200 records',
  enabled: boolean,
) => {
  const buttons = pagerButtons(canvas, name);
  await expect(buttons).toHaveLength(2);
  for (const button of buttons)
    await (enabled ? expect(button).toBeEnabled() : expect(button).toBeDisabled());
};
const total = allReferenceCards.length;
const lastStart = Math.floor((total - 1) / 200) * 200;
/** 405 cards: blocks of 200, 200 and 5, so a story can end on a short block. */
const cardsInThreeBlocks = allReferenceCards.slice(0, 405);

export const NothingSearchedYet: Story = {
  beforeEach() {
    resetReferencesMocks({ cards: allReferenceCards.slice(0, 12) });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Search the reference cards above, or list all records.'),
    ).toBeVisible();
    // The builder starts with the spec's default entry; its fields are the server's list (the page
    // shows its frame and basic search before that list arrives).
    await canvas.findByRole('group', { name: 'Entry 1' });
    await expect(entry(canvas, 1).getByLabelText('Field')).toHaveDisplayValue('Tags');
    await expect(entry(canvas, 1).getByLabelText('Type')).toHaveDisplayValue('Match Phrase');
    await expect(within(entry(canvas, 1).getByLabelText('Field')).getAllByRole('option')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'List all records' }));
    await expect(address(canvas)).toHaveTextContent('/references?allrecords=yes');
    await expect(await canvas.findByText('All records')).toBeVisible();
    await expect(await countLines(canvas, 12, 1, 12)).toHaveLength(2);
  },
};

export const BasicSearchResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Search all fields'), 'information theory{Enter}');
    await expect(address(canvas)).toHaveTextContent('/references?allfields=information+theory');
    // The results take the focus, so the page moves to them.
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Results' })).toHaveFocus());
    const pager = await topPager(canvas);
    await expect(pager.getByText(/^# of Records=\d+ \(1 to \d+\)$/)).toBeVisible();
    const cards = within(results(canvas)).getAllByRole('article');
    await expect(cards.length).toBeGreaterThan(0);
    await expect(within(results(canvas)).getByText('All fields match “information theory”')).toBeVisible();
    // The words found are marked in the cards.
    const shannon = within(results(canvas)).getByRole('article', {
      name: /A Mathematical Theory of Communication/,
    });
    const marks = [...shannon.querySelectorAll('mark')].map((mark) => mark.textContent?.toLowerCase());
    await expect(marks).toEqual(expect.arrayContaining(['theory', 'information theory']));
    // The title links to the work in a new tab.
    await expect(within(shannon).getAllByRole('link')[0]).toHaveAttribute('target', '_blank');
  },
};

export const AddressRunsItsSearch: Story = {
  parameters: {
    router: { path: `/references?query=${encodeURIComponent(JSON.stringify(twoEntries))}` },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Must Match: Tags Matches “memory”, All fields Matches “sleep”'),
    ).toBeVisible();
    // The builder shows the query of the address.
    await expect(entry(canvas, 1).getByLabelText('Text')).toHaveValue('memory');
    await expect(entry(canvas, 2).getByLabelText('Field')).toHaveDisplayValue('All fields');
    await expect(entry(canvas, 2).getByLabelText('Text')).toHaveValue('sleep');
    const pager = await topPager(canvas);
    await expect(pager.getByText('# of Records=2 (1 to 2)')).toBeVisible();
    await expect(within(results(canvas)).getAllByRole('article')).toHaveLength(2);
  },
};

export const AdvancedSearchWithTwoEntries: Story = {
  play: async ({ canvas }) => {
    const builder = await canvas.findByRole('search', { name: 'Advanced search' });
    await userEvent.click(within(builder).getByRole('radio', { name: /Should Match/ }));
    await userEvent.selectOptions(entry(canvas, 1).getByLabelText('Type'), 'Matches');
    await userEvent.type(entry(canvas, 1).getByLabelText('Text'), 'memory');
    await userEvent.click(within(builder).getByRole('button', { name: 'Add entry' }));
    await userEvent.selectOptions(entry(canvas, 2).getByLabelText('Field'), 'All fields');
    await userEvent.selectOptions(entry(canvas, 2).getByLabelText('Type'), 'Matches');
    await userEvent.type(entry(canvas, 2).getByLabelText('Text'), 'sleep');
    await userEvent.click(within(builder).getByRole('button', { name: 'Search' }));

    await expect(queryParameter(canvas)).toEqual({
      qualifier: 'Should Match',
      entries: [
        { field: 'tags', type: 'Matches', search: 'memory' },
        { field: 'all', type: 'Matches', search: 'sleep' },
      ],
    });
    const pager = await topPager(canvas);
    await expect(pager.getByText('# of Records=27 (1 to 27)')).toBeVisible();
  },
};

export const SaveAndRunAQuery: Story = {
  beforeEach() {
    resetOwnerSession({ signedIn: true });
    resetReferencesMocks({ savedQueries: [] });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No saved queries yet. Build an advanced search and save it.'),
    ).toBeVisible();
    await userEvent.type(entry(canvas, 1).getByLabelText('Text'), 'information theory');
    await userEvent.type(canvas.getByLabelText('Save this query as'), 'Shannon and friends{Enter}');
    await expect(await canvas.findByText('Saved the query “Shannon and friends”.')).toBeVisible();
    // Saving does not search.
    await expect(address(canvas)).toHaveTextContent(/^\/references$/);

    const saved = await canvas.findByRole('list', { name: 'Saved queries' });
    await expect(within(saved).getByText('Must Match: Tags Match Phrase “information theory”')).toBeVisible();
    await userEvent.click(within(saved).getByRole('button', { name: 'Run Shannon and friends' }));
    await expect(queryParameter(canvas)).toEqual({
      qualifier: 'Must Match',
      entries: [{ field: 'tags', type: 'Match Phrase', search: 'information theory' }],
    });
    const pager = await topPager(canvas);
    await expect(pager.getByText('# of Records=4 (1 to 4)')).toBeVisible();
    await expect(within(saved).getByRole('listitem')).toHaveAttribute('aria-current', 'true');
  },
};

export const SavedQueries: Story = {
  play: async ({ canvas }) => {
    const saved = await canvas.findByRole('list', { name: 'Saved queries' });
    await expect(within(saved).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(saved).getByRole('button', { name: 'Run Memory or sleep' }));
    await expect(
      await within(results(canvas)).findByText(/^Should Match: Tags Matches “memory”/),
    ).toBeVisible();
    // The builder now holds the saved query.
    await expect(canvas.getByRole('radio', { name: /Should Match/ })).toBeChecked();
    await expect(entry(canvas, 2).getByLabelText('Text')).toHaveValue('sleep');
  },
};

export const SavingNeedsTheOwner: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Save this query as'), 'Mine{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Only the site’s owner can save queries.');
    await expect(within(alert).getByRole('link', { name: 'Sign in as the owner' })).toHaveAttribute(
      'href',
      '/owner',
    );
  },
};

export const SavingATakenName: Story = {
  beforeEach() {
    resetOwnerSession({ signedIn: true });
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Save this query as'), 'Memory or sleep{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'A query named "Memory or sleep" is already saved',
    );
  },
};

export const FirstBlock: Story = {
  parameters: {
    router: { path: '/references?allrecords=yes' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await countLines(canvas, total, 1, 200)).toHaveLength(2);
    await expectButtons(canvas, 'back 200 records', false);
    await expectButtons(canvas, 'forward 200 records', true);
    // The first cards come with the block, the rest a few at a time (long lists stay responsive).
    // The rest come a few per frame: a busy machine draws fewer frames a second than a quiet one.
    await waitFor(() => expect(canvasElement.querySelectorAll('article')).toHaveLength(referencePageSize), {
      timeout: 10_000,
    });
    await expect(canvasElement.querySelector('article h3')).toHaveTextContent(allReferenceCards[0]!.refTitle);
  },
};

export const MiddleBlock: Story = {
  parameters: {
    router: { path: '/references?allrecords=yes&from=200' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await countLines(canvas, total, 201, 400)).toHaveLength(2);
    await expectButtons(canvas, 'back 200 records', true);
    await expectButtons(canvas, 'forward 200 records', true);
    await expect(canvasElement.querySelector('article h3')).toHaveTextContent(
      allReferenceCards[200]!.refTitle,
    );
  },
};

export const LastBlock: Story = {
  parameters: {
    router: { path: `/references?allrecords=yes&from=${lastStart}` },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await countLines(canvas, total, lastStart + 1, total)).toHaveLength(2);
    await expectButtons(canvas, 'back 200 records', true);
    await expectButtons(canvas, 'forward 200 records', false);
    await waitFor(() => expect(canvasElement.querySelectorAll('article')).toHaveLength(total - lastStart), {
      timeout: 10_000,
    });
  },
};

export const PageForwardAndBack: Story = {
  parameters: {
    router: { path: '/references?allrecords=yes&from=200' },
  },
  beforeEach() {
    resetReferencesMocks({ cards: cardsInThreeBlocks });
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await countLines(canvas, 405, 201, 400)).toHaveLength(2);
    await userEvent.click(pagerButtons(canvas, 'forward 200 records')[0]!);
    await expect(await countLines(canvas, 405, 401, 405)).toHaveLength(2);
    await expect(address(canvas)).toHaveTextContent('/references?allrecords=yes&from=400');
    await expectButtons(canvas, 'forward 200 records', false);
    // The results heading takes the focus, so the page is back at the top of the new block.
    await waitFor(() => expect(canvasElement.querySelector('#reference-results-heading')).toHaveFocus());

    await userEvent.click(pagerButtons(canvas, 'back 200 records')[0]!);
    await expect(await countLines(canvas, 405, 201, 400)).toHaveLength(2);
    await expect(address(canvas)).toHaveTextContent('/references?allrecords=yes&from=200');
    await expect(canvasElement.querySelector('article h3')).toHaveTextContent(
      cardsInThreeBlocks[200]!.refTitle,
    );

    // The pager below the list works as well.
    await userEvent.click(pagerButtons(canvas, 'forward 200 records')[1]!);
    await expect(await countLines(canvas, 405, 401, 405)).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('article')).toHaveLength(5);
  },
};

export const AddressPastTheEnd: Story = {
  parameters: {
    router: { path: '/references?allrecords=yes&from=5000' },
  },
  beforeEach() {
    resetReferencesMocks({ cards: cardsInThreeBlocks });
  },
  play: async ({ canvas }) => {
    await expect(await countLines(canvas, 405, 401, 405)).toHaveLength(2);
    await expect(address(canvas)).toHaveTextContent('/references?allrecords=yes&from=400');
  },
};

export const Empty: Story = {
  parameters: {
    router: { path: '/references?allfields=zeppelin' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No reference cards match this search.')).toBeVisible();
    await expect(within(results(canvas)).queryByRole('article')).toBeNull();
    await expect(canvas.getByLabelText('Search all fields')).toHaveValue('zeppelin');
  },
};

export const SearchFails: Story = {
  parameters: { router: { path: '/references?allfields=memory' } },
  beforeEach({ msw }) {
    msw.use(mockContractError(searchReferenceCards, 503));
  },
  play: async ({ canvas }) => {
    const away = await canvas.findByTestId('navigated-away');
    await expect(away).toHaveTextContent('Navigated to /error');
    await expect(away).toHaveTextContent('Http failure response for /api-knowledgebase/docs/query');
    await expect(away).toHaveTextContent('503 Service Unavailable');
  },
};

export const FieldListFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getReferenceSearchFields, 500));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Http failure response for /api-knowledgebase/fields: 500 Internal Server Error',
    );
  },
};

export const SavedListFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getSavedQueries, 500));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Http failure response for /api-knowledgebase/query-list: 500 Internal Server Error',
    );
  },
};

export const AddressQueryNotAnAdvancedSearch: Story = {
  parameters: {
    router: { path: '/references?query=%7Bnot%20json' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "The address's query is not an advanced search (the query is not valid JSON).",
    );
    await expect(canvas.queryByTestId('navigated-away')).toBeNull();
  },
};

export const StoredScriptRendersInert: Story = {
  parameters: {
    router: { path: '/references?allrecords=yes' },
  },
  beforeEach({ msw }) {
    msw.use(
      mockContract(getReferenceCards, () => ({
        total: 1,
        from: 0,
        size: 200,
        records: [scriptPayloadReferenceCard],
      })),
    );
    const alert = spyOn(window, 'alert').mockImplementation(() => {});
    return () => alert.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Plain words stay.')).toBeVisible();
    await expect(canvasElement.querySelectorAll('img, script, iframe')).toHaveLength(0);
    await expect(canvasElement.innerHTML).not.toMatch(/javascript:|onerror|onmouseover/i);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(window.alert).not.toHaveBeenCalled();
  },
};
