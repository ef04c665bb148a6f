export { AreaMenus, type AreaAction, type AreaMenusProps } from './AreaMenus';
