import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSettled } from '../.storybook/settled-data.ts';

// The helper runs in the story browser; here a timer stands in for the browser's frames.
const realFrame = globalThis.requestAnimationFrame;
beforeAll(() => {
  globalThis.requestAnimationFrame = (callback) => setTimeout(() => callback(performance.now()), 16) as never;
});
afterAll(() => {
  globalThis.requestAnimationFrame = realFrame;
});

const answerAfter = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("the story screenshot's wait for data", () => {
  it('waits until a list being fetched again has its answer', async () => {
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['plan'], queryFn: () => answerAfter(300, ['3 blocks']) });
    await dataSettled(client);
    expect(client.getQueryData(['plan'])).toEqual(['3 blocks']);
  });

  it('waits for a save, and for the fetch it starts once saved', async () => {
    const client = new QueryClient();
    const save = client
      .getMutationCache()
      .build(client, {
        mutationFn: () => answerAfter(200, 'saved'),
        onSuccess: () => {
          void client.fetchQuery({ queryKey: ['week'], queryFn: () => answerAfter(200, 'refreshed') });
        },
      })
      .execute(undefined);
    await dataSettled(client);
    await expect(save).resolves.toBe('saved');
    expect(client.getQueryData(['week'])).toBe('refreshed');
  });

  it('gives up after 3 s on a call that never answers, so a loading story is still pictured', async () => {
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['album'], queryFn: () => new Promise<never>(() => undefined) });
    const started = performance.now();
    await dataSettled(client);
    // Had it not given up, the test would run into its own time limit.
    expect(performance.now() - started).toBeGreaterThanOrEqual(3000);
  });
});
