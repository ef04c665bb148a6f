import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { typeNames } from '../storyFixtures/results';
import { EnneagramDiagram, type EnneagramDiagramProps } from './EnneagramDiagram';

// The content of the real diagrams belongs to the feature (Features/Enneagram/Chart); these
// stories show what the drawing does with groups, toned labels and wings.
const socialStyles: EnneagramDiagramProps = {
  title: 'Social styles',
  summary: 'How each type goes about getting what it needs from other people.',
  typeNames,
  groups: [
    { name: 'Assertive', members: [3, 7, 8], note: 'Press forward and expect room to be made.' },
    { name: 'Compliant', members: [1, 2, 6], note: 'Earn their place by meeting what is asked.' },
    { name: 'Withdrawn', members: [4, 5, 9], note: 'Step back into an inner space.' },
  ],
};

const strengthsAndStrains: EnneagramDiagramProps = {
  title: 'Strengths and strains',
  summary: 'Beside three of the points, the quality it grows toward and the habit that pulls it off course.',
  typeNames,
  labels: [
    {
      number: 1,
      lines: [
        { text: 'Serenity', tone: 'bright' },
        { text: 'Anger', tone: 'dark' },
      ],
    },
    {
      number: 5,
      lines: [
        { text: 'Non-attachment', tone: 'bright' },
        { text: 'Avarice', tone: 'dark' },
      ],
    },
    {
      number: 8,
      lines: [
        { text: 'Innocence', tone: 'bright' },
        { text: 'Lust', tone: 'dark' },
      ],
    },
  ],
  toneLegend: { bright: 'Strength', dark: 'Strain' },
};

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
  args: socialStyles,
} satisfies Meta<typeof EnneagramDiagram>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: /^Social styles/ })).toBeVisible();
    await expectNinePoints(canvasElement);
  },
};

/** Edit the title, summary, groups and labels in the controls. */
export const Playground: Story = {
  args: { wings: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-wing]')).toHaveLength(9);
  },
};

export const Groups: Story = {
  play: async ({ canvas, canvasElement }) => {
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

export const TonedLabels: Story = {
  args: { ...strengthsAndStrains, groups: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expectNinePoints(canvasElement);
    const one = canvasElement.querySelector('[data-point="1"]') as HTMLElement;
    await expect(one.textContent).toContain('Serenity');
    await expect(one.textContent).toContain('Anger');
    // A point without a label keeps its type name.
    const two = canvasElement.querySelector('[data-point="2"]') as HTMLElement;
    await expect(two.textContent).toContain('Helper');
    await expect(canvas.getByText('Strain')).toBeVisible();
    await expect(canvasElement.querySelectorAll('polygon[data-group]')).toHaveLength(0);
  },
};

export const Wings: Story = {
  args: {
    title: 'Neighbours',
    summary: 'Each point leans toward one of the two points beside it.',
    groups: undefined,
    wings: true,
    labels: [{ number: 9, lines: [{ text: '9w8' }, { text: '9w1' }] }],
  },
  play: async ({ canvasElement }) => {
    await expectNinePoints(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-wing]')).toHaveLength(9);
    const nine = canvasElement.querySelector('[data-point="9"]') as HTMLElement;
    await expect(nine.textContent).toContain('9w8');
    await expect(nine.textContent).toContain('9w1');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const drawing = canvas.getByRole('img', { name: /^Social styles/ });
    await expect(drawing.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expect(drawing.getBoundingClientRect().width).toBeGreaterThan(200);
  },
};
