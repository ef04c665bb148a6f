// The lightbox picture's zoom and pan as plain arithmetic (decision 111). The picture is drawn
// with `translate(x, y) scale(s)` about its own centre, inside a stage it is centred in.

/** How the picture is shown: its zoom, and how far its centre is moved (CSS pixels). */
export interface PictureView {
  scale: number;
  x: number;
  y: number;
}

/** Where the picture lies: its centre at rest (viewport pixels), its size at rest, and its stage's size. */
export interface PictureFrame {
  centerX: number;
  centerY: number;
  width: number;
  height: number;
  stageWidth: number;
  stageHeight: number;
}

export interface Point {
  x: number;
  y: number;
}

export const restingView: PictureView = { scale: 1, x: 0, y: 0 };

const within = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/**
 * Keeps the picture's edges at or beyond its stage's: a zoomed picture larger than the stage pans
 * only until its edge meets the stage's edge, and a side that fits in the stage stays centred.
 */
export function keepInStage(view: PictureView, frame: PictureFrame): PictureView {
  const spareX = Math.max(0, (view.scale * frame.width - frame.stageWidth) / 2);
  const spareY = Math.max(0, (view.scale * frame.height - frame.stageHeight) / 2);
  // `+ 0` turns a -0 into 0, so a view at rest reads "translate(0px, 0px)".
  return { scale: view.scale, x: within(view.x, spareX) + 0, y: within(view.y, spareY) + 0 };
}

/**
 * The view at `scale` that puts the picture's point under `anchor` (as `from` shows it) under
 * `to`: a double tap zooms about the finger (`to` = `anchor`), a pinch follows both fingers'
 * middle. Kept in the stage, so near an edge the point moves as little as the edge allows.
 */
export function zoomAbout(
  from: PictureView,
  scale: number,
  anchor: Point,
  to: Point,
  frame: PictureFrame,
): PictureView {
  // The picture's point under the anchor, in its own pixels from its centre.
  const pointX = (anchor.x - frame.centerX - from.x) / from.scale;
  const pointY = (anchor.y - frame.centerY - from.y) / from.scale;
  return keepInStage(
    { scale, x: to.x - frame.centerX - scale * pointX, y: to.y - frame.centerY - scale * pointY },
    frame,
  );
}
