import { Graticule, Orthographic } from '@visx/geo';
import {
  geoBounds,
  geoCentroid,
  geoDistance,
  geoGraticule,
  geoOrthographic,
  type GeoPath,
  type GeoPermissibleObjects,
} from 'd3-geo';
import {
  memo,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useDeferredValue,
  useId,
  useMemo,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import styled, { useTheme } from 'styled-components';
import { Button } from '../../base';
import { VisuallyHidden } from '../../base/VisuallyHidden';
import {
  CountryLabel,
  drawingCentre,
  drawingHeight,
  drawingWidth,
  Flag,
  GlobeBar,
  GlobeBox,
  GlobeFigure,
  GlobeHelp,
  GlobeHint,
  globeHelpText,
  GlobeTools,
} from './globeLayout';
import {
  type DragColors,
  type DragFrame,
  type DragOutline,
  drawDragFrame,
  linesOf,
  type Ring,
  ringsOf,
} from './drag-paint';
import type { DragPainterMessage, DragPainterReply } from './drag-paint.worker';
import {
  clampZoom,
  type CountryPlace,
  countryInDirection,
  dragRotation,
  globeScale,
  type GlobeView,
  nearestCountry,
  type Rotation,
  viewAfterKey,
  viewCentredOn,
  zoomStep,
} from './globe-maths';

/** One country the globe draws, with what hovering and clicking it shows. */
export interface GlobeCountry {
  /** Lower-case country code, unique on the globe. */
  code: string;
  name: string;
  /** The encyclopedia article a click opens in a new tab. */
  href: string;
  /** The flag image; left out for a country without a flag, which then shows its name alone. */
  flagSrc?: string;
  /** The outline. */
  shape: GeoPermissibleObjects;
}

export interface WorldGlobeProps {
  /** Undefined while the shapes load: the globe's box, sphere and grid show at once. */
  countries?: readonly GlobeCountry[];
  /** Where the globe starts; the default faces Europe and Africa at zoom 1 (the spec's scale 350). */
  initialView?: GlobeView;
  /** Shows this country's flag and name before the pointer moves (stories, shared views). */
  initialHoveredCode?: string;
  /** Told when a click opens a country's article (the link itself opens the new tab). */
  onOpenCountry?: (country: GlobeCountry) => void;
  /**
   * Lighter outlines to draw while the globe is dragged, in the order of `countries`. Asked for
   * once, when the first drag begins, so working them out never delays the first picture. The full
   * outlines are dragged when left out.
   */
  dragOutlines?: () => readonly GeoPermissibleObjects[];
  /**
   * The id of the help text (`GlobeHelpText`) the page shows below the globe. Without it the globe
   * shows the same text as its own caption.
   */
  describedBy?: string;
}

/** The article's link in the card, for a country chosen by a tap or by the keyboard. */
const ArticleLink = styled.a`
  color: ${({ theme }) => theme.colors.accent};
  font-size: 1rem;
  font-weight: 600;
`;

const width = drawingWidth;
const height = drawingHeight;
const centre = drawingCentre;
/** Pixels (of the drawing) a pointer moves before a press becomes a drag rather than a click. */
const dragThreshold = 6;
/** Degrees per drawing pixel when the press started off the globe and no earth point was grabbed. */
const degreesPerPixel = 0.25;
const keyAnimationMs = 180;
/** Countries added to the picture per frame while the globe first appears. */
const revealBatch = 30;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

export const defaultGlobeView: GlobeView = { rotation: [-10, -30, 0], zoom: 1 };

const noCountries: readonly GlobeCountry[] = [];

const Drawing = styled.svg<{ $dragging: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  touch-action: none;
  user-select: none;
  cursor: ${({ $dragging }) => ($dragging ? 'grabbing' : 'grab')};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }

  .sphere {
    fill: ${({ theme }) => theme.colors.infoSurface};
    stroke: ${({ theme }) => theme.colors.mutedText};
    stroke-width: 1;
  }
  .grid {
    stroke: ${({ theme }) => theme.colors.border};
    stroke-width: 0.75;
  }
  .country path {
    fill: ${({ theme }) => theme.colors.surfaceMuted};
    stroke: ${({ theme }) => theme.colors.mutedText};
    stroke-width: 0.75;
    stroke-linejoin: round;
  }
  .country[data-hovered='true'] path {
    fill: ${({ theme }) => theme.colors.accent};
  }
  /* The country the arrow keys reached: ringed while the globe has the keyboard. */
  &:focus-visible .country[data-active='true'] path,
  &:focus .country[data-active='true'] path {
    stroke: ${({ theme }) => theme.colors.focus};
    stroke-width: 3;
  }
  .country:focus {
    outline: none;
  }
  .country:focus-visible path {
    stroke: ${({ theme }) => theme.colors.focus};
    stroke-width: 4;
  }
`;

/** A country's lighter outline and the smallest cap around it that we cheaply know (radians). */
interface DragShape {
  shape: GeoPermissibleObjects;
  /** The outline's rings as unit vectors, for the fast path when it lies wholly on the near side. */
  rings: Ring[];
  centre: [number, number];
  radius: number;
}

/** The outlines drawn while dragging, each with its bounding cap, worked out once per data set. */
function dragShapesOf(outlines: readonly GeoPermissibleObjects[]): DragShape[] {
  return outlines.map((shape) => {
    const centre = geoCentroid(shape);
    const [[west, south], [east, north]] = geoBounds(shape);
    // The farthest corner of the bounding box: every point of the shape lies within that distance.
    const corners: Array<[number, number]> = [
      [west, south],
      [west, north],
      [east, south],
      [east, north],
    ];
    const radius = Math.max(...corners.map((corner) => geoDistance(centre, corner)));
    // A little slack for rounding: a country at the very edge is drawn rather than dropped.
    return { shape, rings: ringsOf(shape), centre, radius: radius + 0.02 };
  });
}

/** The 10° grid's lines as unit vectors, with points every 5°: made once, drawn in every dragged frame. */
let dragGrid: Ring[] | undefined;

const DragCanvas = styled.canvas`
  position: absolute;
  pointer-events: none;
`;

/** Paints one view of the dragged globe; set while the drag's canvas is on the page. */
type DragPainter = (view: GlobeView) => void;

/**
 * Places the drag's canvas over the globe's square only (clipped to the box: fewer pixels to
 * paint) and works out the frame to draw there for one view.
 */
function placeDragFrame(canvas: HTMLCanvasElement, view: GlobeView): DragFrame {
  // The drawing's placement in its box ("xMidYMid slice"), in CSS pixels.
  const boxWidth = canvas.parentElement?.clientWidth ?? 0;
  const boxHeight = canvas.parentElement?.clientHeight ?? 0;
  const fit = Math.max(boxWidth / width, boxHeight / height);
  const offsetX = (boxWidth - width * fit) / 2;
  const offsetY = (boxHeight - height * fit) / 2;
  const scale = globeScale * view.zoom;
  const left = Math.max(0, Math.floor(offsetX + (centre[0] - scale) * fit) - 2);
  const top = Math.max(0, Math.floor(offsetY + (centre[1] - scale) * fit) - 2);
  const right = Math.min(boxWidth, Math.ceil(offsetX + (centre[0] + scale) * fit) + 2);
  const bottom = Math.min(boxHeight, Math.ceil(offsetY + (centre[1] + scale) * fit) + 2);
  const placement = `${left},${top},${right},${bottom}`;
  // The same place as the last frame's (a drag without zoom): no style to write, no layout to redo.
  if (canvas.dataset.placement !== placement) {
    canvas.dataset.placement = placement;
    Object.assign(canvas.style, {
      left: `${left}px`,
      top: `${top}px`,
      width: `${right - left}px`,
      height: `${bottom - top}px`,
    });
  }
  const ratio = window.devicePixelRatio || 1;
  return {
    pixelWidth: Math.max(1, Math.round((right - left) * ratio)),
    pixelHeight: Math.max(1, Math.round((bottom - top) * ratio)),
    pixelScale: ratio * fit,
    shiftX: ratio * (offsetX - left),
    shiftY: ratio * (offsetY - top),
    centre,
    scale,
    rotation: view.rotation,
    // Points closer than about a pixel to the last one drawn add nothing to the picture.
    minStep: 1 / (fit || 1),
  };
}

/**
 * The worker that paints dragged frames (decision 048), made at the globe's first drag and ended
 * with the globe; undefined where the browser cannot hand a canvas to a worker.
 */
class DragPainterWorker {
  private readonly worker = new Worker(new URL('./drag-paint.worker.ts', import.meta.url), {
    type: 'module',
  });
  private sentOutlines: readonly DragShape[] | undefined;
  private readonly handedOver = new WeakSet<HTMLCanvasElement>();

  static create(): DragPainterWorker | undefined {
    const canHandOver =
      typeof Worker !== 'undefined' &&
      typeof OffscreenCanvas !== 'undefined' &&
      'transferControlToOffscreen' in HTMLCanvasElement.prototype;
    return canHandOver ? new DragPainterWorker() : undefined;
  }

  /**
   * Hands the canvas over (once: a canvas can be handed over only once, and React may run the
   * effect twice); `onPainted` runs once its first frame is drawn.
   */
  start(canvas: HTMLCanvasElement, shapes: readonly DragShape[], colors: DragColors, onPainted: () => void) {
    if (this.sentOutlines !== shapes) {
      this.sentOutlines = shapes;
      const outlines: DragOutline[] = shapes.map(({ rings, centre: at, radius }) => ({
        rings,
        centre: at,
        radius,
      }));
      this.post({ type: 'outlines', outlines });
    }
    this.worker.onmessage = (event: MessageEvent<DragPainterReply>) => {
      if (event.data.type === 'painted') onPainted();
    };
    if (this.handedOver.has(canvas)) return;
    this.handedOver.add(canvas);
    const offscreen = canvas.transferControlToOffscreen();
    this.post({ type: 'canvas', canvas: offscreen, colors }, [offscreen]);
  }

  paint(frame: DragFrame) {
    this.post({ type: 'frame', frame });
  }

  terminate() {
    this.worker.terminate();
  }

  private post(message: DragPainterMessage, transfer: Transferable[] = []) {
    this.worker.postMessage(message, transfer);
  }
}

/**
 * The globe while it is dragged, painted on a canvas over the drawing: the sphere, the grid and the
 * lighter outlines of the countries on the near side, without resampling. No path text to build and
 * parse, no elements to update, no work for the far side. Hover is paused meanwhile, so nothing
 * needs the single countries; the drawing's events still reach the globe.
 *
 * React renders it once, when the drag begins: the drag's frames paint through `painterRef` (one
 * paint per frame, from the globe's animation frame), without rendering anything. Where it can,
 * the canvas is handed to a worker, which draws while the page's main thread stays free; `onPainted`
 * says when the canvas shows the globe, so the resting picture under it can go.
 */
function DraggedGlobe({
  shapes,
  viewRef,
  painterRef,
  worker,
  onPainted,
}: {
  shapes: readonly DragShape[];
  viewRef: { readonly current: GlobeView };
  painterRef: { current: DragPainter | undefined };
  worker: () => DragPainterWorker | undefined;
  onPainted: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const colors: DragColors = {
      sphere: theme.colors.infoSurface,
      edge: theme.colors.mutedText,
      grid: theme.colors.border,
      land: theme.colors.surfaceMuted,
    };
    const painter = worker();
    let paint: DragPainter;
    if (painter) {
      painter.start(canvas, shapes, colors, onPainted);
      paint = (view) => painter.paint(placeDragFrame(canvas, view));
    } else {
      const context = canvas.getContext('2d');
      if (!context) return undefined;
      dragGrid ??= linesOf(geoGraticule().step([10, 10]).precision(5)(), 5);
      const grid = dragGrid;
      paint = (view) => {
        const frame = placeDragFrame(canvas, view);
        if (canvas.width !== frame.pixelWidth) canvas.width = frame.pixelWidth;
        if (canvas.height !== frame.pixelHeight) canvas.height = frame.pixelHeight;
        drawDragFrame(context, frame, shapes, grid, colors);
      };
    }
    paint(viewRef.current);
    if (!painter) onPainted();
    painterRef.current = paint;
    return () => {
      if (painterRef.current === paint) painterRef.current = undefined;
    };
  }, [shapes, theme, viewRef, painterRef, worker, onPainted]);
  return <DragCanvas ref={canvasRef} aria-hidden="true" />;
}

interface CountryShapeProps {
  country: GlobeCountry;
  path: GeoPath;
  /** Changes exactly when the projection does: the shape is drawn again only then. */
  viewKey: string;
  hovered: boolean;
  /** The country the arrow keys reached (the globe's active descendant). */
  active: boolean;
  /** The element id of the country, for the globe's aria-activedescendant. */
  id: string;
}

/**
 * One country as a link to its article. A component of its own, so that React can draw the
 * countries a few at a time, leaving the page responsive while the globe first appears.
 */
const CountryShape = memo(
  function CountryShape({ country, path, hovered, active, id }: CountryShapeProps) {
    const d = path(country.shape);
    // A country on the far side has no outline: it is not drawn.
    if (!d) return null;
    return (
      // Not a Tab stop of its own: the globe is one, and its arrow keys move between countries.
      <a
        id={id}
        tabIndex={-1}
        className="country"
        href={country.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={country.name}
        data-code={country.code}
        data-hovered={hovered}
        data-active={active}
      >
        <path d={d} />
      </a>
    );
  },
  (before, after) =>
    before.country === after.country &&
    before.viewKey === after.viewKey &&
    before.hovered === after.hovered &&
    before.active === after.active &&
    before.id === after.id,
);

const noShapes: GeoPermissibleObjects[] = [];
const noDragShapes: DragShape[] = [];

/**
 * The sphere, the grid and the countries for one view at rest, each country a link. Memoised:
 * hovering redraws only the countries whose highlight changes.
 */
const RestingGlobe = memo(function RestingGlobe({
  countries,
  view,
  hoveredCode,
  activeCode,
  idPrefix,
}: {
  countries: readonly GlobeCountry[];
  view: GlobeView;
  hoveredCode: string | undefined;
  activeCode: string | undefined;
  idPrefix: string;
}) {
  const scale = globeScale * view.zoom;
  const viewKey = `${view.rotation.join(',')},${view.zoom}`;
  return (
    // The projection draws the grid here; the countries draw themselves with its path.
    <Orthographic
      data={noShapes}
      scale={scale}
      translate={centre}
      rotate={view.rotation}
      clipAngle={90}
      digits={1}
    >
      {({ path }) => (
        <>
          <circle className="sphere" cx={centre[0]} cy={centre[1]} r={scale} />
          <Graticule className="grid" step={[10, 10]} graticule={(lines) => path(lines) ?? ''} />
          {countries.map((country) => (
            <CountryShape
              key={country.code}
              country={country}
              path={path}
              viewKey={viewKey}
              hovered={country.code === hoveredCode}
              active={country.code === activeCode}
              id={`${idPrefix}-${country.code}`}
            />
          ))}
        </>
      )}
    </Orthographic>
  );
});

interface PressState {
  pointers: Map<number, [number, number]>;
  /** The first press of a one-pointer gesture. */
  start?: { at: [number, number]; rotation: Rotation; grabbed?: [number, number] };
  pinch?: { distance: number; zoom: number };
  dragging: boolean;
  /** Set when a gesture turned or zoomed the globe, so the click that ends it opens nothing. */
  moved: boolean;
  /** The kind of pointer of the last press: a touch's first tap on a country only shows it. */
  pointerType?: string;
}

/**
 * The draggable, zoomable world globe (spec part 1, "World map"): an orthographic projection of
 * 1600x1000 drawing units at scale 350 with a 10° grid. Dragging turns the globe so the grabbed
 * point stays under the pointer; wheel, pinch, the + and − buttons and keys zoom; arrow keys turn
 * it. Hovering or focusing a country shows its flag and name; clicking opens its article.
 */
export function WorldGlobe({
  countries,
  initialView = defaultGlobeView,
  initialHoveredCode,
  onOpenCountry,
  dragOutlines,
  describedBy,
}: WorldGlobeProps) {
  const [view, setViewState] = useState<GlobeView>(initialView);
  // When the countries arrive they are drawn in a background render that React interrupts every
  // few milliseconds, so the page answers input meanwhile; the sphere and grid show until then.
  const deferredCountries = useDeferredValue(countries);
  // ...and added a batch per frame, so no single update of the page is long.
  const [revealed, setRevealed] = useState<{ of?: readonly GlobeCountry[]; count: number }>({ count: 0 });
  const complete =
    deferredCountries !== undefined &&
    revealed.of === deferredCountries &&
    revealed.count >= deferredCountries.length;
  useEffect(() => {
    if (!deferredCountries || complete) return undefined;
    const next = requestAnimationFrame(() =>
      setRevealed((previous) => ({
        of: deferredCountries,
        count: previous.of === deferredCountries ? previous.count + revealBatch : revealBatch,
      })),
    );
    return () => cancelAnimationFrame(next);
  }, [deferredCountries, complete, revealed]);
  const shownCountries = useMemo(
    () => (revealed.of === deferredCountries ? deferredCountries?.slice(0, revealed.count) : undefined),
    [deferredCountries, revealed],
  );
  const [dragging, setDragging] = useState(false);
  /** Whether the drag's canvas shows the globe yet: until then the resting picture stays under it. */
  const [dragPainted, setDragPainted] = useState(false);
  const onDragPainted = useCallback(() => setDragPainted(true), []);
  /** The dragged frames' painter: undefined until the first drag, null where there can be none. */
  const dragWorker = useRef<DragPainterWorker | null | undefined>(undefined);
  const getDragWorker = useCallback(() => {
    if (dragWorker.current === undefined) dragWorker.current = DragPainterWorker.create() ?? null;
    return dragWorker.current ?? undefined;
  }, []);
  useEffect(
    () => () => {
      dragWorker.current?.terminate();
      dragWorker.current = undefined;
    },
    [],
  );
  const [hoveredCode, setHoveredCode] = useState<string | undefined>(initialHoveredCode);
  /** The country a touch chose with its first tap: shown with a link, opened by a second tap. */
  const [tappedCode, setTappedCode] = useState<string>();
  /** The country the arrow keys reached. */
  const [activeCode, setActiveCode] = useState<string>();
  /**
   * Set by an arrow key: the keyboard leads the card until the pointer really moves. Without it a
   * mouse resting over the globe would name whichever country the turn brings under it. `at` is the
   * pointer's first position seen after the key.
   */
  const keyboardLeads = useRef<{ at?: [number, number] } | undefined>(undefined);
  const countryIds = useId();
  const places = useMemo<CountryPlace[]>(
    () =>
      (countries ?? noCountries).map((country) => ({
        code: country.code,
        centre: geoCentroid(country.shape),
      })),
    [countries],
  );
  const svgRef = useRef<SVGSVGElement>(null);
  /** The view last drawn, for event handlers (state is read at render time only). */
  const viewRef = useRef(view);
  const press = useRef<PressState>({ pointers: new Map(), dragging: false, moved: false });
  const frame = useRef<number | undefined>(undefined);
  const pendingView = useRef<GlobeView | undefined>(undefined);
  /** Paints the dragged globe's canvas, while it is on the page. */
  const dragPainter = useRef<DragPainter | undefined>(undefined);
  const showView = useCallback((next: GlobeView) => {
    viewRef.current = next;
    setViewState(next);
    dragPainter.current?.(next);
  }, []);
  /** The glide under way: its target is where the next key press or button starts from. */
  const glide = useRef<{ target: GlobeView } | undefined>(undefined);
  const latestView = () => glide.current?.target ?? pendingView.current ?? viewRef.current;
  const helpId = useId();

  /**
   * Draws the newest view at the next frame: however fast events come, one redraw per frame, and
   * drawn within that frame (flushSync), not a frame later. While dragging, a turn only repaints
   * the drag's canvas: React renders nothing until the drag ends (or the zoom changes, which the
   * buttons and the drawing's attributes show).
   */
  const scheduleView = useCallback(
    (next: GlobeView) => {
      pendingView.current = next;
      if (frame.current !== undefined) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = undefined;
        const view = pendingView.current;
        pendingView.current = undefined;
        if (!view) return;
        const paint = dragPainter.current;
        if (paint && view.zoom === viewRef.current.zoom) {
          viewRef.current = view;
          paint(view);
        } else {
          flushSync(() => showView(view));
        }
      });
    },
    [showView],
  );

  useEffect(
    () => () => {
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    },
    [],
  );

  /** A short glide to a keyboard or button target, or a jump when the reader asks for less motion. */
  const moveTo = useCallback(
    (target: GlobeView) => {
      const from = pendingView.current ?? viewRef.current;
      if (prefersReducedMotion()) {
        glide.current = undefined;
        scheduleView(target);
        return;
      }
      const current = { target };
      glide.current = current;
      // Longitudes take the short way round.
      const turn = target.rotation[0] - from.rotation[0];
      const lambdaTarget = from.rotation[0] + turn - 360 * Math.round(turn / 360);
      const started = performance.now();
      const step = () => {
        if (glide.current !== current) return;
        const t = Math.min(1, (performance.now() - started) / keyAnimationMs);
        const ease = 1 - (1 - t) ** 3;
        const mix = (a: number, b: number) => a + (b - a) * ease;
        pendingView.current = undefined;
        if (t < 1) {
          showView({
            rotation: [
              mix(from.rotation[0], lambdaTarget),
              mix(from.rotation[1], target.rotation[1]),
              mix(from.rotation[2], target.rotation[2]),
            ],
            zoom: from.zoom * (target.zoom / from.zoom) ** ease,
          });
          requestAnimationFrame(step);
        } else {
          glide.current = undefined;
          showView(target);
        }
      };
      requestAnimationFrame(step);
    },
    [scheduleView, showView],
  );

  /** A pointer's position in drawing units. */
  const toDrawing = (event: { clientX: number; clientY: number }): [number, number] => {
    const box = svgRef.current?.getBoundingClientRect();
    if (!box || box.width === 0) return [event.clientX, event.clientY];
    return [
      ((event.clientX - box.left) * width) / box.width,
      ((event.clientY - box.top) * height) / box.height,
    ];
  };

  const invertAt = (rotation: Rotation, zoom: number, point: [number, number]) => {
    const projection = geoOrthographic()
      .scale(globeScale * zoom)
      .translate(centre)
      .rotate(rotation);
    const found = projection.invert?.(point);
    return found && Number.isFinite(found[0]) && Number.isFinite(found[1]) ? found : undefined;
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const state = press.current;
    const at = toDrawing(event);
    keyboardLeads.current = undefined;
    state.pointers.set(event.pointerId, at);
    state.moved = false;
    state.pointerType = event.pointerType;
    const current = latestView();
    glide.current = undefined;
    if (state.pointers.size === 1) {
      state.start = { at, rotation: current.rotation, grabbed: invertAt(current.rotation, current.zoom, at) };
      state.pinch = undefined;
    } else if (state.pointers.size === 2) {
      const [a, b] = [...state.pointers.values()] as [[number, number], [number, number]];
      state.pinch = { distance: Math.hypot(a[0] - b[0], a[1] - b[1]), zoom: current.zoom };
      state.start = undefined;
    }
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const state = press.current;
    if (!state.pointers.has(event.pointerId)) return;
    const at = toDrawing(event);
    state.pointers.set(event.pointerId, at);
    const current = pendingView.current ?? viewRef.current;

    if (state.pinch && state.pointers.size >= 2) {
      const [a, b] = [...state.pointers.values()] as [[number, number], [number, number]];
      const distance = Math.hypot(a[0] - b[0], a[1] - b[1]);
      if (state.pinch.distance > 0) {
        state.moved = true;
        scheduleView({ ...current, zoom: clampZoom((state.pinch.zoom * distance) / state.pinch.distance) });
      }
      return;
    }
    const start = state.start;
    if (!start) return;
    if (!state.dragging) {
      if (Math.hypot(at[0] - start.at[0], at[1] - start.at[1]) < dragThreshold) return;
      state.dragging = true;
      state.moved = true;
      prepareDragShapes(countries ?? noCountries);
      setDragPainted(false);
      setDragging(true);
      try {
        // Later moves and the release reach the globe even off its edge; the release is then no click.
        svgRef.current?.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser no longer tracks (or a synthetic one): the drag works without capture.
      }
    }
    const underPointer = start.grabbed && invertAt(start.rotation, current.zoom, at);
    const rotation: Rotation =
      start.grabbed && underPointer
        ? dragRotation(start.rotation, start.grabbed, underPointer)
        : [
            start.rotation[0] + ((at[0] - start.at[0]) * degreesPerPixel) / current.zoom,
            Math.max(
              -90,
              Math.min(90, start.rotation[1] - ((at[1] - start.at[1]) * degreesPerPixel) / current.zoom),
            ),
            start.rotation[2],
          ];
    scheduleView({ ...current, rotation });
  };

  const endPointer = (event: PointerEvent<SVGSVGElement>) => {
    const state = press.current;
    if (!state.pointers.delete(event.pointerId)) return;
    if (state.pointers.size === 1 && state.pinch) {
      // One finger of a pinch lifted: the other carries on as a drag from where it is.
      const [at] = [...state.pointers.values()] as [[number, number]];
      const current = pendingView.current ?? viewRef.current;
      state.pinch = undefined;
      state.start = { at, rotation: current.rotation, grabbed: invertAt(current.rotation, current.zoom, at) };
      return;
    }
    if (state.pointers.size > 0) return;
    state.start = undefined;
    state.pinch = undefined;
    if (state.dragging) {
      state.dragging = false;
      // The drag's last view, painted or still waiting for its frame, is the one shown at rest.
      const last = pendingView.current ?? viewRef.current;
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
      frame.current = undefined;
      pendingView.current = undefined;
      showView(last);
      setDragging(false);
    }
  };

  // The wheel zooms the globe; at a zoom limit it scrolls the page as usual.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return undefined;
    const onWheel = (event: WheelEvent) => {
      glide.current = undefined;
      const current = pendingView.current ?? viewRef.current;
      const zoom = clampZoom(current.zoom * Math.exp(-event.deltaY * 0.0015));
      if (zoom === current.zoom) return;
      event.preventDefault();
      scheduleView({ ...current, zoom });
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [scheduleView]);

  const openArticle = (country: GlobeCountry) => {
    window.open(country.href, '_blank', 'noopener,noreferrer');
    onOpenCountry?.(country);
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const active = countries?.find((country) => country.code === activeCode);
    if (event.key === 'Enter' && active) {
      event.preventDefault();
      openArticle(active);
      return;
    }
    if (event.key === 'Escape' && activeCode !== undefined) {
      event.preventDefault();
      setActiveCode(undefined);
      return;
    }
    // An arrow moves to the neighbouring country that way (the first, to the one in the middle),
    // and the globe turns to bring it to the middle; Shift and an arrow turn the globe alone.
    if (event.key.startsWith('Arrow') && !event.shiftKey && places.length > 0) {
      event.preventDefault();
      const current = latestView();
      const from = places.find((place) => place.code === activeCode);
      const next = from
        ? countryInDirection(from, places, event.key)
        : nearestCountry([-current.rotation[0], -current.rotation[1]], places);
      if (!next) return;
      setActiveCode(next.code);
      setTappedCode(undefined);
      setHoveredCode(undefined);
      keyboardLeads.current = {};
      moveTo(viewCentredOn(current, next.centre));
      return;
    }
    const target = viewAfterKey(latestView(), event.key);
    if (!target) return;
    event.preventDefault();
    moveTo(target);
  };

  const zoomBy = (factor: number) => {
    const current = latestView();
    moveTo({ ...current, zoom: clampZoom(current.zoom * factor) });
  };

  /** Whether a pointer event is only the globe turning under a still pointer while the keyboard leads. */
  const pointerStill = (event: { clientX: number; clientY: number }) => {
    const leads = keyboardLeads.current;
    if (!leads) return false;
    if (!leads.at) {
      leads.at = [event.clientX, event.clientY];
      return true;
    }
    if (Math.hypot(event.clientX - leads.at[0], event.clientY - leads.at[1]) < 3) return true;
    keyboardLeads.current = undefined;
    return false;
  };

  /** The country under the pointer or keyboard focus, while no gesture is going on. */
  const pointAt = (target: EventTarget | null) => {
    if (press.current.dragging || press.current.pinch) return;
    const element = target instanceof Element ? target.closest('[data-code]') : null;
    setHoveredCode(element?.getAttribute('data-code') ?? undefined);
  };

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const element = event.target instanceof Element ? event.target.closest('[data-code]') : null;
    if (!element) return;
    if (press.current.moved) {
      // The press turned or zoomed the globe: it was a drag, not a choice of country.
      event.preventDefault();
      press.current.moved = false;
      return;
    }
    const country = countries?.find((candidate) => candidate.code === element.getAttribute('data-code'));
    if (!country) return;
    // A touch has no hover: its first tap on a country shows the flag and name (and a link), and
    // only a second tap on the same country opens the article.
    if (press.current.pointerType === 'touch' && tappedCode !== country.code) {
      event.preventDefault();
      setTappedCode(country.code);
      return;
    }
    onOpenCountry?.(country);
  };

  /** The outlines dragged, worked out when the first drag of these countries begins. */
  const [dragShapes, setDragShapes] = useState<{ of: readonly GlobeCountry[]; shapes: DragShape[] }>();
  const prepareDragShapes = (list: readonly GlobeCountry[]) => {
    if (dragShapes?.of === list) return;
    const outlines = dragOutlines?.() ?? list.map((country) => country.shape);
    setDragShapes({ of: list, shapes: dragShapesOf(outlines) });
  };
  const shownCode = hoveredCode ?? tappedCode ?? activeCode;
  const hovered = countries?.find((country) => country.code === shownCode);
  // The card links the article when the country was chosen by a tap or the keyboard.
  const cardLink = hovered !== undefined && (hovered.code === tappedCode || hovered.code === activeCode);
  const zoomedIn = view.zoom >= clampZoom(Infinity);
  const zoomedOut = view.zoom <= clampZoom(0);

  return (
    <GlobeFigure>
      <GlobeBar>
        <CountryLabel aria-live="polite">
          {hovered ? (
            <>
              {hovered.flagSrc && <Flag src={hovered.flagSrc} alt={`Flag of ${hovered.name}`} />}
              <span>{hovered.name}</span>
              {cardLink && (
                <ArticleLink
                  href={hovered.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => onOpenCountry?.(hovered)}
                >
                  Read about {hovered.name}
                  <span aria-hidden="true"> ↗</span>
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </ArticleLink>
              )}
            </>
          ) : (
            <GlobeHint>
              {countries ? 'Point at or tap a country to see its flag.' : 'Loading the countries…'}
            </GlobeHint>
          )}
        </CountryLabel>
        <GlobeTools>
          <Button
            variant="secondary"
            aria-label="Zoom in"
            disabled={zoomedIn}
            onClick={() => zoomBy(zoomStep)}
          >
            +
          </Button>
          <Button
            variant="secondary"
            aria-label="Zoom out"
            disabled={zoomedOut}
            onClick={() => zoomBy(1 / zoomStep)}
          >
            −
          </Button>
          <Button variant="secondary" onClick={() => moveTo(initialView)}>
            Reset view
          </Button>
        </GlobeTools>
      </GlobeBar>
      <GlobeBox>
        <Drawing
          ref={svgRef}
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="xMidYMid slice"
          role="application"
          aria-roledescription="globe"
          aria-label="World globe"
          aria-describedby={describedBy ?? helpId}
          aria-activedescendant={
            activeCode && shownCountries?.some((country) => country.code === activeCode)
              ? `${countryIds}-${activeCode}`
              : undefined
          }
          tabIndex={0}
          $dragging={dragging}
          data-dragging={dragging}
          data-zoom={view.zoom.toFixed(2)}
          data-complete={complete}
          onPointerDown={onPointerDown}
          onPointerMove={(event) => {
            if (keyboardLeads.current && !pointerStill(event)) pointAt(event.target);
            onPointerMove(event);
          }}
          onPointerUp={endPointer}
          onPointerCancel={endPointer}
          onPointerOver={(event) => {
            if (!pointerStill(event)) pointAt(event.target);
          }}
          onPointerLeave={() => {
            if (!keyboardLeads.current) pointAt(null);
          }}
          onFocus={(event) => pointAt(event.target)}
          onClick={onClick}
          onKeyDown={onKeyDown}
        >
          {!(dragging && dragPainted) && (
            <RestingGlobe
              countries={shownCountries ?? noCountries}
              view={view}
              hoveredCode={shownCode}
              activeCode={activeCode}
              idPrefix={countryIds}
            />
          )}
        </Drawing>
        {dragging && (
          <DraggedGlobe
            shapes={dragShapes?.shapes ?? noDragShapes}
            viewRef={viewRef}
            painterRef={dragPainter}
            worker={getDragWorker}
            onPainted={onDragPainted}
          />
        )}
      </GlobeBox>
      {describedBy === undefined && (
        <GlobeHelp as="figcaption" id={helpId}>
          {globeHelpText}
        </GlobeHelp>
      )}
    </GlobeFigure>
  );
}
