import { geoOrthographic } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  dragRotation,
  maxZoom,
  minZoom,
  multiplyVersors,
  type Rotation,
  rotationFromVersor,
  versorFromRotation,
  viewAfterKey,
} from './globe-maths';

function projectionAt(rotation: Rotation) {
  return geoOrthographic().scale(350).translate([800, 500]).rotate(rotation);
}

/** Drags the globe from one screen point to another the way the component does. */
function drag(start: Rotation, from: [number, number], to: [number, number]): Rotation {
  const grabbed = projectionAt(start).invert?.(from);
  const underPointer = projectionAt(start).invert?.(to);
  if (!grabbed || !underPointer) throw new Error('point off the globe');
  return dragRotation(start, grabbed, underPointer);
}

const starts: Rotation[] = [
  [0, 0, 0],
  [-10, -50, 0],
  [120, 35, 0],
  [-170, 80, 0],
  [45, -70, 20],
];
const moves: Array<[[number, number], [number, number]]> = [
  [
    [800, 500],
    [900, 520],
  ],
  [
    [700, 400],
    [650, 300],
  ],
  [
    [1000, 600],
    [820, 480],
  ],
  [
    [790, 250],
    [805, 700],
  ],
];

describe('dragging the globe', () => {
  it('keeps the grabbed point of the earth under the pointer, also near the poles', () => {
    for (const start of starts) {
      for (const [from, to] of moves) {
        const grabbed = projectionAt(start).invert?.(from) as [number, number];
        const after = drag(start, from, to);
        const [x, y] = projectionAt(after)(grabbed) as [number, number];
        expect(x, `x after ${JSON.stringify({ start, from, to })}`).toBeCloseTo(to[0], 6);
        expect(y, `y after ${JSON.stringify({ start, from, to })}`).toBeCloseTo(to[1], 6);
      }
    }
  });

  it('leaves the globe where it is when the pointer has not moved', () => {
    const after = drag([30, -20, 0], [810, 460], [810, 460]);
    expect(after[0]).toBeCloseTo(30, 9);
    expect(after[1]).toBeCloseTo(-20, 9);
    expect(after[2]).toBeCloseTo(0, 9);
  });

  it('turns the globe eastwards when dragged to the right', () => {
    // At rest the centre is 0°E; dragging right brings the land west of it into the centre.
    const after = drag([0, 0, 0], [800, 500], [900, 500]);
    const centre = projectionAt(after).invert?.([800, 500]) as [number, number];
    expect(centre[0]).toBeLessThan(-10);
    expect(centre[1]).toBeCloseTo(0, 6);
  });
});

describe('versors', () => {
  it('turn a rotation into a versor and back', () => {
    for (const rotation of starts) {
      const [lambda, phi, gamma] = rotationFromVersor(versorFromRotation(rotation));
      expect([lambda, phi, gamma].map((value) => Number(value.toFixed(9)) + 0)).toEqual(rotation);
    }
  });

  it('compose like the rotations they stand for', () => {
    const q = versorFromRotation([40, 10, 0]);
    const identity = multiplyVersors(q, [1, 0, 0, 0]);
    expect(identity.map((value, index) => value - (q[index] ?? 0)).every((d) => Math.abs(d) < 1e-12)).toBe(
      true,
    );
  });
});

describe('keyboard and zoom limits', () => {
  const view = { rotation: [0, 0, 0] as Rotation, zoom: 1 };

  it('turn by one graticule step per arrow key and zoom by a quarter per + or -', () => {
    expect(viewAfterKey(view, 'ArrowLeft')?.rotation).toEqual([10, 0, 0]);
    expect(viewAfterKey(view, 'ArrowRight')?.rotation).toEqual([-10, 0, 0]);
    expect(viewAfterKey(view, 'ArrowUp')?.rotation).toEqual([0, -10, 0]);
    expect(viewAfterKey(view, 'ArrowDown')?.rotation).toEqual([0, 10, 0]);
    expect(viewAfterKey(view, '+')?.zoom).toBe(1.25);
    expect(viewAfterKey(view, '-')?.zoom).toBe(0.8);
    expect(viewAfterKey(view, 'a')).toBeUndefined();
  });

  it('never tilt past a pole or zoom past the limits', () => {
    expect(viewAfterKey({ ...view, rotation: [0, 85, 0] }, 'ArrowDown')?.rotation[1]).toBe(90);
    expect(viewAfterKey({ ...view, zoom: maxZoom }, '+')?.zoom).toBe(maxZoom);
    expect(viewAfterKey({ ...view, zoom: minZoom }, '-')?.zoom).toBe(minZoom);
    expect(clampZoom(100)).toBe(maxZoom);
    expect(clampZoom(0)).toBe(minZoom);
  });

  it('wrap the longitude round the back of the globe', () => {
    expect(viewAfterKey({ ...view, rotation: [175, 0, 0] }, 'ArrowLeft')?.rotation[0]).toBe(-175);
  });
});
