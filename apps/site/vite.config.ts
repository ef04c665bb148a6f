import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import sharedConfig from '../../vite.config.ts';
import { precompress } from './precompress.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;
const mockWorkerScript = fileURLToPath(new URL('../../mocks/public/mockServiceWorker.js', import.meta.url));

/** In mock mode the MSW worker script is served from the mocks package; it never ships in a build. */
function serveMockWorker(): Plugin {
  return {
    name: 'serve-mock-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        createReadStream(mockWorkerScript).pipe(response);
      });
    },
  };
}

export default defineConfig(({ mode }) =>
  mergeConfig(sharedConfig, {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: mode === 'mock' ? [serveMockWorker()] : [precompress()],
    // In dev the API server runs beside Vite; in mock mode MSW answers instead and nothing is proxied.
    server: {
      port: 5173,
      // '/api' also covers the spec's /apiEnneagram, /apiMIDI, /api-knowledgebase... prefixes.
      proxy: mode === 'mock' ? {} : { '/api': apiTarget, '/media': apiTarget, '/images': apiTarget },
    },
    // Every browser the site supports has modulepreload; the polyfill would only add bytes.
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, modulePreload: { polyfill: false } },
  }),
);
