import { describe, expect, it } from 'vitest';
import { bearingBetween, countryInDirection, nearestCountry, viewCentredOn } from './globe-maths';

// Approximate centres of a few European countries, [longitude, latitude].
const places = [
  { code: 'fr', centre: [2.5, 46.5] as [number, number] },
  { code: 'de', centre: [10.4, 51.1] as [number, number] },
  { code: 'es', centre: [-3.7, 40.2] as [number, number] },
  { code: 'it', centre: [12.6, 42.8] as [number, number] },
  { code: 'gb', centre: [-2.0, 54.0] as [number, number] },
  { code: 'ch', centre: [8.2, 46.8] as [number, number] },
  { code: 'no', centre: [9.0, 61.0] as [number, number] },
];
const france = places[0] as (typeof places)[number];

const from = (code: string) => places.find((place) => place.code === code) as (typeof places)[number];
const move = (code: string, key: string) => countryInDirection(from(code), places, key)?.code;

describe('countryInDirection', () => {
  it('moves from France to the nearest country in each arrow direction', () => {
    expect(move('fr', 'ArrowRight')).toBe('ch');
    expect(move('fr', 'ArrowDown')).toBe('es');
    expect(move('fr', 'ArrowUp')).toBe('gb');
    // Spain lies south-west: down is nearer its direction than left, and left finds it too.
    expect(move('fr', 'ArrowLeft')).toBe('es');
    // Nothing lies west of Spain.
    expect(move('es', 'ArrowLeft')).toBeUndefined();
  });

  it('goes on in the same direction from the country it reached', () => {
    expect(move('ch', 'ArrowUp')).toBe('de');
    expect(move('ch', 'ArrowRight')).toBe('it');
    expect(move('gb', 'ArrowUp')).toBe('no');
    expect(move('es', 'ArrowUp')).toBe('fr');
  });

  it('answers nothing for a key that is not an arrow', () => {
    expect(countryInDirection(france, places, 'Enter')).toBeUndefined();
  });

  it('crosses the date line the short way', () => {
    const pacific = [
      { code: 'fj', centre: [178, -17] as [number, number] },
      { code: 'ws', centre: [-172, -13.8] as [number, number] },
      { code: 'vu', centre: [167, -16] as [number, number] },
    ];
    expect(countryInDirection(pacific[0] as (typeof pacific)[number], pacific, 'ArrowRight')?.code).toBe(
      'ws',
    );
  });
});

describe('the helpers of the arrow keys', () => {
  it('measures bearings clockwise from north', () => {
    expect(bearingBetween([0, 0], [0, 10])).toBeCloseTo(0, 6);
    expect(bearingBetween([0, 0], [10, 0])).toBeCloseTo(90, 6);
    expect(bearingBetween([0, 0], [0, -10])).toBeCloseTo(180, 6);
    expect(bearingBetween([0, 0], [-10, 0])).toBeCloseTo(270, 6);
  });

  it('starts from the country nearest the middle of the view', () => {
    expect(nearestCountry([9, 47], places)?.code).toBe('ch');
  });

  it('turns the globe so the country is in the middle of the view', () => {
    expect(viewCentredOn({ rotation: [-10, -30, 0], zoom: 2 }, [2.5, 46.5])).toEqual({
      rotation: [-2.5, -46.5, 0],
      zoom: 2,
    });
  });
});
