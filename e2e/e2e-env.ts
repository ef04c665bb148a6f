// Shared between the Playwright config and the specs: where the server runs and what it was told.
export const e2ePort = Number(process.env.E2E_PORT ?? 4310);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const E2E_OWNER_PASSWORD = 'e2e owner password';

// External tiles point at addresses on this machine: the test network reaches nothing else.
export const e2eExternalLinks = {
  music: `${e2eBaseUrl}/outside/piano-player`,
  dwm: `${e2eBaseUrl}/outside/church-events`,
  election: `${e2eBaseUrl}/outside/election-results`,
};
