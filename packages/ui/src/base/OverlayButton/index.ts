export { OverlayButton, type OverlayButtonProps } from './OverlayButton';
