export { DeepWorkPage, type DeepWorkAudience, type DeepWorkPageProps } from './DeepWorkPage';
