export {
  AreaMenus,
  enneagramActions,
  enneagramChartNames,
  type AreaMenusProps,
  type EnneagramAction,
  type EnneagramChartName,
} from './AreaMenus';
