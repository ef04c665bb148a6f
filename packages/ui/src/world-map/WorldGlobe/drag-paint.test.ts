import { geoOrthographic } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { cartesian, type Rotation } from './globe-maths';
import {
  denseLine,
  linesOf,
  type PathSink,
  projectVector,
  ringsOf,
  rotationMatrix,
  tracePaths,
} from './drag-paint';

const centre: [number, number] = [800, 500];

/** Records the calls a canvas would get. */
function recorder() {
  const calls: Array<[string, ...number[]]> = [];
  const sink: PathSink = {
    moveTo: (x, y) => calls.push(['M', x, y]),
    lineTo: (x, y) => calls.push(['L', x, y]),
    closePath: () => calls.push(['Z']),
  };
  return { sink, calls };
}

describe('rotationMatrix and projectVector', () => {
  const rotations: Rotation[] = [
    [0, 0, 0],
    [-10, -30, 0],
    [123.4, 56.7, -20],
    [-170, -80, 45],
  ];
  it.each(rotations)(
    'put points where d3-geo’s orthographic projection does (rotation %s, %s, %s)',
    (...rotation) => {
      const projection = geoOrthographic().scale(350).translate(centre).rotate(rotation);
      const matrix = rotationMatrix(rotation);
      for (let longitude = -180; longitude < 180; longitude += 15) {
        for (let latitude = -90; latitude <= 90; latitude += 15) {
          const expected = projection([longitude, latitude]) as [number, number];
          const actual = projectVector(matrix, 350, centre, ...cartesian([longitude, latitude]));
          expect(actual[0]).toBeCloseTo(expected[0], 6);
          expect(actual[1]).toBeCloseTo(expected[1], 6);
        }
      }
    },
  );
});

describe('tracePaths', () => {
  const square = {
    type: 'Polygon' as const,
    coordinates: [
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
        [0, 0],
      ],
    ],
  };

  it('traces a ring on the near side through every point, closed', () => {
    const rotation: Rotation = [-5, -5, 0];
    const projection = geoOrthographic().scale(350).translate(centre).rotate(rotation);
    const { sink, calls } = recorder();
    tracePaths(sink, ringsOf(square), true, rotationMatrix(rotation), 350, centre, 0);
    expect(calls.map(([kind]) => kind).join('')).toBe('MLLLLZ');
    square.coordinates[0]?.forEach((point, index) => {
      const [x, y] = projection(point as [number, number]) as [number, number];
      expect(calls[index]?.[1]).toBeCloseTo(x, 6);
      expect(calls[index]?.[2]).toBeCloseTo(y, 6);
    });
  });

  it('skips points closer than the minimum step to the last one drawn', () => {
    const { sink, calls } = recorder();
    // 10° is about 61 drawing units at scale 350 near the centre: a 100-unit step keeps fewer points.
    tracePaths(sink, ringsOf(square), true, rotationMatrix([-5, -5, 0]), 350, centre, 100);
    expect(calls[0]?.[0]).toBe('M');
    expect(calls.at(-1)).toEqual(['Z']);
    expect(calls.length).toBeLessThan(6);
  });

  it('leaves out a ring wholly on the far side', () => {
    const { sink, calls } = recorder();
    tracePaths(sink, ringsOf(square), true, rotationMatrix([175, -5, 0]), 350, centre, 0);
    expect(calls).toEqual([]);
  });

  it('runs a ring across the horizon along the globe’s edge, never inside it', () => {
    // Seen from longitude 90° west... of the square's middle: it straddles the horizon.
    const rotation: Rotation = [-95, 0, 0];
    const { sink, calls } = recorder();
    tracePaths(sink, ringsOf(square), true, rotationMatrix(rotation), 350, centre, 0);
    const projection = geoOrthographic().scale(350).translate(centre).rotate(rotation).clipAngle(90);
    for (const [kind, x = 0, y = 0] of calls) {
      if (kind === 'Z') continue;
      const fromCentre = Math.hypot(x - centre[0], y - centre[1]);
      expect(fromCentre).toBeLessThanOrEqual(350 + 1e-6);
      // A point inside the edge is one of the ring's visible points.
      if (fromCentre < 350 - 1e-6) {
        const inverted = projection.invert?.([x, y]) as [number, number];
        expect(inverted[0]).toBeGreaterThanOrEqual(-1e-6);
      }
    }
    expect(
      calls.some(([, x = 0, y = 0]) => Math.abs(Math.hypot(x - centre[0], y - centre[1]) - 350) < 1e-6),
    ).toBe(true);
  });

  it('cuts a line at the horizon and starts it again where it comes back', () => {
    // The equator, seen from above the 0° meridian: only its near half is drawn, from edge to edge.
    const [equator] = linesOf(
      {
        type: 'LineString',
        coordinates: [
          [-180, 0],
          [-90, 0],
          [0, 0],
          [90, 0],
          [180, 0],
        ],
      },
      5,
    );
    const { sink, calls } = recorder();
    tracePaths(sink, equator ? [equator] : [], false, rotationMatrix([0, 0, 0]), 350, centre, 0);
    expect(calls.filter(([kind]) => kind === 'M')).toHaveLength(1);
    const xs = calls.map(([, x = 0]) => x);
    expect(Math.min(...xs)).toBeCloseTo(450, 6);
    expect(Math.max(...xs)).toBeCloseTo(1150, 6);
    expect(calls.every(([, , y]) => Math.abs((y ?? 0) - 500) < 1e-6)).toBe(true);
  });
});

describe('denseLine', () => {
  it('adds points along the great circle so that none are more than the step apart', () => {
    const line = denseLine(
      [
        [0, -80],
        [0, 80],
      ],
      5,
    );
    expect(line.length / 3).toBe(33);
    for (let index = 0; index < line.length; index += 3) {
      expect(Math.hypot(line[index] ?? 0, line[index + 1] ?? 0, line[index + 2] ?? 0)).toBeCloseTo(1, 9);
      expect(line[index + 1]).toBeCloseTo(0, 9);
    }
  });
});

describe('ringsOf', () => {
  it('reads the rings of features, multi-polygons and collections, and nothing from points', () => {
    const ring = [
      [0, 0],
      [1, 0],
      [0, 1],
      [0, 0],
    ];
    expect(
      ringsOf({
        type: 'Feature',
        properties: {},
        geometry: { type: 'MultiPolygon', coordinates: [[ring], [ring, ring]] },
      }),
    ).toHaveLength(3);
    expect(
      ringsOf({
        type: 'GeometryCollection',
        geometries: [
          { type: 'Polygon', coordinates: [ring] },
          { type: 'Point', coordinates: [0, 0] },
        ],
      }),
    ).toHaveLength(1);
    expect(ringsOf({ type: 'Polygon', coordinates: [ring] })[0]).toHaveLength(12);
  });
});
