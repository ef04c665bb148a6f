export { defaultGlobeView, type GlobeCountry, WorldGlobe, type WorldGlobeProps } from './WorldGlobe';
export {
  clampZoom,
  dragRotation,
  type GlobeView,
  maxZoom,
  minZoom,
  type Rotation,
  rotationStep,
  viewAfterKey,
  zoomStep,
} from './globe-maths';
