export { GlobeHelpText, GlobePlaceholder } from './GlobePlaceholder';
