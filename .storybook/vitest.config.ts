import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from '../vite.config.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const configDir = fileURLToPath(new URL('.', import.meta.url));

// Every story is a test: rendered in real Chromium, its play function run, axe checked.
export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [storybookTest({ configDir })],
    test: {
      name: 'stories',
      // Which files are stories comes from main.ts; the plugin ignores test.include.
      browser: {
        enabled: true,
        headless: true,
        instances: [{ browser: 'chromium' }],
        provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      },
    },
  }),
);
