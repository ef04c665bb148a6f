export { HelpPage, type HelpPageProps } from './HelpPage';
