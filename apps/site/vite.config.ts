import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import sharedConfig from '../../vite.config.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

export default mergeConfig(
  sharedConfig,
  defineConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    // In dev the API server runs beside Vite; in mock mode MSW answers instead and nothing is proxied.
    server: {
      port: 5173,
      proxy: { '/api': apiTarget, '/media': apiTarget },
    },
    // The MSW worker script is only needed (and only served) in mock mode.
    publicDir: 'public',
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  }),
);
