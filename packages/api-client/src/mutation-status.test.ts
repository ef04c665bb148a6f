import { describe, expect, it } from 'vitest';
import { describeMutationStatus } from './mutation-status';

const failure = {
  message: 'Http failure response for /api/demo/notes: 400 Bad Request',
  status: 400,
  error: 'Title is required',
};

describe('describeMutationStatus', () => {
  it('shows nothing before the first call', () => {
    expect(describeMutationStatus('post', { status: 'idle' })).toBeUndefined();
  });

  it('says the call is under way', () => {
    expect(describeMutationStatus('import', { status: 'pending' })).toEqual({
      text: 'Importing…',
      tone: 'info',
    });
    expect(describeMutationStatus('put-update', { status: 'pending' })?.tone).toBe('info');
  });

  it('shows the answer’s msg after a POST or PUT', () => {
    const data = { msg: 'Saved 3 words' };
    expect(describeMutationStatus('post', { status: 'success', data })).toEqual({
      text: 'Saved 3 words',
      tone: 'success',
    });
    expect(describeMutationStatus('put-update', { status: 'success', data })?.text).toBe('Saved 3 words');
  });

  it('ends an import with Completed Successfully, keeping the server’s msg beside it', () => {
    expect(
      describeMutationStatus('import', { status: 'success', data: { msg: 'Imported 12 recipes' } }),
    ).toEqual({
      text: 'Completed Successfully',
      tone: 'success',
      detail: 'Imported 12 recipes',
    });
  });

  it('shows the server’s error message in the error tone', () => {
    expect(describeMutationStatus('post', { status: 'error', error: failure })).toEqual({
      text: 'Title is required',
      tone: 'error',
    });
  });
});
