// Helpers the area charts share: width tracking, the value axis with its grid, labels, key handling.
export { activateOnKey } from './activateOnKey';
export { BandLabel, CAPTION_MIN_STEP, type BandLabelProps } from './BandLabel';
export { CHART_REDRAW_DELAY_MS, useDebouncedWidth } from './useDebouncedWidth';
export { ValueAxis, type ValueAxisProps } from './ValueAxis';
