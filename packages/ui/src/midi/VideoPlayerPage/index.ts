export { VideoPlayerPage, type VideoPlayerPageProps } from './VideoPlayerPage';
