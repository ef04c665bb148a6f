import { afterEach, describe, expect, it } from 'vitest';
import {
  describeZone,
  dinnerTime,
  formatClockTime,
  formatDinnerStart,
  instantOfWallTime,
  viewerTime,
  wallTimeInput,
  zoneAbbreviation,
} from './dwm-time';

// The demo's Friday dinner: 18:30 in Denver, which is 01:30 UTC on Saturday and 10:30 in Tokyo.
const fridayDinner = '2026-12-05T01:30:00.000Z';
// A summer Saturday dinner: 18:00 MDT.
const summerDinner = '2026-07-05T00:00:00.000Z';

// Node reads TZ again whenever it is assigned: every test runs with the process in each of these
// zones, so no answer may depend on the clock of the machine that draws it. (The contracts are
// typed without Node's globals; the tests run in Node.)
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
const processZones = ['UTC', 'Asia/Tokyo', 'America/Denver', 'Pacific/Kiritimati'];
const originalZone = env.TZ;
afterEach(() => {
  if (originalZone === undefined) delete env.TZ;
  else env.TZ = originalZone;
});

const inEveryProcessZone = (check: () => void) => {
  for (const zone of processZones) {
    env.TZ = zone;
    check();
  }
};

describe('dinner times in the calendar zone', () => {
  it("write a Denver dinner on Denver's day and clock, whatever the process zone", () => {
    inEveryProcessZone(() => {
      expect(dinnerTime(fridayDinner, 'America/Denver')).toEqual({
        day: 'Fri, Dec 4',
        clock: '6:30 pm',
        zone: 'MST',
      });
      expect(formatDinnerStart(summerDinner, 'America/Denver')).toBe('Sat, Jul 4, 6:00 pm MDT');
    });
  });

  it('write the same moment in a zone far from the calendar', () => {
    inEveryProcessZone(() => {
      expect(formatDinnerStart(fridayDinner, 'Asia/Tokyo')).toBe('Sat, Dec 5, 10:30 am Japan Time');
      expect(formatDinnerStart(fridayDinner, 'UTC')).toBe('Sat, Dec 5, 1:30 am UTC');
    });
  });

  it('name zones with letters of their own by them, others by their generic name', () => {
    const winter = new Date(fridayDinner);
    expect(zoneAbbreviation('America/New_York', winter)).toBe('EST');
    expect(zoneAbbreviation('Europe/London', winter)).toBe('GMT');
    expect(zoneAbbreviation('Europe/Berlin', winter)).toBe('Germany Time');
    expect(describeZone('America/Denver', winter)).toBe('Denver time (Mountain Time)');
    expect(describeZone('America/Argentina/Buenos_Aires', winter)).toBe(
      'Buenos Aires time (Argentina Standard Time)',
    );
    expect(describeZone('UTC', winter)).toBe('UTC');
  });
});

describe("the visitor's own time", () => {
  it('is left out when their clock reads as the calendar does', () => {
    expect(viewerTime(fridayDinner, 'America/Denver', 'America/Denver')).toBeUndefined();
    // Boise keeps Mountain Time too: another name, the same clock.
    expect(viewerTime(fridayDinner, 'America/Denver', 'America/Boise')).toBeUndefined();
  });

  it('gives the time alone on the same day, the day too when it differs', () => {
    inEveryProcessZone(() => {
      expect(viewerTime(fridayDinner, 'America/Denver', 'America/New_York')).toBe('8:30 pm your time');
      expect(viewerTime(fridayDinner, 'America/Denver', 'Asia/Tokyo')).toBe('Sat, Dec 5, 10:30 am your time');
      expect(viewerTime(fridayDinner, 'America/Denver', 'UTC')).toBe('Sat, Dec 5, 1:30 am your time');
    });
  });
});

describe('wall-clock readings of the owner’s evenings', () => {
  it('round-trip through the datetime-local form in the calendar zone', () => {
    inEveryProcessZone(() => {
      expect(wallTimeInput(fridayDinner, 'America/Denver')).toBe('2026-12-04T18:30');
      expect(instantOfWallTime('2026-12-04T18:30', 'America/Denver').toISOString()).toBe(fridayDinner);
      expect(instantOfWallTime('2026-07-04T18:00', 'America/Denver').toISOString()).toBe(summerDinner);
      expect(instantOfWallTime('2026-12-05T10:30', 'Asia/Tokyo').toISOString()).toBe(fridayDinner);
    });
  });

  it('read a skipped time with the offset before the gap, a repeated one as its first occurrence', () => {
    // Clocks in Denver go from 2:00 to 3:00 on 8 March 2026 and from 2:00 back to 1:00 on 1 November.
    expect(instantOfWallTime('2026-03-08T02:30', 'America/Denver').toISOString()).toBe(
      '2026-03-08T09:30:00.000Z',
    );
    expect(instantOfWallTime('2026-11-01T01:30', 'America/Denver').toISOString()).toBe(
      '2026-11-01T07:30:00.000Z',
    );
  });

  it('refuse what is not a date and time', () => {
    expect(() => instantOfWallTime('next Friday', 'America/Denver')).toThrow(RangeError);
  });
});

describe('formatClockTime', () => {
  const expected = [
    '12:05 am',
    '1:05 am',
    '2:05 am',
    '3:05 am',
    '4:05 am',
    '5:05 am',
    '6:05 am',
    '7:05 am',
    '8:05 am',
    '9:05 am',
    '10:05 am',
    '11:05 am',
    '12:05 pm',
    '1:05 pm',
    '2:05 pm',
    '3:05 pm',
    '4:05 pm',
    '5:05 pm',
    '6:05 pm',
    '7:05 pm',
    '8:05 pm',
    '9:05 pm',
    '10:05 pm',
    '11:05 pm',
  ];
  it.each(expected.map((text, hour) => [hour, text] as const))('writes hour %i as %s', (hour, text) => {
    expect(formatClockTime(hour, 5)).toBe(text);
  });

  it('pads the minutes', () => {
    expect(formatClockTime(18, 0)).toBe('6:00 pm');
    expect(formatClockTime(0, 30)).toBe('12:30 am');
  });
});
