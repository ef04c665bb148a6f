export { LoadingIndicator } from './LoadingIndicator';
