import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

async function start() {
  // `npm run dev:mock`: MSW answers every API call, so the site runs with no server at all.
  if (import.meta.env.MODE === 'mock') {
    const { startMocks } = await import('./mock-mode/start-mocks');
    await startMocks();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
