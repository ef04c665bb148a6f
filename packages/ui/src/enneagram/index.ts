// The enneagram area's presentational components. Each lives in its own folder with its stories.
export {};
