export { NoticePage, type NoticePageProps } from './NoticePage';
