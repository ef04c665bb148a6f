export { GlobePlaceholder } from './GlobePlaceholder';
