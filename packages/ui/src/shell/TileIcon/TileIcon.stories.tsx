import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, waitFor } from 'storybook/test';
import { TileIcon, tileIconNames, tileIconSpriteUrl } from './TileIcon';

const meta = {
  title: 'UI/Shell/TileIcon',
  component: TileIcon,
  args: { name: 'references' },
  argTypes: { name: { control: 'select', options: tileIconNames } },
} satisfies Meta<typeof TileIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

const Gallery = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(132px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radiusLarge};

  svg {
    width: 72px;
    height: 72px;
  }

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

export const AllIcons: Story = {
  render: () => (
    <Gallery aria-label="Tile icons">
      {tileIconNames.map((name) => (
        <Cell key={name}>
          <TileIcon name={name} />
          <code>{name}</code>
        </Cell>
      ))}
    </Gallery>
  ),
  play: async ({ canvas, canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll<SVGSVGElement>('svg[data-icon]')];
    await expect(icons).toHaveLength(15);
    // Every icon has its drawing in the sprite, with content.
    const sprite = new DOMParser().parseFromString(
      await (await fetch(tileIconSpriteUrl)).text(),
      'image/svg+xml',
    );
    for (const name of tileIconNames) {
      await expect(sprite.getElementById(name)?.childElementCount ?? 0).toBeGreaterThan(0);
    }
    for (const icon of icons) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon.getBoundingClientRect().width).toBeGreaterThan(40);
      // The browser has loaded and drawn the referenced symbol: it has a real size.
      const use = icon.querySelector('use');
      await waitFor(() => expect(use?.getBBox().width ?? 0).toBeGreaterThan(20));
    }
    await expect(canvas.getByText('view-quests')).toBeVisible();
    await expect(canvas.getByText('sign-off')).toBeVisible();
  },
};

export const Single: Story = {
  args: { name: 'enneagram' },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg[data-icon="enneagram"]');
    await expect(icon).not.toBeNull();
    await expect(icon).toHaveAttribute('viewBox', '0 0 64 64');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};
