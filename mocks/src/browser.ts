import { type SetupWorker, setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The dev mock mode: MSW answers every API call in the browser, so no server is needed. */
export async function startMockWorker(): Promise<SetupWorker> {
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Pages, scripts, fonts and media not mocked go to the network as usual.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}
