export { TileIcon, tileIconNames, type TileIconName, type TileIconProps } from './TileIcon';
