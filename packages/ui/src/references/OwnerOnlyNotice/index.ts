export { OwnerOnlyNotice, type OwnerOnlyNoticeProps } from './OwnerOnlyNotice';
