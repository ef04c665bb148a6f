import { startMockWorker } from '@portfolio/mocks/browser';

/** The dev mock switch: the only place the site imports mocks, and only in `vite --mode mock`. */
export async function startMocks(): Promise<void> {
  await startMockWorker();
  console.info('[mock mode] API calls are answered by MSW fixtures; no server is used.');
}
