export { WordList, type WordListItem, type WordListProps } from './WordList';
