import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from '../vite.config.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { screenshotOptions } from './visual/screenshot-options.ts';

const configDir = fileURLToPath(new URL('.', import.meta.url));
const visualDir = fileURLToPath(new URL('./visual/', import.meta.url));
// Every story run compares screenshots (npm test, npm run visual, visual:accept). PORTFOLIO_VISUAL=0
// leaves them out for a quick local check of behaviour and axe alone (decision 019).
const compareScreenshots = process.env.PORTFOLIO_VISUAL !== '0';

// Every story is a test: rendered in real Chromium, its play function run, axe checked, and its
// screenshot compared with visual/baselines/<story id>.png (see visual/screenshot-story.ts).
export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [storybookTest({ configDir })],
    test: {
      name: 'stories',
      // Which files are stories comes from main.ts; the plugin ignores test.include.
      setupFiles: compareScreenshots ? [`${visualDir}setup.ts`] : [],
      // Clears visual/output before the run and writes report.html after it.
      globalSetup: compareScreenshots ? [`${visualDir}report.ts`] : [],
      // Rendering, play function, axe and up to 15 s for a stable screenshot, on two busy cores.
      testTimeout: 60_000,
      // Story files share one iframe and its loaded modules instead of each loading them again:
      // a third of the story run's time was that loading (decision 125). Each story still gets
      // its own render, query cache and MSW handlers (preview.tsx).
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        instances: [{ browser: 'chromium' }],
        provider: playwright({
          launchOptions: {
            executablePath: chromiumPath,
            args: chromiumArgs,
            // Only the fonts the test script installs, whatever else the machine has.
            env: { ...process.env, FONTCONFIG_FILE: `${visualDir}fonts.conf` },
          },
        }),
        expect: { toMatchScreenshot: screenshotOptions },
      },
    },
  }),
);
