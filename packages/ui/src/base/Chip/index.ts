export { Chip, Tag, TagList, tagList, type ChipProps } from './Chip';
