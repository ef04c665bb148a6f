import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EnneagramDiagram } from './EnneagramDiagram';
import { type DiagramFlavorName, diagramFlavors, diagramTypeNames } from './flavors';

const meta = {
  title: 'UI/Enneagram/EnneagramDiagram',
  component: EnneagramDiagram,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { title: 'Hornevian', typeNames: diagramTypeNames, summary: diagramFlavors.Hornevian.summary },
} satisfies Meta<typeof EnneagramDiagram>;

export default meta;
type Story = StoryObj<typeof meta>;

const flavor = (name: DiagramFlavorName) => ({ title: name, ...diagramFlavors[name] });

/** The nine points, 9 at the top and the rest clockwise, are in every flavour. */
async function expectNinePoints(canvasElement: HTMLElement) {
  const points = [...canvasElement.querySelectorAll('[data-point]')];
  await expect(points.map((point) => point.getAttribute('data-point'))).toEqual([
    '9',
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
  ]);
  const centre = (n: string) => {
    const circle = canvasElement.querySelector(`[data-point="${n}"] circle`) as SVGCircleElement;
    return { x: circle.cx.baseVal.value, y: circle.cy.baseVal.value };
  };
  // 9 sits on top; 3 lies right of the centre and 6 left of it.
  await expect(centre('9').y).toBeLessThan(centre('3').y);
  await expect(centre('3').x).toBeGreaterThan(500);
  await expect(centre('6').x).toBeLessThan(500);
}

export const Hornevian: Story = {
  args: flavor('Hornevian'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: /^Hornevian/ })).toBeVisible();
    await expectNinePoints(canvasElement);
    const groups = within(canvas.getByRole('list', { name: 'Groups' })).getAllByRole('listitem');
    await expect(groups.map((group) => group.querySelector('strong')?.textContent)).toEqual([
      'Assertive (3, 7, 8)',
      'Compliant (1, 2, 6)',
      'Withdrawn (4, 5, 9)',
    ]);
    // Each group is drawn as an outline joining its members.
    await expect(canvasElement.querySelectorAll('polygon[data-group]')).toHaveLength(3);
  },
};

export const VirtuesAndVices: Story = {
  args: flavor('Virtues and Vices'),
  play: async ({ canvas, canvasElement }) => {
    await expectNinePoints(canvasElement);
    const one = canvasElement.querySelector('[data-point="1"]') as HTMLElement;
    await expect(one.textContent).toContain('Serenity');
    await expect(one.textContent).toContain('Anger');
    const eight = canvasElement.querySelector('[data-point="8"]') as HTMLElement;
    await expect(eight.textContent).toContain('Innocence');
    await expect(eight.textContent).toContain('Lust');
    await expect(canvas.getByText('Passion (vice)')).toBeVisible();
    await expect(canvasElement.querySelectorAll('polygon[data-group]')).toHaveLength(0);
  },
};

export const Wings: Story = {
  args: flavor('Wings'),
  play: async ({ canvasElement }) => {
    await expectNinePoints(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-wing]')).toHaveLength(9);
    const nine = canvasElement.querySelector('[data-point="9"]') as HTMLElement;
    await expect(nine.textContent).toContain('9w8');
    await expect(nine.textContent).toContain('9w1');
  },
};

export const Centers: Story = {
  args: flavor('Centers'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Instinctive (body) (8, 9, 1)')).toBeVisible();
    await expect(canvas.getByText('Feeling (heart) (2, 3, 4)')).toBeVisible();
    await expect(canvas.getByText('Thinking (head) (5, 6, 7)')).toBeVisible();
  },
};

export const Harmonic: Story = {
  args: flavor('Harmonic'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Positive outlook (2, 7, 9)')).toBeVisible();
    await expect(canvas.getByText('Competency (1, 3, 5)')).toBeVisible();
    await expect(canvas.getByText('Emotional realness (4, 6, 8)')).toBeVisible();
  },
};

export const ObjectRelations: Story = {
  args: flavor('Object Relations'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Attachment (3, 6, 9)')).toBeVisible();
    await expect(canvas.getByText('Frustration (1, 4, 7)')).toBeVisible();
    await expect(canvas.getByText('Rejection (2, 5, 8)')).toBeVisible();
  },
};

export const Phone: Story = {
  args: flavor('Hornevian'),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const drawing = canvas.getByRole('img', { name: /^Hornevian/ });
    await expect(drawing.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expect(drawing.getBoundingClientRect().width).toBeGreaterThan(200);
  },
};
