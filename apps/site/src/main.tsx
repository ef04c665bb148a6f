import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { rootElementId, serverPaintAttribute } from './server-paint';

async function start() {
  // `npm run dev:mock`: MSW answers every API call, so the site runs with no server at all.
  if (import.meta.env.MODE === 'mock') {
    const { startMocks } = await import('./mock-mode/start-mocks');
    await startMocks();
  }
  const container = document.getElementById(rootElementId);
  if (!container) throw new Error(`The page has no #${rootElementId} element`);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The server painted the page (entry-server.tsx): React takes over that markup rather than
  // drawing it again. Without it (dev server, no renderer, a failed render) React draws from scratch.
  // Inside a transition React works in slices of a few milliseconds and lets the browser in between,
  // instead of one long task that a phone's tap would wait behind (Lighthouse's total blocking time).
  startTransition(() => {
    if (container.hasAttribute(serverPaintAttribute)) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
