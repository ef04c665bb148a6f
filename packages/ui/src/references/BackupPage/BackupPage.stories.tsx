import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BackupFileRow } from './BackupPage';
import { BackupPage } from './BackupPage';

const file = (name: string, description: string, exists: boolean | undefined): BackupFileRow => ({
  name,
  description,
  fileName: `${name}.json`,
  exists,
  exportState: 'idle',
  importState: 'idle',
});

const files: BackupFileRow[] = [
  file('refs', 'Reference cards', true),
  file('hierarchy', 'Argument hierarchy', true),
  file('quest', 'Quests', false),
  file('mainclaim', 'Main claims', false),
  file('minorclaim', 'Minor claims', true),
  file('evidence', 'Evidence', false),
  file('counterclaim', 'Counterclaims', false),
  file('rebuttal', 'Rebuttals', false),
];

const withState = (name: string, change: Partial<BackupFileRow>) =>
  files.map((row) => (row.name === name ? { ...row, ...change } : row));

const meta = {
  title: 'UI/References/BackupPage',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: BackupPage,
  parameters: { layout: 'fullscreen' },
  args: {
    projectsHref: '/landing',
    files,
    owner: 'owner',
    signInHref: '/owner',
    onExport: fn(),
    onImport: fn(),
    onFindMissing: fn(),
  },
} satisfies Meta<typeof BackupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: ReturnType<typeof within>, description: string) =>
  within(canvas.getByRole('listitem', { name: new RegExp(`^${description} `) }));

export const Flags: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Knowledge-base backup' })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Backup files' })).getAllByRole('listitem'),
    ).toHaveLength(8);
    await expect(canvas.getByTestId('flag-refs')).toHaveTextContent('✓ In the backup folder');
    await expect(canvas.getByTestId('flag-minorclaim')).toHaveTextContent('✓ In the backup folder');
    await expect(canvas.getByTestId('flag-quest')).toHaveTextContent('✗ Not in the backup folder');
    await expect(canvas.getByTestId('flag-rebuttal')).toHaveTextContent('✗ Not in the backup folder');
    await expect(canvas.getByText('No messages yet.')).toBeVisible();

    await userEvent.click(card(canvas, 'Main claims').getByRole('button', { name: 'Export mainclaim' }));
    await expect(args.onExport).toHaveBeenCalledWith('mainclaim');
    await userEvent.click(canvas.getByRole('button', { name: 'Import hierarchy' }));
    await expect(args.onImport).toHaveBeenCalledWith('hierarchy');
    // A file the folder does not hold cannot be imported; it can still be exported.
    await expect(canvas.getByRole('button', { name: 'Import quest' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export quest' })).toBeEnabled();
  },
};

export const Exporting: Story = {
  args: { files: withState('refs', { exportState: 'pending' }) },
  play: async ({ args, canvas }) => {
    const exporting = canvas.getByRole('button', { name: 'Exporting refs…' });
    await expect(exporting).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(exporting);
    await expect(exporting).toHaveFocus();
    await expect(args.onExport).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Export hierarchy' })).toBeEnabled();
  },
};

export const ExportSuccess: Story = {
  args: {
    files: withState('refs', { exportState: 'succeeded' }),
    message: { text: 'Exported 596 reference cards to refs.json', tone: 'success' },
  },
  play: async ({ canvas }) => {
    const messages = canvas.getByRole('region', { name: 'Messages' });
    await expect(within(messages).getByRole('status')).toHaveTextContent(
      'Exported 596 reference cards to refs.json',
    );
    // An export can be repeated.
    await expect(canvas.getByRole('button', { name: 'Export refs' })).toBeEnabled();
    await expect(card(canvas, 'Reference cards').getByText('✓ Exported')).toBeVisible();
  },
};

export const ExportFailure: Story = {
  args: {
    files: withState('quest', { exportState: 'failed' }),
    message: { text: 'Export of quest failed: 500 Internal Server Error, the disk is full', tone: 'error' },
  },
  play: async ({ canvas }) => {
    const messages = canvas.getByRole('region', { name: 'Messages' });
    await expect(within(messages).getByRole('alert')).toHaveTextContent('Export of quest failed');
    await expect(canvas.getByRole('button', { name: 'Export quest' })).toBeEnabled();
    await expect(card(canvas, 'Quests').getByText('✗ Export failed (see Messages)')).toBeVisible();
  },
};

export const ImportSucceeded: Story = {
  args: {
    files: withState('refs', { importState: 'succeeded' }),
    message: { text: 'Imported 596 reference cards from refs.json', tone: 'success' },
  },
  play: async ({ canvas }) => {
    const refs = card(canvas, 'Reference cards');
    await expect(refs.getByRole('button', { name: 'Import refs' })).toBeDisabled();
    await expect(refs.getByText('✓ Imported')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import hierarchy' })).toBeEnabled();
    await expect(canvas.getByRole('region', { name: 'Messages' })).toHaveTextContent(
      'Imported 596 reference cards from refs.json',
    );
  },
};

export const NotOwner: Story = {
  args: { owner: 'visitor' },
  play: async ({ args, canvas }) => {
    const note = canvas.getByRole('note', { name: 'Owner only' });
    await expect(note).toHaveTextContent('You are not signed in as the owner.');
    await expect(within(note).getByRole('link', { name: 'Sign in as the owner' })).toHaveAttribute(
      'href',
      '/owner',
    );
    for (const button of canvas.getAllByRole('button', { name: /^(Export|Import) / })) {
      await expect(button).toBeDisabled();
    }
    // Reading stays open to everyone: the flags and the missing-UUIDs check.
    await expect(canvas.getByTestId('flag-refs')).toHaveTextContent('✓ In the backup folder');
    await userEvent.click(canvas.getByRole('button', { name: 'Find missing UUIDs' }));
    await expect(args.onFindMissing).toHaveBeenCalledTimes(1);
  },
};

export const CheckingOwnerAndFlags: Story = {
  args: { owner: 'checking', files: files.map((row) => ({ ...row, exists: undefined })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('flag-refs')).toHaveTextContent('Checking the backup folder…');
    await expect(canvas.getByRole('button', { name: 'Export refs' })).toBeDisabled();
    await expect(canvas.queryByRole('note', { name: 'Owner only' })).toBeNull();
  },
};

export const MissingReferences: Story = {
  args: {
    missing: [
      {
        uuid: '5e2b7c1a-0f4d-4a8e-9b3c-7d6e5f4a3b21',
        referencedBy: ['11111111-2222-4333-8444-555555555555', '66666666-7777-4888-8999-000000000000'],
      },
      {
        uuid: 'c4d3e2f1-a0b9-4c8d-8e7f-6a5b4c3d2e1f',
        referencedBy: ['aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee'],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 cited references have no card:')).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Missing references' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(
      '5e2b7c1a-0f4d-4a8e-9b3c-7d6e5f4a3b21, cited by 11111111-2222-4333-8444-555555555555, 66666666-7777-4888-8999-000000000000',
    );
  },
};

export const NoMissingReferences: Story = {
  args: { missing: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every reference the hierarchy cites has a card.')).toBeVisible();
  },
};

export const FindingMissing: Story = {
  args: { findingMissing: true },
  play: async ({ args, canvas }) => {
    const find = canvas.getByRole('button', { name: 'Find missing UUIDs' });
    await expect(find).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(find);
    await expect(args.onFindMissing).not.toHaveBeenCalled();
    await expect(canvas.getByText('Checking the hierarchy…')).toBeVisible();
  },
};
