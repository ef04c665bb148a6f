import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageIntro } from '../../base/Layout';
import { expectNothingPastTheEdge, onPhone, screenOf } from '../../base/storyFixtures/viewports';
import { storyNavLinks } from '../story-fixtures';
import { RecipesFrame } from './RecipesFrame';

const meta = {
  title: 'UI/Recipes/RecipesFrame',
  component: RecipesFrame,
  parameters: { layout: 'fullscreen', router: { path: '/recipes/shopping-list' } },
  args: {
    homeHref: '/landing',
    navLinks: storyNavLinks,
    currentHref: '/recipes/shopping-list',
    heading: 'Shopping List',
    children: <PageIntro>Tick the categories to shop for, then drag what you need onto the list.</PageIntro>,
  },
} satisfies Meta<typeof RecipesFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = within(canvas.getByRole('navigation', { name: 'Recipes' }));
    await expect(bar.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Recipe List',
      'Shopping List',
      'Accessories',
      'In Stock',
      'Import Recipes',
      'About',
    ]);
    await expect(bar.getByRole('link', { name: 'Shopping List' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('navigation', { name: 'Site' }).querySelector('a')).toHaveAttribute(
      'href',
      '/landing',
    );
    await userEvent.click(bar.getByRole('link', { name: 'About' }));
    await expect(await canvas.findByText('Navigated to /recipes/about')).toBeVisible();
  },
};

/** The rows the bar's entries take, and whether any entry's text runs onto a second line. */
function barRows(canvasElement: HTMLElement) {
  const links = within(canvasElement)
    .getAllByRole('link')
    .filter((link) => link.closest('nav[aria-label="Recipes"]'));
  const tops = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
  const lineHeight = parseFloat(getComputedStyle(links[0] as HTMLElement).lineHeight);
  const wrapped = links.filter(
    (link) =>
      (link.firstElementChild ?? link).getClientRects().length > 1 ||
      link.scrollHeight > lineHeight * 1.6 + 24,
  );
  // An entry kept on one line but wider than its cell: its text runs out of its own box.
  const cut = links.filter((link) => link.scrollWidth > link.clientWidth + 1);
  return {
    rows: tops.size,
    wrapped: wrapped.map((link) => link.textContent),
    cut: cut.map((link) => link.textContent),
  };
}

/** On a phone the six entries take two rows, each on one line and inside its own box, inside the screen. */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(barRows(canvasElement)).toEqual({ rows: 2, wrapped: [], cut: [] });
    await expectNothingPastTheEdge(canvasElement);
  },
};

/** On a tablet (768 px) the six entries share one row, each on one line: no "About" left alone. */
export const Tablet: Story = {
  ...screenOf(768, 1024),
  play: async ({ canvasElement }) => {
    const { rows, wrapped, cut } = barRows(canvasElement);
    await expect(rows).toBe(1);
    await expect(wrapped).toEqual([]);
    await expect(cut).toEqual([]);
  },
};

export const Playground: Story = {};
