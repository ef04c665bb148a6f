export { type SavedQueryItem, SavedQueryList, type SavedQueryListProps } from './SavedQueryList';
