import { type SetupWorker, setupWorker } from 'msw/browser';
import { handlers } from './handlers';

const workerUrl = '/mockServiceWorker.js';

/**
 * MSW asks the browser to refresh an already registered worker and never handles the answer
 * (`registration.update()` in its start-up). When that background refresh fails, Chromium
 * reports "Failed to update a ServiceWorker …" as an uncaught rejection, although the registered
 * worker keeps answering. Only that rejection is marked handled; every other one still shows.
 */
function quietWorkerRefreshFailures(): void {
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
    if (message.startsWith('Failed to update a ServiceWorker') && message.includes(workerUrl))
      event.preventDefault();
  });
}

/** The dev mock mode: MSW answers every API call in the browser, so no server is used. */
export async function startMockWorker(): Promise<SetupWorker> {
  quietWorkerRefreshFailures();
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: workerUrl },
    // Pages, scripts, fonts and media not mocked go to the network as usual.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}
