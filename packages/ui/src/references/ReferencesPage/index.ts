export { ReferencesPage, type ReferencesPageProps } from './ReferencesPage';
