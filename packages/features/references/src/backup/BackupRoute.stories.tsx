import {
  exportReferences,
  getArgumentHierarchy,
  getBackupFileStatus,
  importArgumentCards,
} from '@portfolio/contracts';
import {
  allReferenceCards,
  allReferencesFixture,
  hierarchyFixture,
  mockContractError,
  noBackupFiles,
  resetOwnerSession,
  resetReferencesMocks,
} from '@portfolio/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { BackupRoute } from './BackupRoute';

const meta = {
  title: 'Features/References/BackupRoute',
  // A page: also pictured and layout-checked at phone width (decision 107).
  tags: ['page'],
  component: BackupRoute,
  parameters: { layout: 'fullscreen', router: { path: '/export-backup/n95' } },
  beforeEach() {
    resetReferencesMocks();
    resetOwnerSession({ signedIn: true });
  },
} satisfies Meta<typeof BackupRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const messages = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Messages' }));
/** A button, once the owner session is known and the page has enabled it. */
async function button(canvas: Canvas, name: string): Promise<HTMLElement> {
  const found = await canvas.findByRole('button', { name });
  await waitFor(() => expect(found).toBeEnabled());
  return found;
}

export const Flags: Story = {
  beforeEach() {
    resetReferencesMocks({ backupFiles: { ...noBackupFiles, refs: true, hierarchy: true, evidence: true } });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('✓ In the backup folder', { selector: '[data-testid="flag-refs"]' }),
    ).toBeVisible();
    await expect(canvas.getByTestId('flag-hierarchy')).toHaveTextContent('✓ In the backup folder');
    await expect(canvas.getByTestId('flag-evidence')).toHaveTextContent('✓ In the backup folder');
    for (const name of ['quest', 'mainclaim', 'minorclaim', 'counterclaim', 'rebuttal']) {
      await expect(canvas.getByTestId(`flag-${name}`)).toHaveTextContent('✗ Not in the backup folder');
    }
    await expect(messages(canvas).getByText('No messages yet.')).toBeVisible();
    await expect(canvas.queryByRole('note', { name: 'Owner only' })).toBeNull();
  },
};

export const ExportSuccess: Story = {
  beforeEach() {
    resetReferencesMocks({ backupFiles: noBackupFiles });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('✗ Not in the backup folder', { selector: '[data-testid="flag-refs"]' }),
    ).toBeVisible();
    await userEvent.click(await button(canvas, 'Export refs'));
    await expect(await messages(canvas).findByRole('status')).toHaveTextContent(
      `Exported ${allReferencesFixture.length} reference cards to refs.json`,
    );
    // The flags are read again: the file is there now.
    await waitFor(() => expect(canvas.getByTestId('flag-refs')).toHaveTextContent('✓ In the backup folder'));

    await userEvent.click(canvas.getByRole('button', { name: 'Export hierarchy' }));
    await expect(
      await messages(canvas).findByText(
        `Exported ${hierarchyFixture.length} hierarchy nodes to hierarchy.json`,
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export quest' }));
    await expect(
      await messages(canvas).findByText(/^Exported \d+ quest cards to quest\.json$/),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('flag-quest')).toHaveTextContent('✓ In the backup folder'));
  },
};

export const ExportFailure: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(exportReferences, 500, 'The backup folder is not writable'));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(await button(canvas, 'Export refs'));
    await expect(await messages(canvas).findByRole('alert')).toHaveTextContent(
      'Export of refs failed: The backup folder is not writable',
    );
    // The spec's log line.
    await expect(console.error).toHaveBeenCalledWith(
      'Status: 500,Internal Server Error, The backup folder is not writable',
    );
    await expect(canvas.getByRole('button', { name: 'Export refs' })).toBeEnabled();
  },
};

export const ExportFetchFailure: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getArgumentHierarchy, 503));
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(await button(canvas, 'Export hierarchy'));
    // Fetching the data is part of the export: its failure is the export's, and the page stays.
    await expect(await messages(canvas).findByRole('alert')).toHaveTextContent(
      'Export of hierarchy failed: Service Unavailable',
    );
    await expect(console.error).toHaveBeenCalledWith('Status: 503,Service Unavailable, Service Unavailable');
    await expect(canvas.queryByTestId('navigated-away')).toBeNull();
  },
};

export const ImportSuccess: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await button(canvas, 'Import refs'));
    await expect(await messages(canvas).findByRole('status')).toHaveTextContent(
      `Imported ${allReferencesFixture.length} reference cards from refs.json`,
    );
    // A successful import disables its button; the other imports stay available.
    await expect(canvas.getByRole('button', { name: 'Import refs' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Import hierarchy' })).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Import evidence' }));
    await expect(
      await messages(canvas).findByText(/^Imported \d+ evidence cards from evidence\.json$/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import evidence' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export refs' })).toBeEnabled();
  },
};

export const ImportFailure: Story = {
  // The file was listed, then removed from the folder before the owner pressed Import.
  beforeEach({ msw }) {
    msw.use(
      mockContractError(
        importArgumentCards,
        404,
        'There is no rebuttal.json in the backup folder: export it first.',
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await button(canvas, 'Import rebuttal'));
    await expect(await messages(canvas).findByRole('alert')).toHaveTextContent(
      'Import of rebuttal failed: There is no rebuttal.json in the backup folder: export it first.',
    );
    // A failed import may be tried again.
    await expect(canvas.getByRole('button', { name: 'Import rebuttal' })).toBeEnabled();
  },
};

export const ImportRefusesABadFile: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(importArgumentCards, 422, 'quest.json, record 3: title is required'));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await button(canvas, 'Import quest'));
    await expect(await messages(canvas).findByRole('alert')).toHaveTextContent(
      'Import of quest failed: quest.json, record 3: title is required',
    );
  },
};

export const NotOwner: Story = {
  beforeEach() {
    resetOwnerSession();
  },
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('note', { name: 'Owner only' });
    await expect(note).toHaveTextContent('You are not signed in as the owner.');
    await expect(within(note).getByRole('link', { name: 'Sign in as the owner' })).toHaveAttribute(
      'href',
      '/owner',
    );
    for (const write of canvas.getAllByRole('button', { name: /^(Export|Import) / })) {
      await expect(write).toBeDisabled();
    }
    // The link leads to the owner's sign-in page.
    await userEvent.click(within(note).getByRole('link', { name: 'Sign in as the owner' }));
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent('Navigated to /owner');
  },
};

export const SessionEndsBeforeAWrite: Story = {
  beforeEach() {
    const log = spyOn(console, 'error').mockImplementation(() => {});
    return () => log.mockRestore();
  },
  play: async ({ canvas }) => {
    const exportRefs = await button(canvas, 'Export refs');
    // The owner's session ends on the server (sign-out elsewhere, expiry): the write answers 401.
    resetOwnerSession();
    await userEvent.click(exportRefs);
    await expect(await messages(canvas).findByRole('alert')).toHaveTextContent(
      'Only the site’s owner can export or import: sign in as the owner first.',
    );
    await expect(await canvas.findByRole('note', { name: 'Owner only' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import refs' })).toBeDisabled();
  },
};

// Three cards the hierarchy cites, deleted: the check lists exactly them.
const citedUuids = [...new Set(hierarchyFixture.flatMap((node) => node.referenceUuids))].sort();
const deletedUuids = citedUuids.slice(0, 3);

export const MissingUuids: Story = {
  beforeEach() {
    resetReferencesMocks({ cards: allReferenceCards.filter((card) => !deletedUuids.includes(card.uuid)) });
  },
  play: async ({ canvas }) => {
    await userEvent.click(await button(canvas, 'Find missing UUIDs'));
    await expect(await canvas.findByText('3 cited references have no card:')).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Missing references' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent?.slice(0, 36))).toEqual(deletedUuids);
    const citing = hierarchyFixture.filter((node) => node.referenceUuids.includes(deletedUuids[0]!));
    await expect(items[0]).toHaveTextContent(
      `cited by ${citing
        .map((node) => node.uuid)
        .sort()
        .join(', ')}`,
    );
  },
};

export const NoMissingUuids: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await button(canvas, 'Find missing UUIDs'));
    await expect(await canvas.findByText('Every reference the hierarchy cites has a card.')).toBeVisible();
  },
};

export const FlagsFail: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(getBackupFileStatus, 500));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-away')).toHaveTextContent(
      'Http failure response for /api-export/json/exists: 500 Internal Server Error',
    );
  },
};
