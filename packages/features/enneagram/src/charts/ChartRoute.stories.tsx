import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, within } from 'storybook/test';
import { ChartRoute } from './ChartRoute';

const at = (flavor: string) => ({
  router: { path: `/chart/${encodeURIComponent(flavor)}`, route: '/chart/:flavor' },
});

const meta = {
  title: 'Features/Enneagram/ChartRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: ChartRoute,
  parameters: { layout: 'fullscreen', ...at('Hornevian') },
} satisfies Meta<typeof ChartRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hornevian: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hornevian' })).toBeVisible();
    const drawing = canvas.getByRole('img', { name: /^Hornevian/ });
    // Full screen: the drawing takes most of the width the window gives it.
    await expect(drawing.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth * 0.5);
    await expect(canvas.getByText('Assertive (3, 7, 8)')).toBeVisible();
  },
};

/** At 1280 px the heading starts where the menu bar's first entry does, as on the other Enneagram pages. */
export const LinesUpWithTheMenuBar: Story = {
  globals: { viewport: { value: 'screen1280x800', isRotated: false } },
  parameters: {
    viewport: {
      options: { screen1280x800: { name: '1280 × 800', styles: { width: '1280px', height: '800px' } } },
    },
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Hornevian' });
    // The bar's first entry is its way home, at the left edge of the page column.
    const [first] = within(canvas.getByRole('banner')).getAllByRole('link');
    await expect(Math.round(heading.getBoundingClientRect().left)).toBe(
      Math.round(first!.getBoundingClientRect().left),
    );
  },
};

export const VirtuesAndVices: Story = {
  parameters: at('Virtues and Vices'),
  play: async ({ canvas }) => {
    const drawing = canvas.getByRole('img', { name: /^Virtues and Vices/ });
    await expect(drawing).toHaveTextContent(/Humility\s*Pride/);
    await expect(drawing).toHaveTextContent(/Courage\s*Fear/);
  },
};

export const Wings: Story = {
  parameters: at('Wings'),
  play: async ({ canvas }) => {
    const drawing = canvas.getByRole('img', { name: /^Wings/ });
    await expect(drawing).toHaveTextContent(/5w4\s*5w6/);
  },
};

export const Centers: Story = {
  parameters: at('Centers'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Centers' })).toBeVisible();
    await expect(canvas.getByText('Thinking (head) (5, 6, 7)')).toBeVisible();
  },
};

export const Harmonic: Story = {
  parameters: at('Harmonic'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Competency (1, 3, 5)')).toBeVisible();
  },
};

export const ObjectRelations: Story = {
  parameters: at('Object Relations'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /^Object Relations/ })).toBeVisible();
    await expect(canvas.getByText('Rejection (2, 5, 8)')).toBeVisible();
  },
};

const silenceWarnings = () => spyOn(console, 'warn').mockImplementation(() => undefined);
let warn: ReturnType<typeof silenceWarnings>;

export const UnknownFlavor: Story = {
  name: 'Unknown flavour: logged, and the page says so',
  parameters: at('Enneagram of Doom'),
  beforeEach: () => {
    warn = silenceWarnings();
    return () => warn.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await expect(warn).toHaveBeenCalledWith('Unknown chart flavor: Enneagram of Doom');
    // No diagram is drawn (the notice's own status icon is the page's only picture).
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chart not found' })).toBeVisible();
    await expect(
      canvas.getByText(/There is no chart called "Enneagram of Doom"\. The charts are Hornevian,/),
    ).toBeVisible();
    await expect(document.title).toBe('Chart not found · Portfolio');
  },
};

export const WrongCase: Story = {
  name: 'Flavour names are exact: "hornevian" is unknown',
  parameters: at('hornevian'),
  beforeEach: () => {
    warn = silenceWarnings();
    return () => warn.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await expect(warn).toHaveBeenCalledWith('Unknown chart flavor: hornevian');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Chart not found' }),
    ).toBeVisible();
  },
};
