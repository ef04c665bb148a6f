export { AnswerBinsPage, type AnswerBin, type AnswerBinsPageProps } from './AnswerBinsPage';
