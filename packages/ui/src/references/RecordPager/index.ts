export { RecordPager, type RecordPagerProps } from './RecordPager';
