export { RichText, type RichTextProps, sanitizeRichText } from './RichText';
