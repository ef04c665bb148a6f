import { describe, expect, it } from 'vitest';
import { keepInStage, type PictureFrame, restingView, zoomAbout } from './picture-view';

// A landscape picture on a phone: 390 × 260 at rest, centred in a 390 × 600 stage at (195, 400).
const phone: PictureFrame = {
  centerX: 195,
  centerY: 400,
  width: 390,
  height: 260,
  stageWidth: 390,
  stageHeight: 600,
};

/** Where the picture's point (its own pixels from its centre) is drawn under a view. */
const drawnAt = (view: { scale: number; x: number; y: number }, point: { x: number; y: number }) => ({
  x: phone.centerX + view.x + view.scale * point.x,
  y: phone.centerY + view.y + view.scale * point.y,
});

describe('zoomAbout', () => {
  it('keeps the point under a double tap where it was', () => {
    const tap = { x: 120, y: 405 };
    const view = zoomAbout(restingView, 2.5, tap, tap, phone);
    expect(view.scale).toBe(2.5);
    // The picture's point under the finger at rest: 75 px left of and 5 px below its centre.
    const under = drawnAt(view, { x: -75, y: 5 });
    expect(under.x).toBeCloseTo(tap.x);
    expect(under.y).toBeCloseTo(tap.y);
  });

  it('keeps the point first under two fingers under their middle as they pinch and move', () => {
    const start = { x: 250, y: 380 };
    const middleNow = { x: 230, y: 390 };
    const view = zoomAbout(restingView, 3, start, middleNow, phone);
    // At rest the fingers met the picture 55 px right of and 20 px above its centre.
    const under = drawnAt(view, { x: 55, y: -20 });
    expect(under.x).toBeCloseTo(middleNow.x);
    expect(under.y).toBeCloseTo(middleNow.y);
  });

  it('zooms about the middle at rest when tapped there', () => {
    expect(zoomAbout(restingView, 2.5, { x: 195, y: 400 }, { x: 195, y: 400 }, phone)).toEqual({
      scale: 2.5,
      x: 0,
      y: 0,
    });
  });

  it('stops at the stage’s edge for a tap near the picture’s edge', () => {
    const view = zoomAbout(restingView, 2.5, { x: 195, y: 520 }, { x: 195, y: 520 }, phone);
    // About the finger the picture would rise 180 px; it rises until its bottom edge meets the
    // stage's (the stage runs from 100 to 700).
    expect(view.y).toBe(-25);
    expect(phone.centerY + view.y + (2.5 * phone.height) / 2).toBe(700);
  });
});

describe('keepInStage', () => {
  it('lets a zoomed picture pan until its edges meet the stage’s', () => {
    const view = keepInStage({ scale: 2.5, x: -5000, y: 5000 }, phone);
    expect(view.x).toBe(-292.5);
    // 2.5 × 260 = 650 is taller than the 600 px stage by 50: 25 each way.
    expect(view.y).toBe(25);
  });

  it('keeps a side that fits in the stage centred', () => {
    expect(keepInStage({ scale: 2, x: 10, y: 90 }, phone)).toEqual({ scale: 2, x: 10, y: 0 });
    expect(keepInStage({ scale: 1, x: -40, y: 0 }, phone)).toEqual(restingView);
  });
});
