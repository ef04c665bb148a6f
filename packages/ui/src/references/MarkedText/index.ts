export { Mark, MarkedText, type MarkedTextProps, type MarkText, type TextSegment } from './MarkedText';
