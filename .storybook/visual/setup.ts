// Setup file of the story project (browser side): lets preview.tsx's afterEach reach the
// screenshot comparison without Storybook's own bundle ever importing Vitest.
import { screenshotStory } from './screenshot-story.ts';

globalThis.screenshotStoryUnderTest = screenshotStory;
