import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Surface } from '../Card';
import { TextField } from '../TextField';
import { ActionRow, FieldPair, PageIntro, Stack } from './Layout';

// The fields show fixed words: the story is about their layout, not their editing.
const keep = () => undefined;

const meta = {
  title: 'UI/Base/Layout',
  component: Stack,
  args: { $gap: 5 },
  render: (args) => (
    <div style={{ maxWidth: 720, padding: 16 }}>
      <PageIntro>
        Plan the day in 30-minute blocks, then give each block your whole attention: the timer records it when
        it ends.
      </PageIntro>
      <Stack {...args}>
        <Surface style={{ padding: 16 }}>Focus timer</Surface>
        <Surface style={{ padding: 16 }}>Today’s plan</Surface>
      </Stack>
    </div>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const timer = canvas.getByText('Focus timer');
    const plan = canvas.getByText('Today’s plan');
    // Five theme steps (4 px each) between the two panels.
    const gap = plan.getBoundingClientRect().top - timer.getBoundingClientRect().bottom;
    await expect(gap).toBe(20);
  },
};

/** Try other gaps in the controls. */
export const Playground: Story = {
  args: { $gap: 2 },
  play: async ({ canvas }) => {
    const gap =
      canvas.getByText('Today’s plan').getBoundingClientRect().top -
      canvas.getByText('Focus timer').getBoundingClientRect().bottom;
    await expect(gap).toBe(8);
  },
};

export const FormWithFieldPairAndActions: Story = {
  render: () => (
    <Stack
      as="form"
      $gap={3}
      style={{ maxWidth: 560, padding: 16 }}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField label="Word" value="despacio" onChange={keep} />
      <FieldPair>
        <TextField label="Meaning" value="slowly" onChange={keep} />
        <TextField label="Example" value="Habla despacio, por favor." onChange={keep} />
      </FieldPair>
      <ActionRow>
        <Button type="submit">Add word</Button>
        <Button variant="secondary">Cancel</Button>
      </ActionRow>
    </Stack>
  ),
  play: async ({ canvas }) => {
    // From phone width up the pair sits side by side, and the buttons share one row.
    const meaning = canvas.getByLabelText('Meaning').getBoundingClientRect();
    const example = canvas.getByLabelText('Example').getBoundingClientRect();
    await expect(example.top).toBe(meaning.top);
    await expect(example.left).toBeGreaterThan(meaning.right);
    const add = canvas.getByRole('button', { name: 'Add word' }).getBoundingClientRect();
    const cancel = canvas.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    await expect(cancel.top).toBe(add.top);
  },
};
