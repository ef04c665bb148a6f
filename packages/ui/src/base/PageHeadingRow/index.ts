export { PageHeadingRow, type PageHeadingRowProps } from './PageHeadingRow';
