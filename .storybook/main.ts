import type { StorybookConfig } from '@storybook/react-vite';
import { mockMediaMounts } from '@portfolio/mocks/media-mounts';
import { storyGlobs } from '../scripts/lib/workspaces.mjs';

const config: StorybookConfig = {
  // Every workspace with stories under src/, derived from the workspaces: a new package needs no edit.
  stories: storyGlobs(),
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: 'vite.config.ts' } },
  },
  // The MSW worker script lives with the mocks package. The sheet-music media are files the
  // server sends from content/media: here they are served on the same addresses.
  staticDirs: ['../mocks/public', ...mockMediaMounts.map(({ from, to }) => ({ from: `../${from}`, to }))],
  core: { disableTelemetry: true },
};

export default config;
