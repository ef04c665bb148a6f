// The rotation maths of the globe. A drag keeps the grabbed point of the earth under the pointer:
// the rotation is composed as unit quaternions (versors), which never lock up near the poles the
// way adding to longitude and latitude angles does. Angles are d3-geo's projection rotation
// [λ, φ, γ] in degrees; points are [longitude, latitude] in degrees.

export type Rotation = [lambda: number, phi: number, gamma: number];
export type Versor = [w: number, x: number, y: number, z: number];
export type Vector = [x: number, y: number, z: number];

const radians = Math.PI / 180;
const degrees = 180 / Math.PI;

const clampUnit = (value: number) => Math.max(-1, Math.min(1, value));

/** The point on the unit sphere at a longitude and latitude. */
export function cartesian([longitude, latitude]: readonly [number, number]): Vector {
  const lambda = longitude * radians;
  const phi = latitude * radians;
  const cosPhi = Math.cos(phi);
  return [cosPhi * Math.cos(lambda), cosPhi * Math.sin(lambda), Math.sin(phi)];
}

/** The versor of a d3-geo rotation. */
export function versorFromRotation([lambda, phi, gamma]: Rotation): Versor {
  const l = (lambda * radians) / 2;
  const p = (phi * radians) / 2;
  const g = (gamma * radians) / 2;
  const [sl, cl] = [Math.sin(l), Math.cos(l)];
  const [sp, cp] = [Math.sin(p), Math.cos(p)];
  const [sg, cg] = [Math.sin(g), Math.cos(g)];
  return [
    cl * cp * cg + sl * sp * sg,
    sl * cp * cg - cl * sp * sg,
    cl * sp * cg + sl * cp * sg,
    cl * cp * sg - sl * sp * cg,
  ];
}

/** The d3-geo rotation of a versor. */
export function rotationFromVersor([w, x, y, z]: Versor): Rotation {
  return [
    Math.atan2(2 * (w * x + y * z), 1 - 2 * (x * x + y * y)) * degrees,
    Math.asin(clampUnit(2 * (w * y - z * x))) * degrees,
    Math.atan2(2 * (w * z + x * y), 1 - 2 * (y * y + z * z)) * degrees,
  ];
}

/** The Hamilton product: first `a`, then `b`. */
export function multiplyVersors([a0, a1, a2, a3]: Versor, [b0, b1, b2, b3]: Versor): Versor {
  return [
    a0 * b0 - a1 * b1 - a2 * b2 - a3 * b3,
    a0 * b1 + a1 * b0 + a2 * b3 - a3 * b2,
    a0 * b2 - a1 * b3 + a2 * b0 + a3 * b1,
    a0 * b3 + a1 * b2 - a2 * b1 + a3 * b0,
  ];
}

/** The shortest turn that carries the unit vector `from` onto `to`, in the axes d3-geo rotates by. */
export function versorBetween(from: Vector, to: Vector): Versor {
  const axis: Vector = [
    from[1] * to[2] - from[2] * to[1],
    from[2] * to[0] - from[0] * to[2],
    from[0] * to[1] - from[1] * to[0],
  ];
  const length = Math.hypot(...axis);
  if (length === 0) return [1, 0, 0, 0];
  const half = Math.acos(clampUnit(from[0] * to[0] + from[1] * to[1] + from[2] * to[2])) / 2;
  const s = Math.sin(half) / length;
  return [Math.cos(half), axis[2] * s, -axis[1] * s, axis[0] * s];
}

/**
 * The rotation that brings the earth point grabbed at the start of a drag under the pointer.
 * `grabbed` is that point on the sphere; `underPointer` is the point the pointer is over now,
 * read with the rotation the drag started from (both from the projection's `invert`).
 */
export function dragRotation(
  start: Rotation,
  grabbed: readonly [number, number],
  underPointer: readonly [number, number],
): Rotation {
  const turn = versorBetween(cartesian(grabbed), cartesian(underPointer));
  return rotationFromVersor(multiplyVersors(versorFromRotation(start), turn));
}

/** The view of the globe: its rotation and its zoom (1 = the spec's scale of 350). */
export interface GlobeView {
  rotation: Rotation;
  zoom: number;
}

export const globeScale = 350;
export const minZoom = 0.6;
export const maxZoom = 8;
/** Zoom factor of one + or - press; wheel and pinch zoom continuously between the same limits. */
export const zoomStep = 1.25;
/** Degrees one arrow key press turns the globe: one graticule step. */
export const rotationStep = 10;

export function clampZoom(zoom: number): number {
  return Math.min(maxZoom, Math.max(minZoom, zoom));
}

/** Keeps the tilt between the poles, so the keyboard never turns the globe upside down. */
const clampTilt = (phi: number) => Math.max(-90, Math.min(90, phi));

/** Wraps a longitude into [-180, 180). */
const wrapLongitude = (lambda: number) => ((((lambda + 180) % 360) + 360) % 360) - 180;

/** What a key does to the view, or undefined when the globe does not use that key. */
export function viewAfterKey(view: GlobeView, key: string): GlobeView | undefined {
  const [lambda, phi, gamma] = view.rotation;
  // Larger zooms turn by less, so a press moves the visible map by about the same distance.
  const step = rotationStep / Math.max(1, view.zoom);
  switch (key) {
    case 'ArrowLeft':
      return { ...view, rotation: [wrapLongitude(lambda + step), phi, gamma] };
    case 'ArrowRight':
      return { ...view, rotation: [wrapLongitude(lambda - step), phi, gamma] };
    case 'ArrowUp':
      return { ...view, rotation: [lambda, clampTilt(phi - step), gamma] };
    case 'ArrowDown':
      return { ...view, rotation: [lambda, clampTilt(phi + step), gamma] };
    case '+':
    case '=':
      return { ...view, zoom: clampZoom(view.zoom * zoomStep) };
    case '-':
    case '_':
      return { ...view, zoom: clampZoom(view.zoom / zoomStep) };
    default:
      return undefined;
  }
}

/** A country's place for moving between countries with the arrow keys: its centre, [longitude, latitude]. */
export interface CountryPlace {
  code: string;
  centre: [number, number];
}

const arrowBearings: Record<string, number> = { ArrowUp: 0, ArrowRight: 90, ArrowDown: 180, ArrowLeft: 270 };

/** The compass bearing (degrees from north, clockwise) of `to` seen from `from`, both [lon, lat]. */
export function bearingBetween(from: [number, number], to: [number, number]): number {
  const radians = Math.PI / 180;
  const [lon1, lat1] = [from[0] * radians, from[1] * radians];
  const [lon2, lat2] = [to[0] * radians, to[1] * radians];
  const y = Math.sin(lon2 - lon1) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(lon2 - lon1);
  return (((Math.atan2(y, x) / radians) % 360) + 360) % 360;
}

/** The great-circle angle between two [lon, lat] points, in degrees. */
function angleBetween(from: [number, number], to: [number, number]): number {
  const radians = Math.PI / 180;
  const [lon1, lat1] = [from[0] * radians, from[1] * radians];
  const [lon2, lat2] = [to[0] * radians, to[1] * radians];
  const cosine = Math.sin(lat1) * Math.sin(lat2) + Math.cos(lat1) * Math.cos(lat2) * Math.cos(lon2 - lon1);
  return Math.acos(Math.max(-1, Math.min(1, cosine))) / radians;
}

/**
 * The country an arrow key moves to from `from`: among the countries whose centre lies within 60°
 * of the arrow's compass direction (up is north, right is east), the nearest, where a country off
 * the arrow's line counts as farther (up to twice as far at 60° off). Undefined when none lies that
 * way, or for a key that is not an arrow.
 */
export function countryInDirection(
  from: CountryPlace,
  places: readonly CountryPlace[],
  key: string,
): CountryPlace | undefined {
  const wanted = arrowBearings[key];
  if (wanted === undefined) return undefined;
  let best: CountryPlace | undefined;
  let bestScore = Infinity;
  for (const place of places) {
    if (place.code === from.code) continue;
    const distance = angleBetween(from.centre, place.centre);
    if (distance < 1e-6) continue;
    const off = Math.abs(((bearingBetween(from.centre, place.centre) - wanted + 540) % 360) - 180);
    if (off > 60) continue;
    const score = distance * (1 + off / 60);
    if (score < bestScore) {
      bestScore = score;
      best = place;
    }
  }
  return best;
}

/** The country whose centre is nearest a point (the middle of the globe's view, for the first arrow). */
export function nearestCountry(
  point: [number, number],
  places: readonly CountryPlace[],
): CountryPlace | undefined {
  let best: CountryPlace | undefined;
  let bestDistance = Infinity;
  for (const place of places) {
    const distance = angleBetween(point, place.centre);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = place;
    }
  }
  return best;
}

/** The view that puts a point in the middle of the globe, at the same zoom. */
export function viewCentredOn(view: GlobeView, [longitude, latitude]: [number, number]): GlobeView {
  return { ...view, rotation: [wrapLongitude(-longitude), clampTilt(-latitude), view.rotation[2]] };
}
