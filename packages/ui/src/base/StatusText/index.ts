export { StatusText, type StatusTextProps, type StatusTone } from './StatusText';
