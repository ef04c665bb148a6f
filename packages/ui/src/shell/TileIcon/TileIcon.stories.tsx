import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { TileIcon, tileIconNames } from './TileIcon';

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
    const icons = canvasElement.querySelectorAll('svg[data-icon]');
    await expect(icons).toHaveLength(15);
    for (const icon of icons) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      // Every drawing has content and is drawn at a visible size.
      await expect(icon.childElementCount).toBeGreaterThan(0);
      await expect(icon.getBoundingClientRect().width).toBeGreaterThan(40);
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
