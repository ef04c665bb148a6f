import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AdvancedSearchForm } from '../AdvancedSearchForm';
import { BasicSearchForm } from '../BasicSearchForm';
import { ReferenceResults } from '../ReferenceResults';
import { SavedQueryList } from '../SavedQueryList';
import { markWords, storyCards, storyFields, storyNewEntry } from '../storyFixtures/cards';
import { ReferencesPage } from './ReferencesPage';

const meta = {
  title: 'UI/References/ReferencesPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: ReferencesPage,
  parameters: { layout: 'fullscreen' },
  args: {
    projectsHref: '/landing',
    basicSearch: <BasicSearchForm defaultText="computing" onSearch={fn()} onListAll={fn()} />,
    advancedSearch: (
      <AdvancedSearchForm fields={storyFields} newEntry={storyNewEntry} onSearch={fn()} onSave={fn()} />
    ),
    savedQueries: (
      <SavedQueryList
        queries={[
          { name: 'Computing history', description: 'Must Match: Tags Match Phrase “history of computing”' },
        ]}
        onRun={fn()}
      />
    ),
    results: (
      <ReferenceResults
        status="ready"
        description="All fields match “computing”"
        cards={storyCards}
        markTextFor={() => markWords(['computing'])}
        block={{ total: 3, first: 1, last: 3, pageSize: 200, canGoBack: false, canGoForward: false }}
      />
    ),
  },
} satisfies Meta<typeof ReferencesPage>;

export default meta;

// Skips only the layout check at phone width (decision 107) until the page is fixed.
const PHONE_LAYOUT_KNOWN_ISSUE =
  'issue 25 item 1: below 900 px the Advanced search card lies over Basic search and the results';

type Story = StoryObj<typeof meta>;

export const WithResults: Story = {
  parameters: { phoneLayout: { knownIssue: PHONE_LAYOUT_KNOWN_ISSUE } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'References' })).toBeVisible();
    for (const name of ['Basic search', 'Advanced search', 'Saved queries']) {
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('search', { name: 'Basic search' })).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Advanced search' })).toBeVisible();
    const results = canvas.getByRole('region', { name: 'Results' });
    await expect(within(results).getAllByRole('article')).toHaveLength(3);
    await expect(within(results).getAllByText('# of Records=3 (1 to 3)')).toHaveLength(2);
  },
};

/** The basic search comes first (on a phone it sits on top, not below the whole builder), and the
 * qualifier names keep to one line. Checked at the width of the test browser and of the page. */
export const BasicSearchFirst: Story = {
  parameters: { phoneLayout: { knownIssue: PHONE_LAYOUT_KNOWN_ISSUE } },
  play: async ({ canvas }) => {
    const basic = canvas.getByRole('region', { name: 'Basic search' });
    const advanced = canvas.getByRole('region', { name: 'Advanced search' });
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings.indexOf('Basic search')).toBeLessThan(headings.indexOf('Advanced search'));
    if (window.innerWidth < 600) {
      await expect(basic.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        advanced.getBoundingClientRect().top,
      );
    }
    for (const name of ['Must Match', 'Should Match']) {
      const label = within(advanced).getByText(name, { exact: true });
      await expect(label.getClientRects()).toHaveLength(1);
    }
  },
};

/** The first paint, before the search fields and the address's results are there. */
export const Loading: Story = {
  args: { loading: 'Loading the knowledge base' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'References' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the knowledge base…');
    // The search parts wait for their data, and then come together.
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};
