/**
 * Where screenshots live. Vitest flattens `--` in a screenshot name into `-`, so the story id
 * travels as `<title part>/<name part>` and the resolvers in screenshot-options.ts join it back.
 * A story id has exactly one `--`: between its title and its name.
 */
export const screenshotName = (storyId: string): string => storyId.replace('--', '/');

export const storyIdOf = (screenshotArg: string): string => screenshotArg.replace('/', '--');

/** Added to a page story's id for its picture at phone width: `<story id>-phone.png` (decision 107). */
export const PHONE_SUFFIX = '-phone';

export const BASELINES_DIR = 'visual/baselines';
export const OUTPUT_DIR = 'visual/output';
export const REPORT_FILE = `${OUTPUT_DIR}/report.html`;
/** Baselines that belong to no story, one per line, written when a complete run found some. */
export const ORPHANS_FILE = `${OUTPUT_DIR}/orphan-baselines.txt`;
