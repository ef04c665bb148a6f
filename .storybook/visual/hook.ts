import type { StoryToScreenshot } from './screenshot-story.ts';

declare global {
  /** Set by setup.ts, only in the story tests: Storybook itself never loads Vitest's browser API. */
  var screenshotStoryUnderTest: ((story: StoryToScreenshot) => Promise<void>) | undefined;
}

/** preview.tsx's afterEach: compares the story with its baseline when Vitest runs it, else nothing. */
export async function compareWithBaseline(story: StoryToScreenshot): Promise<void> {
  await globalThis.screenshotStoryUnderTest?.(story);
}
