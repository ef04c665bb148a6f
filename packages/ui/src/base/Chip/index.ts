export { Chip, Tag, type ChipProps } from './Chip';
