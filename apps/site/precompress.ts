import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|html|json|txt)$/;

/**
 * Writes `.br` and `.gz` beside every text file of the build, compressed once at the highest
 * levels, so the server sends them without compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) walk(path);
          else if (COMPRESSIBLE.test(entry.name)) {
            const content = readFileSync(path);
            if (content.length < 1024) continue;
            writeFileSync(
              `${path}.br`,
              brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
            writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
          }
        }
      };
      walk(outDir);
    },
  };
}
