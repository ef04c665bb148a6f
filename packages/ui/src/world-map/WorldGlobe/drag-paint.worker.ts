// The dragged globe's painter, off the page's main thread (decision 048): the page sends the
// outlines once, the canvas at each drag's start and a frame per view; this draws the newest frame
// at the worker's own animation frame, so a slow frame never queues up behind another.
import { type DragColors, type DragFrame, type DragOutline, drawDragFrame, linesOf } from './drag-paint';
import { geoGraticule } from 'd3-geo';

/** What the page sends. */
export type DragPainterMessage =
  | { type: 'outlines'; outlines: DragOutline[] }
  | { type: 'canvas'; canvas: OffscreenCanvas; colors: DragColors }
  | { type: 'frame'; frame: DragFrame };

/** What the worker answers: a canvas's first frame is drawn (the page may hide its still picture). */
export interface DragPainterReply {
  type: 'painted';
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<DragPainterMessage>) => void) | null;
  postMessage(message: DragPainterReply): void;
  requestAnimationFrame?: (callback: () => void) => number;
}
const scope = self as unknown as WorkerScope;

const grid = linesOf(geoGraticule().step([10, 10]).precision(5)(), 5);
let outlines: DragOutline[] = [];
let target:
  { canvas: OffscreenCanvas; context: OffscreenCanvasRenderingContext2D; colors: DragColors } | undefined;
let painted = false;
let waiting: DragFrame | undefined;
let scheduled = false;

function drawNewest() {
  scheduled = false;
  const frame = waiting;
  waiting = undefined;
  if (!frame || !target) return;
  const { canvas, context, colors } = target;
  if (canvas.width !== frame.pixelWidth) canvas.width = frame.pixelWidth;
  if (canvas.height !== frame.pixelHeight) canvas.height = frame.pixelHeight;
  drawDragFrame(context, frame, outlines, grid, colors);
  if (!painted) {
    painted = true;
    scope.postMessage({ type: 'painted' });
  }
}

scope.onmessage = ({ data }) => {
  switch (data.type) {
    case 'outlines':
      outlines = data.outlines;
      break;
    case 'canvas': {
      const context = data.canvas.getContext('2d');
      target = context ? { canvas: data.canvas, context, colors: data.colors } : undefined;
      painted = false;
      break;
    }
    case 'frame':
      waiting = data.frame;
      if (!scheduled) {
        scheduled = true;
        // The first frame of a canvas at once: the page waits for it before hiding its picture.
        if (!painted || !scope.requestAnimationFrame) queueMicrotask(drawNewest);
        else scope.requestAnimationFrame(drawNewest);
      }
      break;
  }
};
