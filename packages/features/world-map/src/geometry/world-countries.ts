import type { WorldTopology } from '@portfolio/contracts';
import type { GlobeCountry } from '@portfolio/ui/world-map';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { articleAddress } from '../countries/country-articles';
import { flagAddress } from '../countries/country-flags';

type Point = [number, number];

/** The arcs in plain coordinates: a quantized topology stores integer steps from the previous point. */
function decodeArcs(topology: WorldTopology): Point[][] {
  const arcs = topology.arcs as Point[][];
  const transform = topology.transform;
  if (!transform) return arcs;
  const [sx, sy] = transform.scale;
  const [tx, ty] = transform.translate;
  return arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * sx + tx, y * sy + ty];
    });
  });
}

/** How far (in degrees) a point of an arc may lie from the simplified line without being kept. */
function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Douglas-Peucker: the fewest points of the arc that stay within `tolerance` of it; both ends kept. */
function simplifyArc(arc: Point[], tolerance: number): Point[] {
  if (arc.length <= 2) return arc;
  const keep = new Array<boolean>(arc.length).fill(false);
  keep[0] = true;
  keep[arc.length - 1] = true;
  const stack: Array<[number, number]> = [[0, arc.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let farthest = -1;
    let distance = tolerance;
    for (let index = first + 1; index < last; index += 1) {
      const d = distanceToSegment(arc[index] as Point, arc[first] as Point, arc[last] as Point);
      if (d > distance) {
        distance = d;
        farthest = index;
      }
    }
    if (farthest > 0) {
      keep[farthest] = true;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return arc.filter((_point, index) => keep[index]);
}

/**
 * The same topology with every arc simplified to within `tolerance` degrees, both ends always
 * kept: the lighter outline the globe draws while it is dragged. Neighbouring countries share
 * their arcs, so their borders still meet exactly.
 */
export function coarsenTopology(topology: WorldTopology, tolerance: number): WorldTopology {
  const arcs = decodeArcs(topology).map((arc) => simplifyArc(arc, tolerance));
  const { transform: _plain, ...rest } = topology;
  return { ...rest, arcs };
}

/** Degrees the outline drawn while dragging may stray from the full one (about 2 drawing pixels at zoom 1). */
export const dragDetailTolerance = 0.35;

const countryFeatures = (topology: WorldTopology) =>
  feature(topology as unknown as Topology, topology.objects.countries as GeometryCollection).features;

/** The lighter outlines the globe draws while dragged, in the order of `worldCountries`. */
export function dragOutlines(topology: WorldTopology): Array<GlobeCountry['shape']> {
  return countryFeatures(coarsenTopology(topology, dragDetailTolerance));
}

/** The globe's countries: shapes, names, flags and articles, from the geometry file. */
export function worldCountries(topology: WorldTopology): GlobeCountry[] {
  return countryFeatures(topology).map((shape, index) => {
    const code = String(shape.id);
    const name = topology.objects.countries.geometries[index]?.properties.name ?? code;
    return {
      code,
      name,
      href:
        articleAddress(code) ??
        `https://en.wikipedia.org/wiki/Special:Search?search=${encodeURIComponent(name)}`,
      flagSrc: flagAddress(code),
      shape,
    };
  });
}
