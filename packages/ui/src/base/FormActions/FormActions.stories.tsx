import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { StatusText } from '../StatusText';
import { FormActions } from './FormActions';
import { SubmitActions } from './SubmitActions';

const save = fn();
const cancel = fn();

const meta = {
  title: 'UI/Base/FormActions',
  component: FormActions,
  args: {
    align: 'end',
    children: (
      <>
        <Button type="submit">Save word</Button>
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
      </>
    ),
  },
  render: (args) => (
    <form
      aria-label="Word"
      style={{ maxWidth: 640, padding: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <FormActions {...args} />
    </form>
  ),
} satisfies Meta<typeof FormActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvas: { getByRole: (role: 'button', options: { name: string }) => HTMLElement }) => ({
  save: canvas.getByRole('button', { name: 'Save word' }).getBoundingClientRect(),
  cancel: canvas.getByRole('button', { name: 'Cancel' }).getBoundingClientRect(),
});

/** On a wide screen the buttons share a row at the form's right end, the main one first. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    save.mockClear();
    const { save: saveBox, cancel: cancelBox } = boxes(canvas);
    const form = canvasElement.querySelector('form')!.getBoundingClientRect();
    await expect(cancelBox.top).toBe(saveBox.top);
    await expect(cancelBox.left).toBeGreaterThan(saveBox.right);
    // Right-aligned: the last button ends at the form's padding (16 px).
    await expect(Math.round(form.right - cancelBox.right)).toBe(16);
    await userEvent.click(canvas.getByRole('button', { name: 'Save word' }));
    await expect(save).toHaveBeenCalledTimes(1);
  },
};

/** The note on the last save sits at the row's start; the buttons stay where they were. */
export const WithStatus: Story = {
  args: { status: <StatusText tone="success">Saved “despacio”.</StatusText> },
  play: async ({ canvas }) => {
    const note = canvas.getByText('Saved “despacio”.').getBoundingClientRect();
    const { save: saveBox } = boxes(canvas);
    await expect(note.right).toBeLessThanOrEqual(saveBox.left);
  },
};

/** On a phone one button under the other, each the full width, the main one on top; the note under them. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { status: <StatusText tone="error">The word could not be saved. Try again.</StatusText> },
  play: async ({ canvas }) => {
    const { save: saveBox, cancel: cancelBox } = boxes(canvas);
    await expect(cancelBox.top).toBeGreaterThan(saveBox.bottom);
    await expect(cancelBox.width).toBe(saveBox.width);
    await expect(saveBox.width).toBeGreaterThan(300);
    const note = canvas.getByText('The word could not be saved. Try again.').getBoundingClientRect();
    await expect(note.top).toBeGreaterThan(cancelBox.bottom);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(cancel).toHaveBeenCalled();
  },
};

/**
 * SubmitActions, the usual ending of an area's form (the Leitner word form, the Deep Work task
 * form): the submit button busy while its save is on the way, Cancel, and the last save's note.
 */
export const SubmitActionsWhileSaving: Story = {
  render: () => (
    <form
      aria-label="Word"
      style={{ maxWidth: 640, padding: 16 }}
      onSubmit={(event) => event.preventDefault()}
    >
      <SubmitActions
        submitLabel="Save word"
        busy
        status={{ tone: 'info', text: 'Saving “la mariposa”…' }}
        onCancel={cancel}
      />
    </form>
  ),
  play: async ({ canvas }) => {
    cancel.mockClear();
    const submit = canvas.getByRole('button', { name: 'Save word' });
    await expect(submit).toHaveAttribute('type', 'submit');
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Saving “la mariposa”…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(cancel).toHaveBeenCalledTimes(1);
  },
};

/** Try the alignment and a note in the controls. */
export const Playground: Story = {
  args: { align: 'start', status: 'Nothing saved yet.' },
  play: async ({ canvas }) => {
    const { save: saveBox } = boxes(canvas);
    const note = canvas.getByText('Nothing saved yet.').getBoundingClientRect();
    // At the start, the buttons come first and the note follows them.
    await expect(note.left).toBeGreaterThan(saveBox.right);
  },
};
