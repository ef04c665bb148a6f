export { ComposerCard, type ComposerCardItem, type ComposerCardProps } from './ComposerCard';
