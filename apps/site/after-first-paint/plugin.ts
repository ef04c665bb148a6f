import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { minifySync, type Plugin } from 'vite';

// Shipped minified: its comments and names are for readers of the source, not for every visitor.
const loaderSource = minifySync('loader.js', readFileSync(new URL('./loader.js', import.meta.url), 'utf8'), {
  compress: true,
  mangle: true,
}).code;
const loaderFile = `assets/after-first-paint-${createHash('sha256').update(loaderSource).digest('hex').slice(0, 8)}.js`;

const moduleTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Decision 046: the built page asks for its module script only after its first contentful paint.
 * The module and its preloads are replaced by one small deferred script (loader.js) that adds them
 * then. The server's paint needs no script to show; a phone's first bytes go to the page itself.
 */
export function afterFirstPaint(): Plugin {
  return {
    name: 'after-first-paint',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', fileName: loaderFile, source: loaderSource });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = moduleTag.exec(html)?.[1];
        if (!entry) throw new Error('after-first-paint: the built index.html has no module script');
        const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]);
        const loader = `<script src="/${loaderFile}" data-module="${entry}" data-preload="${preloads.join(' ')}" defer></script>\n  `;
        return html.replace(moduleTag, loader).replace(preloadTag, '');
      },
    },
  };
}
