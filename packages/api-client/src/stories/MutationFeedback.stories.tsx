import type { Meta, StoryObj } from '@storybook/react-vite';
import { defineContract } from '@portfolio/contracts';
import { mockContract, mockContractError } from '@portfolio/mocks';
import { delay } from 'msw';
import type {} from 'msw-storybook-addon/types';
import { type FormEvent, useState } from 'react';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import type { MutationStatus } from '../mutation-status';
import { useApiMutation } from '../use-api-mutation';
import { useApiQuery } from '../use-api-query';

// Story-only contracts, shaped like the spec's writes: each answers `{ msg }`.
const msgResponse = z.object({ msg: z.string() });

const saveNote = defineContract({
  method: 'POST',
  path: '/api/demo/notes',
  body: z.object({ title: z.string() }),
  response: msgResponse,
});

const renameWord = defineContract({
  method: 'PUT',
  path: '/api/demo/words/:id',
  params: z.object({ id: z.string() }),
  body: z.object({ word: z.string() }),
  response: msgResponse,
});

const importRecipes = defineContract({
  method: 'POST',
  path: '/api/demo/import',
  response: msgResponse,
});

const countRecipes = defineContract({
  method: 'GET',
  path: '/api/demo/recipes/count',
  response: z.object({ count: z.number().int() }),
});

/** The status line under a form: red with role alert on failure, as the spec's pages show it. */
function StatusLine({ status }: { status: MutationStatus | undefined }) {
  if (!status) return null;
  if (status.tone === 'error') {
    return (
      <p role="alert" style={{ color: '#b3261e' }}>
        {status.text}
      </p>
    );
  }
  return (
    <p role="status">
      {status.text}
      {status.detail ? ` (${status.detail})` : ''}
    </p>
  );
}

function NoteForm() {
  const [title, setTitle] = useState('Soak the beans');
  const save = useApiMutation(saveNote, { kind: 'post' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate({ body: { title } });
  };
  return (
    <form onSubmit={submit}>
      <label>
        Title <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      {/* aria-disabled rather than disabled: a disabled button drops the keyboard focus. */}
      <button type="submit" aria-disabled={save.isPending}>
        Save note
      </button>
      <StatusLine status={save.status} />
    </form>
  );
}

function WordEditor() {
  const [word, setWord] = useState('Gemütlichkeit');
  const rename = useApiMutation(renameWord, { kind: 'put-update' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ params: { id: 'w-12' }, body: { word } });
  };
  return (
    <form onSubmit={submit}>
      <label>
        Word <input value={word} onChange={(event) => setWord(event.target.value)} />
      </label>
      <button type="submit">Update word</button>
      <StatusLine status={rename.status} />
    </form>
  );
}

function ImportPanel() {
  const importing = useApiMutation(importRecipes, { kind: 'import', invalidates: [countRecipes] });
  const recipes = useApiQuery(countRecipes);
  return (
    <div>
      <p>Recipes in the box: {recipes.data?.count ?? '…'}</p>
      <button
        type="button"
        onClick={() => !importing.isPending && importing.mutate()}
        aria-disabled={importing.isPending}
      >
        Import recipes
      </button>
      <StatusLine status={importing.status} />
    </div>
  );
}

function MutationFeedback({ form }: { form: 'post' | 'put-update' | 'import' }) {
  if (form === 'put-update') return <WordEditor />;
  if (form === 'import') return <ImportPanel />;
  return <NoteForm />;
}

const meta = {
  title: 'Flows/DataAccess/MutationFeedback',
  component: MutationFeedback,
  args: { form: 'post' },
} satisfies Meta<typeof MutationFeedback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PostSucceeds: Story = {
  beforeEach({ msw }) {
    msw.use(mockContract(saveNote, ({ body }) => ({ msg: `Saved note "${body.title}"` })));
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    // 'Sending…' first, then the answer's msg.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Saved note "Soak the beans"'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const PostFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockContractError(saveNote, 400, 'A note with this title already exists'));
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('A note with this title already exists');
    await expect(alert).toHaveStyle({ color: 'rgb(179, 38, 30)' });
    // A failed POST stays on the page: only failed reads go to /error.
    await expect(canvas.queryByTestId('navigated-away')).not.toBeInTheDocument();
  },
};

export const PutUpdateFailsAndAlerts: Story = {
  args: { form: 'put-update' },
  beforeEach({ msw }) {
    msw.use(mockContractError(renameWord, 409, 'That word is already in the box'));
    const alert = spyOn(window, 'alert').mockImplementation(() => undefined);
    return () => alert.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update word' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That word is already in the box');
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith(
        'Http failure response for /api/demo/words/w-12: 409 Conflict',
      ),
    );
    await expect(window.alert).toHaveBeenCalledTimes(1);
  },
};

export const PutUpdateSucceeds: Story = {
  args: { form: 'put-update' },
  beforeEach({ msw }) {
    msw.use(
      mockContract(renameWord, ({ params, body }) => ({ msg: `Word ${params.id} is now ${body.word}` })),
    );
    const alert = spyOn(window, 'alert').mockImplementation(() => undefined);
    return () => alert.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update word' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Word w-12 is now Gemütlichkeit'),
    );
    await expect(window.alert).not.toHaveBeenCalled();
  },
};

export const ImportCompletes: Story = {
  args: { form: 'import' },
  beforeEach({ msw }) {
    let imported = 0;
    msw.use(
      mockContract(countRecipes, () => ({ count: imported })),
      mockContract(importRecipes, async ({ request }) => {
        // The spec's imports post an empty object.
        const sent: unknown = await request.json();
        await delay(300);
        imported = 12;
        return { msg: JSON.stringify(sent) === '{}' ? 'Imported 12 recipes' : 'Unexpected body' };
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Recipes in the box: 0')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Import recipes' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Importing…');
    await expect(await canvas.findByText(/Completed Successfully/)).toHaveTextContent(
      'Completed Successfully (Imported 12 recipes)',
    );
    // The import made the cached count stale: it was read again.
    await expect(canvas.getByText('Recipes in the box: 12')).toBeVisible();
  },
};
