export { Tile, type TileItem, type TileProps } from './Tile';
