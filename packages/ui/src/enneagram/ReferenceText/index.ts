export { ReferenceText, type ReferenceSection } from './ReferenceText';
