import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import sharedConfig from '../../vite.config.ts';
import { mockMediaMounts } from '@portfolio/mocks/media-mounts';
import { afterFirstPaint } from './after-first-paint/plugin.ts';
import { precompress } from './precompress.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;
const mockWorkerScript = fileURLToPath(new URL('../../mocks/public/mockServiceWorker.js', import.meta.url));

const mediaTypes: Record<string, string> = {
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
};

/** In mock mode the MSW worker script and the demo media are served from the repository; neither ships in a build. */
function serveMockWorker(): Plugin {
  return {
    name: 'serve-mock-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        createReadStream(mockWorkerScript).pipe(response);
      });
      // The media a server would send (score pages, flags, audio, video) come from content/.
      for (const { from, to } of mockMediaMounts) {
        const root = fileURLToPath(new URL(`../../${from}/`, import.meta.url));
        server.middlewares.use(to, (request, response, next) => {
          const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
          if (path.includes('..')) return next();
          const file = join(root, path);
          if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return next();
          response.setHeader('Content-Type', mediaTypes[extname(file)] ?? 'application/octet-stream');
          createReadStream(file).pipe(response);
        });
      }
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) =>
  mergeConfig(sharedConfig, {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: mode === 'mock' ? [serveMockWorker()] : isSsrBuild ? [] : [afterFirstPaint(), precompress()],
    // In dev the API server runs beside Vite; in mock mode MSW answers instead and nothing is proxied.
    server: {
      port: 5173,
      // '/api' also covers the spec's /apiEnneagram, /apiMIDI, /api-knowledgebase... prefixes.
      proxy: mode === 'mock' ? {} : { '/api': apiTarget, '/media': apiTarget, '/images': apiTarget },
    },
    // Every browser the site supports has modulepreload; the polyfill would only add bytes.
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      modulePreload: { polyfill: false },
      // .vite/manifest.json in both builds: the server's paint names the page's chunks from them (decision 047).
      manifest: true,
      // The renderer's build (dist-ssr) needs no copy of the public files: dist serves them.
      copyPublicDir: !isSsrBuild,
    },
    // The server's first paint (src/entry-server.tsx, decision 044): styled-components is bundled,
    // as Node's import of its CommonJS build would not give the default export the pages use, and
    // so is react-sortablejs, whose CommonJS build gives Node no named exports (the shopping list).
    ssr: { noExternal: ['styled-components', 'react-sortablejs'] },
  }),
);
