// Setup file of the story project (browser side): lets preview.tsx's afterEach reach the
// screenshot comparison (and its beforeEach the input set-up) without Storybook's own bundle ever
// importing Vitest.
import { screenshotStory, preferKeyboardFocusRings } from './screenshot-story.ts';

globalThis.screenshotStoryUnderTest = screenshotStory;
globalThis.prepareStoryUnderTest = preferKeyboardFocusRings;
