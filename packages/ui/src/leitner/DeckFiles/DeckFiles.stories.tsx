import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DeckFiles } from './DeckFiles';

const meta = {
  title: 'UI/Leitner/DeckFiles',
  component: DeckFiles,
  args: { onExport: fn(), onImport: fn() },
} satisfies Meta<typeof DeckFiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    const file = new File(['term,meaning\nla nube,cloud\n'], 'words.csv', { type: 'text/csv' });
    await userEvent.upload(canvas.getByLabelText('Import a CSV file'), file);
    await expect(args.onImport).toHaveBeenCalledWith(file);
  },
};

export const ImportProblem: Story = {
  args: { status: { text: 'words.csv: Line 3, meaning: meaning is required', tone: 'error' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Line 3, meaning: meaning is required');
  },
};

export const Importing: Story = {
  args: { busy: true, status: { text: 'Importing words.csv…', tone: 'info' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Import a CSV file')).toBeDisabled();
  },
};

export const Playground: Story = {};
