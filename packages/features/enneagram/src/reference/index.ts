// The reference pages: enneagram/answer-bins, enneagram/help, enneagram/chestnut-checklist.
export { AnswerBinsRoute } from './AnswerBinsRoute';
export { HelpRoute } from './HelpRoute';
export { ChestnutChecklistRoute } from './ChestnutChecklistRoute';
