import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './http-error';
import { createQueryClient } from './query-client';

const failure = (status: number) =>
  new ApiRequestError({ message: `Http failure response for /api/x: ${status}`, status, error: 'x' });

/** Runs one query through the client's defaults and counts how often it was tried. */
async function attemptsFor(error: ApiRequestError): Promise<number> {
  const client = createQueryClient();
  const queryFn = vi.fn(() => Promise.reject(error));
  const observer = new QueryObserver(client, { queryKey: ['attempts', error.status], queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.advanceTimersByTimeAsync(60_000);
  unsubscribe();
  expect(client.getQueryState(['attempts', error.status])?.status).toBe('error');
  return queryFn.mock.calls.length;
}

describe('createQueryClient', () => {
  afterEach(() => vi.useRealTimers());

  it('retries a failed read once when the server or the network failed', async () => {
    vi.useFakeTimers();
    expect(await attemptsFor(failure(500))).toBe(2);
    expect(await attemptsFor(failure(0))).toBe(2);
  });

  it('does not retry a read the server refused (4xx)', async () => {
    vi.useFakeTimers();
    expect(await attemptsFor(failure(404))).toBe(1);
  });

  it('never retries a write', async () => {
    const client = createQueryClient();
    const mutationFn = vi.fn(() => Promise.reject(failure(503)));
    await expect(
      client.getMutationCache().build(client, { mutationFn }).execute(undefined),
    ).rejects.toThrow();
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('keeps answers fresh for 30 seconds', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.resolve('config'));
    await client.fetchQuery({ queryKey: ['fresh'], queryFn });
    await client.fetchQuery({ queryKey: ['fresh'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    vi.useFakeTimers();
    vi.setSystemTime(Date.now() + 30_001);
    await client.fetchQuery({ queryKey: ['fresh'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});
