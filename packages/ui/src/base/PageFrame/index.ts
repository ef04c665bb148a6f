export { PageFrame, PageHeading, type PageFrameProps } from './PageFrame';
