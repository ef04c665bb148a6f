// The dragged globe's own projection: each point is turned by one 3x3 matrix, straight from unit
// vectors worked out once, instead of passing through d3-geo's stream of rotation, clipping and
// projection, and cut at the horizon by its depth. Points closer than a pixel to the last one
// drawn are skipped.
import { geoDistance, geoRotation, type GeoPermissibleObjects } from 'd3-geo';
import { cartesian, type Rotation, type Vector } from './globe-maths';

/** One closed ring of an outline: its points as unit vectors, x, y and z one after another. */
export type Ring = Float64Array;

/** The path calls the fast path makes (a canvas context, or a recorder in tests). */
export interface PathSink {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
}

type Position = readonly number[];

function ringOf(coordinates: readonly Position[]): Ring {
  const ring = new Float64Array(coordinates.length * 3);
  coordinates.forEach(([longitude = 0, latitude = 0], index) => {
    ring.set(cartesian([longitude, latitude]), index * 3);
  });
  return ring;
}

/** The rings of a polygon, a multi-polygon, or a feature or collection of them; other kinds have none. */
export function ringsOf(shape: GeoPermissibleObjects): Ring[] {
  const object = shape as {
    type: string;
    geometry?: GeoPermissibleObjects | null;
    geometries?: GeoPermissibleObjects[];
    features?: GeoPermissibleObjects[];
    coordinates?: unknown;
  };
  switch (object.type) {
    case 'Feature':
      return object.geometry ? ringsOf(object.geometry) : [];
    case 'FeatureCollection':
      return (object.features ?? []).flatMap(ringsOf);
    case 'GeometryCollection':
      return (object.geometries ?? []).flatMap(ringsOf);
    case 'Polygon':
      return (object.coordinates as Position[][]).map(ringOf);
    case 'MultiPolygon':
      return (object.coordinates as Position[][][]).flatMap((polygon) => polygon.map(ringOf));
    default:
      return [];
  }
}

/**
 * The 3x3 matrix (row by row) that turns a unit vector as d3-geo's rotation turns its point: the
 * images of the three axes, read off the rotation itself.
 */
export function rotationMatrix(rotation: Rotation): number[] {
  const rotate = geoRotation(rotation);
  const image = (point: [number, number]) => cartesian(rotate(point) as [number, number]);
  const [a, b, c] = [image([0, 0]), image([90, 0]), image([0, 90])];
  return [a[0], b[0], c[0], a[1], b[1], c[1], a[2], b[2], c[2]];
}

/**
 * Where d3-geo's orthographic projection (with this rotation matrix, scale and centre) puts a unit
 * vector: the rotated vector's y and z, scaled, with y pointing down. Valid on the near side only.
 */
export function projectVector(
  matrix: readonly number[],
  scale: number,
  [cx, cy]: readonly [number, number],
  x: number,
  y: number,
  z: number,
): [number, number] {
  const [, , , m3 = 0, m4 = 0, m5 = 0, m6 = 0, m7 = 0, m8 = 0] = matrix;
  return [cx + scale * (m3 * x + m4 * y + m5 * z), cy - scale * (m6 * x + m7 * y + m8 * z)];
}

/** The largest step (radians) between points drawn along the globe's edge. */
const rimStep = 0.1;

/**
 * Traces rings (closed outlines, `closed`) or lines on the globe, projected as d3-geo's
 * orthographic projection does. What lies on the far side is cut at the horizon: a line stops
 * there and starts again where it comes back; a ring follows the globe's edge meanwhile (its
 * hidden points pushed out onto the edge), so its fill ends at the horizon. A ring with no point
 * on the near side is left out. A point within `minStep` (drawing units) of the last one drawn is
 * skipped.
 */
export function tracePaths(
  sink: PathSink,
  paths: readonly Ring[],
  closed: boolean,
  matrix: readonly number[],
  scale: number,
  [cx, cy]: readonly [number, number],
  minStep: number,
): void {
  const [m0 = 0, m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 0, m6 = 0, m7 = 0, m8 = 0] = matrix;
  const minSquared = minStep * minStep;
  let started = false;
  let lastX = 0;
  let lastY = 0;
  /** The angle on the edge of the last point drawn there; NaN after a point on the near side. */
  let rimAngle = Number.NaN;
  const draw = (x: number, y: number) => {
    if (!started) {
      sink.moveTo(x, y);
      started = true;
    } else {
      const dx = x - lastX;
      const dy = y - lastY;
      if (dx * dx + dy * dy < minSquared) return;
      sink.lineTo(x, y);
    }
    lastX = x;
    lastY = y;
  };
  const drawRim = (angle: number) => {
    if (!Number.isNaN(rimAngle)) {
      // Along the edge the short way round, in steps small enough to look round.
      const turn = Math.atan2(Math.sin(angle - rimAngle), Math.cos(angle - rimAngle));
      const steps = Math.ceil(Math.abs(turn) / rimStep);
      for (let step = 1; step < steps; step += 1) {
        const between = rimAngle + (turn * step) / steps;
        draw(cx + scale * Math.cos(between), cy - scale * Math.sin(between));
      }
    }
    draw(cx + scale * Math.cos(angle), cy - scale * Math.sin(angle));
    rimAngle = angle;
  };
  for (const path of paths) {
    const count = path.length / 3;
    if (count < 2) continue;
    if (closed) {
      let seen = false;
      for (let index = 0; index < path.length && !seen; index += 3) {
        seen = m0 * (path[index] ?? 0) + m1 * (path[index + 1] ?? 0) + m2 * (path[index + 2] ?? 0) > 0;
      }
      if (!seen) continue;
    }
    started = false;
    rimAngle = Number.NaN;
    let previousDepth = 0;
    let previousY = 0;
    let previousZ = 0;
    for (let index = 0; index < path.length; index += 3) {
      const x = path[index] ?? 0;
      const y = path[index + 1] ?? 0;
      const z = path[index + 2] ?? 0;
      // The rotated vector: its depth towards the viewer, and its place across the picture.
      const depth = m0 * x + m1 * y + m2 * z;
      const across = m3 * x + m4 * y + m5 * z;
      const up = m6 * x + m7 * y + m8 * z;
      const visible = depth > 0;
      if (index > 0 && visible !== previousDepth > 0) {
        // Where the segment crosses the horizon: on its great circle, at depth 0.
        const t = previousDepth / (previousDepth - depth);
        const angle = Math.atan2(previousZ + t * (up - previousZ), previousY + t * (across - previousY));
        if (closed) {
          drawRim(angle);
        } else if (visible) {
          started = false;
          draw(cx + scale * Math.cos(angle), cy - scale * Math.sin(angle));
        } else {
          draw(cx + scale * Math.cos(angle), cy - scale * Math.sin(angle));
        }
      }
      if (visible) {
        draw(cx + scale * across, cy - scale * up);
        rimAngle = Number.NaN;
      } else if (closed) {
        drawRim(Math.atan2(up, across));
      }
      previousDepth = depth;
      previousY = across;
      previousZ = up;
    }
    if (closed && started) sink.closePath();
  }
}

/**
 * A line's points as unit vectors, with points added along the great circle wherever two are more
 * than `maxStep` degrees apart (the graticule's meridians come as a few points far apart).
 */
export function denseLine(coordinates: readonly Position[], maxStep: number): Ring {
  const points: number[] = [];
  let previous: Vector | undefined;
  for (const [longitude = 0, latitude = 0] of coordinates) {
    const point = cartesian([longitude, latitude]);
    if (previous) {
      const cosine = Math.max(
        -1,
        Math.min(1, previous[0] * point[0] + previous[1] * point[1] + previous[2] * point[2]),
      );
      const angle = Math.acos(cosine);
      const steps = Math.ceil((angle * 180) / Math.PI / maxStep);
      for (let step = 1; step < steps; step += 1) {
        const t = step / steps;
        const a = Math.sin((1 - t) * angle) / Math.sin(angle);
        const b = Math.sin(t * angle) / Math.sin(angle);
        points.push(
          a * previous[0] + b * point[0],
          a * previous[1] + b * point[1],
          a * previous[2] + b * point[2],
        );
      }
    }
    points.push(...point);
    previous = point;
  }
  return Float64Array.from(points);
}

/** The lines of a line string or multi-line string (the graticule), as unit vectors every `maxStep` degrees at most. */
export function linesOf(shape: GeoPermissibleObjects, maxStep: number): Ring[] {
  const object = shape as { type: string; coordinates?: unknown };
  if (object.type === 'LineString') return [denseLine(object.coordinates as Position[], maxStep)];
  if (object.type === 'MultiLineString') {
    return (object.coordinates as Position[][]).map((line) => denseLine(line, maxStep));
  }
  return [];
}

/** An outline drawn while dragging: its rings, and the cap (centre and radius, radians) around it. */
export interface DragOutline {
  rings: Ring[];
  centre: [number, number];
  radius: number;
}

/** The colours of the dragged globe, read from the theme on the page (a worker has none). */
export interface DragColors {
  sphere: string;
  edge: string;
  grid: string;
  land: string;
}

/** Everything one dragged frame needs besides the outlines: worked out on the page, drawn anywhere. */
export interface DragFrame {
  /** The canvas's size in device pixels. */
  pixelWidth: number;
  pixelHeight: number;
  /** Drawing units to device pixels: a uniform scale, then a shift. */
  pixelScale: number;
  shiftX: number;
  shiftY: number;
  centre: readonly [number, number];
  /** The globe's radius in drawing units (its scale times the zoom). */
  scale: number;
  rotation: Rotation;
  /** Points closer than this (drawing units) to the last one drawn are skipped. */
  minStep: number;
}

/** The 2D context calls a dragged frame makes: a page's canvas or a worker's offscreen one. */
export type DragContext = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'clearRect'
  | 'beginPath'
  | 'arc'
  | 'fill'
  | 'stroke'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
>;

/**
 * Draws one frame of the dragged globe: the sphere, the 10° grid and the outlines on the near side
 * (those wholly on the far side are left out at once, by their caps).
 */
export function drawDragFrame(
  context: DragContext,
  frame: DragFrame,
  outlines: readonly DragOutline[],
  grid: readonly Ring[],
  colors: DragColors,
): void {
  const { pixelWidth, pixelHeight, pixelScale, shiftX, shiftY, centre, scale, rotation, minStep } = frame;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, pixelWidth, pixelHeight);
  context.setTransform(pixelScale, 0, 0, pixelScale, shiftX, shiftY);
  const matrix = rotationMatrix(rotation);

  context.beginPath();
  context.arc(centre[0], centre[1], scale, 0, 2 * Math.PI);
  context.fillStyle = colors.sphere;
  context.fill();
  context.lineWidth = 1;
  context.strokeStyle = colors.edge;
  context.stroke();

  context.beginPath();
  tracePaths(context, grid, false, matrix, scale, centre, minStep);
  context.lineWidth = 0.75;
  context.strokeStyle = colors.grid;
  context.stroke();

  const facing: [number, number] = [-rotation[0], -rotation[1]];
  context.beginPath();
  for (const outline of outlines) {
    if (geoDistance(facing, outline.centre) - outline.radius < Math.PI / 2) {
      tracePaths(context, outline.rings, true, matrix, scale, centre, minStep);
    }
  }
  context.fillStyle = colors.land;
  context.fill();
  context.strokeStyle = colors.edge;
  context.stroke();
}
