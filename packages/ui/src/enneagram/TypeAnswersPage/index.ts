export { TypeAnswersPage, type TypeAnswersPageProps } from './TypeAnswersPage';
