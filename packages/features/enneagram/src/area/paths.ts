import { siteAddresses } from '@portfolio/api-client/site';

/** The area's addresses. Menus use the trailing-slash forms the spec lists (login/, help/, ...). */
export const enneagramPaths = {
  /** The site's landing page, the way home from the area. */
  projects: siteAddresses.landing,
  home: '/enneagram/enneagram-home',
  newQuiz: '/enneagram/quiz/new',
  resumeQuiz: '/enneagram/quiz/resume',
  signUp: '/enneagram/signup/',
  login: '/enneagram/login/',
  answerBins: '/enneagram/answer-bins/',
  help: '/enneagram/help/',
  comparator: '/enneagram/comparator',
  chestnutChecklist: '/enneagram/chestnut-checklist',
  chart: (name: string) => `/chart/${encodeURIComponent(name)}`,
} as const;
