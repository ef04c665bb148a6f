// The area's menu content (spec part 2): the ui draws the menus, the feature says what is in them.

/** The Actions menu, in the spec's order. */
export const enneagramActions = [
  { id: 'home', label: 'Home' },
  { id: 'take-new-test', label: 'Take New Test' },
  { id: 'resume-test', label: 'Resume Test in Progress' },
  { id: 'comparison-tool', label: 'Comparison Tool' },
  { id: 'chestnut-checklist', label: 'Chestnut Checklist' },
  { id: 'sign-up', label: 'Sign Up' },
  { id: 'log-in', label: 'Log In' },
  { id: 'log-out', label: 'Log Out' },
  { id: 'factory-import', label: 'Factory Import' },
  { id: 'under-the-hood', label: 'Under the Hood' },
  { id: 'help', label: 'Help' },
  { id: 'about', label: 'About' },
] as const;

export type EnneagramAction = (typeof enneagramActions)[number]['id'];

/** The Charts menu: each name is also the chart's address (chart/{name}). */
export const enneagramChartNames = [
  'Virtues and Vices',
  'Hornevian',
  'Wings',
  'Centers',
  'Harmonic',
  'Object Relations',
] as const;
