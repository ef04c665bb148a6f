export { TestResultPage, type TestResultPageProps } from './TestResultPage';
