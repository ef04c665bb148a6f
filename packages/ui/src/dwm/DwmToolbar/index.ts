export { DwmToolbar, type DwmToolbarPage, type DwmToolbarProps } from './DwmToolbar';
