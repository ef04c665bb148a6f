import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LineIcon } from '../LineIcon';
import { PageHeadingRow } from './PageHeadingRow';

// What areas put before their heading: a round badge with an icon, or a small picture.
const badge = (
  <span
    style={{
      display: 'grid',
      placeItems: 'center',
      width: 56,
      height: 56,
      borderRadius: '50%',
      background: '#1d2433',
      color: '#ffd58a',
    }}
  >
    <LineIcon size={32}>
      <path d="M4 16V6l12-2v10" />
      <circle cx="4" cy="16" r="2" />
      <circle cx="16" cy="14" r="2" />
    </LineIcon>
  </span>
);

const banner =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="2" fill="#0055a4"/><rect x="1" width="2" height="2" fill="#fff"/><rect x="2" width="1" height="2" fill="#ef4135"/></svg>',
  );
const picture = (
  <img
    src={banner}
    alt="Flag of France"
    width={72}
    height={54}
    style={{ objectFit: 'cover', borderRadius: 4 }}
  />
);

const leadings = { none: undefined, badge, picture };

const meta = {
  title: 'UI/Base/PageHeadingRow',
  component: PageHeadingRow,
  args: { heading: 'Piano composers' },
  argTypes: {
    leading: { options: Object.keys(leadings), mapping: leadings, control: { type: 'select' } },
    spaceBelow: { options: ['small', 'large'], control: { type: 'inline-radio' } },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
        <p style={{ margin: 0 }}>What follows the row.</p>
      </div>
    ),
  ],
} satisfies Meta<typeof PageHeadingRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Piano composers' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Pick a badge or a picture, a subtitle and the room below in the controls. */
export const Playground: Story = {
  args: { leading: badge, subtitle: '1810–1849 · Piano', spaceBelow: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** A badge before the heading, centred on it; it keeps its size beside a long heading. */
export const WithBadge: Story = {
  args: {
    leading: badge,
    heading: 'Sight-Reading for Violin, Studies in First Position and Beyond',
    spaceBelow: 'small',
  },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const mark = canvasElement.querySelector('span')!;
    await expect(mark.getBoundingClientRect().width).toBe(56);
    const middle = (rect: DOMRect) => rect.top + rect.height / 2;
    await expect(
      Math.abs(middle(mark.getBoundingClientRect()) - middle(heading.getBoundingClientRect())),
    ).toBeLessThan(1);
  },
};

/** A picture with its own text, a subtitle under the heading and the larger room below. */
export const WithPictureAndSubtitle: Story = {
  args: { leading: picture, heading: 'Erik Satie', subtitle: '1866–1925 · Piano' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Flag of France' })).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 1, name: 'Erik Satie' });
    const subtitle = canvas.getByText('1866–1925 · Piano');
    await expect(subtitle.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      heading.getBoundingClientRect().bottom,
    );
  },
};

/** `small` leaves room for an introduction; `large` (the default) sets the content apart. */
export const SpaceBelow: Story = {
  render: (args) => (
    <>
      <PageHeadingRow {...args} heading="Small room below" spaceBelow="small" />
      <PageHeadingRow {...args} heading="Large room below" />
    </>
  ),
  play: async ({ canvas }) => {
    const [small, large] = canvas.getAllByRole('heading', { level: 1 });
    const below = (heading: HTMLElement) =>
      parseFloat(getComputedStyle(heading.parentElement!.parentElement!).marginBottom);
    await expect(below(large!)).toBeGreaterThan(below(small!));
  },
};
