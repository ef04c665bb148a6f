import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onPhone, onTablet, expectNothingPastTheEdge, screenOf } from '../../base/storyFixtures/viewports';
import { dragWithPointer } from './drag-for-tests';
import { type ShoppingItem, ShoppingListBoard, type ShoppingListBoardProps } from './ShoppingListBoard';

const categories = [
  'Broth',
  'Canned',
  'Condiments',
  'Confections',
  'Dairy',
  'Drinks',
  'Fruit',
  'Garden',
  'Grains',
  'Meat',
  'Medication',
  'Pasta',
  'Pastries',
  'Oils',
  'Snacks',
  'Spices',
  'Vegetables',
  'Vitamins and Herbs',
  'Other',
];

const item = (category: string, name: string): ShoppingItem => ({
  id: `${category}/${name}`,
  name,
  category,
});
const dairy = ['Butter', 'Whole milk', 'Heavy cream', 'Cream cheese'].map((name) => item('Dairy', name));
const canned = ['Black beans', 'Diced tomatoes', 'Coconut milk'].map((name) => item('Canned', name));

/** The board with its lists kept in state, as the page keeps them, so moves show. */
function LiveBoard(props: ShoppingListBoardProps) {
  const [potential, setPotential] = useState(props.potential);
  const [shopping, setShopping] = useState(props.shopping);
  return (
    <ShoppingListBoard
      {...props}
      potential={potential}
      shopping={shopping}
      onListChange={(list, items) => {
        props.onListChange(list, items);
        (list === 'potential' ? setPotential : setShopping)(items);
      }}
      onMove={(id, to) => {
        props.onMove(id, to);
        const all = [...potential, ...shopping];
        const moved = all.find((entry) => entry.id === id);
        if (!moved) return;
        const without = (items: readonly ShoppingItem[]) => items.filter((entry) => entry.id !== id);
        setPotential(to === 'potential' ? [...without(potential), moved] : without(potential));
        setShopping(to === 'shopping' ? [...without(shopping), moved] : without(shopping));
      }}
      onClear={() => {
        props.onClear();
        setShopping([]);
      }}
    />
  );
}

const meta = {
  title: 'UI/Recipes/ShoppingListBoard',
  component: ShoppingListBoard,
  render: (args) => <LiveBoard {...args} />,
  args: {
    categories,
    checked: ['Canned', 'Dairy'],
    potential: [...canned, ...dairy.slice(1)],
    shopping: [dairy[0] as ShoppingItem],
    onToggleCategory: fn(),
    onListChange: fn(),
    onMove: fn(),
    onPrint: fn(),
    onRefresh: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof ShoppingListBoard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const namesIn = (canvas: Canvas, list: 'Potential Needed Items' | 'Shopping List') =>
  within(canvas.getByRole('list', { name: list }))
    .queryAllByRole('listitem')
    .map((entry) => entry.querySelector('span > span')?.textContent);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(19);
    await expect(canvas.getByRole('checkbox', { name: 'Canned' })).toBeChecked();
    await expect(namesIn(canvas, 'Shopping List')).toEqual(['Butter']);
    await expect(namesIn(canvas, 'Potential Needed Items')).toHaveLength(6);
  },
};

export const DragBetweenLists: Story = {
  play: async ({ args, canvas }) => {
    const potential = canvas.getByRole('list', { name: 'Potential Needed Items' });
    const shopping = canvas.getByRole('list', { name: 'Shopping List' });
    const beans = within(potential).getByText('Black beans').closest('li') as Element;
    await dragWithPointer(beans, shopping);
    await waitFor(() => expect(namesIn(canvas, 'Shopping List')).toEqual(['Butter', 'Black beans']));
    await expect(namesIn(canvas, 'Potential Needed Items')).not.toContain('Black beans');
    await expect(args.onListChange).toHaveBeenCalledWith('shopping', [dairy[0], canned[0]]);

    // And back again.
    const butter = within(shopping).getByText('Butter').closest('li') as Element;
    await dragWithPointer(butter, potential);
    await waitFor(() => expect(namesIn(canvas, 'Shopping List')).toEqual(['Black beans']));
    await expect(namesIn(canvas, 'Potential Needed Items')).toContain('Butter');
  },
};

/** The move buttons work from the keyboard, and focus stays on the next move to make. */
export const MoveWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const move = canvas.getByRole('button', { name: 'Move Heavy cream to Shopping List' });
    move.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith('Dairy/Heavy cream', 'shopping');
    await expect(namesIn(canvas, 'Shopping List')).toEqual(['Butter', 'Heavy cream']);
    // The item that took its place is next.
    await expect(canvas.getByRole('button', { name: 'Move Cream cheese to Shopping List' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(namesIn(canvas, 'Shopping List')).toEqual(['Butter', 'Heavy cream', 'Cream cheese']);
    // The last item moved: the one before it is next.
    await expect(canvas.getByRole('button', { name: 'Move Whole milk to Shopping List' })).toHaveFocus();
    canvas.getByRole('button', { name: 'Move Butter to Potential Needed Items' }).focus();
    await userEvent.keyboard(' ');
    await expect(namesIn(canvas, 'Shopping List')).toEqual(['Heavy cream', 'Cream cheese']);
    await expect(
      canvas.getByRole('button', { name: 'Move Heavy cream to Potential Needed Items' }),
    ).toHaveFocus();
  },
};

/** Moving the last item out of a list: focus follows the item to its new list. */
export const MoveTheLastItem: Story = {
  args: { checked: ['Dairy'], potential: [dairy[2] as ShoppingItem], shopping: [] },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Move Heavy cream to Shopping List' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(namesIn(canvas, 'Potential Needed Items')).toEqual([]);
    await expect(
      canvas.getByRole('button', { name: 'Move Heavy cream to Potential Needed Items' }),
    ).toHaveFocus();
  },
};

/** The arrow shown on each move button, as a visitor sees it. */
const shownArrow = (button: HTMLElement) =>
  [...button.querySelectorAll('.stacked, .beside')].find((span) => getComputedStyle(span).display !== 'none')
    ?.textContent;

/**
 * On a phone: the categories take two columns so the lists' headings are on the first screen, and
 * the lists lie one under the other, so the arrows point down to the shopping list and up back.
 */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { name: 'Potential Needed Items' });
    await expect(heading.getBoundingClientRect().bottom).toBeLessThanOrEqual(844);
    const boxes = canvas.getAllByRole('checkbox');
    await expect(new Set(boxes.map((box) => Math.round(box.getBoundingClientRect().left))).size).toBe(2);
    await expect(shownArrow(canvas.getByRole('button', { name: 'Move Heavy cream to Shopping List' }))).toBe(
      '↓',
    );
    await expect(
      shownArrow(canvas.getByRole('button', { name: 'Move Butter to Potential Needed Items' })),
    ).toBe('↑');
    const potential = canvas.getByRole('list', { name: 'Potential Needed Items' });
    const shopping = canvas.getByRole('list', { name: 'Shopping List' });
    await expect(shopping.getBoundingClientRect().top).toBeGreaterThan(
      potential.getBoundingClientRect().bottom,
    );
    await expectNothingPastTheEdge(canvasElement);
  },
};

/** On a tablet the lists are still stacked: the arrows still point down and up. */
export const Tablet: Story = {
  ...onTablet,
  play: async ({ canvas }) => {
    await expect(shownArrow(canvas.getByRole('button', { name: 'Move Heavy cream to Shopping List' }))).toBe(
      '↓',
    );
    await expect(
      shownArrow(canvas.getByRole('button', { name: 'Move Butter to Potential Needed Items' })),
    ).toBe('↑');
  },
};

/** On a desktop the lists stand side by side: the arrows point across. */
export const Desktop: Story = {
  ...screenOf(1280, 800),
  play: async ({ canvas }) => {
    const potential = canvas.getByRole('list', { name: 'Potential Needed Items' });
    const shopping = canvas.getByRole('list', { name: 'Shopping List' });
    await expect(shopping.getBoundingClientRect().left).toBeGreaterThan(
      potential.getBoundingClientRect().right,
    );
    await expect(shownArrow(canvas.getByRole('button', { name: 'Move Heavy cream to Shopping List' }))).toBe(
      '→',
    );
    await expect(
      shownArrow(canvas.getByRole('button', { name: 'Move Butter to Potential Needed Items' })),
    ).toBe('←');
  },
};

export const TickAndButtons: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Spices' }));
    await expect(args.onToggleCategory).toHaveBeenCalledWith('Spices', true);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dairy' }));
    await expect(args.onToggleCategory).toHaveBeenCalledWith('Dairy', false);
    await userEvent.click(canvas.getByRole('button', { name: 'Print Shopping List' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh List' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Shopping List' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(namesIn(canvas, 'Shopping List')).toEqual([]);
    await expect(canvas.getByRole('button', { name: 'Print Shopping List' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { checked: [], potential: [], shopping: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tick a category to see its items here.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear Shopping List' })).toBeDisabled();
  },
};

export const Refreshed: Story = {
  args: { status: { text: 'The list was refreshed from the inventory.', tone: 'success' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('refreshed from the inventory');
  },
};

export const PrintsTheListAlone: Story = {
  play: async ({ canvas }) => {
    // The print stylesheet hides everything but the area marked for print.
    const area = canvas.getByRole('list', { name: 'Shopping List' }).closest('[data-print-area]');
    await expect(area).not.toBeNull();
    const printRule = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find(
        (rule) =>
          rule instanceof CSSMediaRule &&
          rule.conditionText === 'print' &&
          rule.cssText.includes('data-print-area'),
      );
    await expect(printRule).toBeDefined();
  },
};
