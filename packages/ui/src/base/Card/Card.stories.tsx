import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { mockLinkNavigation } from '../../navigation/storyNavigation';
import { LiftCard, Surface, SurfaceHeading } from './Card';

const navigation = mockLinkNavigation();

const meta = {
  title: 'UI/Base/Card',
  component: LiftCard,
  args: {
    href: '/midi/composer/bach',
    $lift: 'low',
    children: (
      <span style={{ display: 'block', padding: 16 }}>
        <strong>Johann Sebastian Bach</strong>
        <br />
        1685–1750
      </span>
    ),
  },
  decorators: [
    navigation.decorator,
    (Story) => (
      <div style={{ maxWidth: 320, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: navigation.reset,
} satisfies Meta<typeof LiftCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /Johann Sebastian Bach/ }));
    await expect(navigation.navigate).toHaveBeenCalledWith('/midi/composer/bach');
  },
};

/** Try both lift heights in the controls. */
export const Playground: Story = {
  args: { $lift: 'high' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Bach/ })).toBeVisible();
  },
};

export const LiftsOnHover: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('link', { name: /Bach/ });
    // Synthetic pointer events do not set :hover, so the test reads the card's own hover rule.
    const hoverRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
      .filter(
        (rule) =>
          rule.selectorText.includes(':hover') && card.matches(rule.selectorText.replace(/:hover/g, '')),
      );
    await expect(hoverRules.some((rule) => rule.style.transform.startsWith('translateY(-'))).toBe(true);
    await expect(hoverRules.some((rule) => rule.style.boxShadow !== '')).toBe(true);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const card = canvas.getByRole('link', { name: /Bach/ });
    await expect(card).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigation.navigate).toHaveBeenCalledWith('/midi/composer/bach');
  },
};

export const TitledSurface: Story = {
  render: () => (
    <Surface aria-labelledby="surface-heading">
      <SurfaceHeading id="surface-heading">Saved queries</SurfaceHeading>
      <p style={{ margin: 0 }}>No saved queries yet.</p>
    </Surface>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Saved queries' })).toBeVisible();
  },
};
