export { PageTurner, type PageTurnerImage, type PageTurnerProps } from './PageTurner';
