export { AreaLayout, type AreaLayoutProps, type AreaNotice } from './AreaLayout';
