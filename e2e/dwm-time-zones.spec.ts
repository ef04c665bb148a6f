import { expect, type Page, test } from '@playwright/test';

// The dinner pages show every time on the calendar's clock (the demo calendar's zone is Denver),
// named, whatever the browser's zone; a visitor whose clock differs also gets their own time
// (decision 091). The expected texts are worked out here with Intl, apart from the site's code.

const calendarZone = 'America/Denver';

interface FeedEvent {
  start: string;
  allDay: boolean;
  summary: string;
}

function parts(instant: Date, timeZone: string) {
  const found = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${found.weekday}, ${found.month} ${found.day}`,
    clock: `${found.hour}:${found.minute} ${String(found.dayPeriod).toLowerCase()}`,
    zone: String(found.timeZoneName),
  };
}

async function firstTimedDinner(page: Page): Promise<FeedEvent> {
  const response = await page.request.get('/api-calendar/');
  expect(response.ok()).toBe(true);
  const events = (await response.json()) as FeedEvent[];
  const first = events.find((event) => !event.allDay);
  if (!first) throw new Error('the demo calendar has no timed dinner');
  return first;
}

for (const visitorZone of ['Asia/Tokyo', 'America/Denver']) {
  test.describe(`a visitor whose browser is in ${visitorZone}`, () => {
    test.use({ timezoneId: visitorZone });

    test("sees the dinners and the open evenings on Denver's clock, named, and their own time only when it differs", async ({
      page,
    }) => {
      const dinner = await firstTimedDinner(page);
      await page.goto('/dwm/x540t/events');
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(visitorZone);

      const denver = parts(new Date(dinner.start), calendarZone);
      expect(denver.zone).toMatch(/^M[SD]T$/);
      const card = page
        .getByRole('article', { name: new RegExp(`^${dinner.summary.replace(/[()]/g, '\\$&')},`) })
        .first();
      await expect(card.getByText(`${denver.day} · ${denver.clock} ${denver.zone}`)).toBeVisible();
      await expect(
        page.getByText(/^Times are Denver time \(Mountain Time\), the calendar's time zone\./),
      ).toBeVisible();

      const own = parts(new Date(dinner.start), visitorZone);
      if (visitorZone === calendarZone) {
        await expect(page.getByText(/your time/)).toHaveCount(0);
      } else {
        const ownText = `${own.day === denver.day ? '' : `${own.day}, `}${own.clock} your time`;
        await expect(card.getByText(ownText)).toBeVisible();
      }

      // The open evenings are Friday and Saturday evenings in Denver, wherever the visitor is.
      await page.goto('/dwm/x540t/booking');
      const evenings = page.getByRole('radio');
      await expect(evenings.first()).toBeVisible();
      const names = await evenings.evaluateAll((radios) =>
        radios.map((radio) => radio.closest('label')?.innerText ?? ''),
      );
      expect(names.length).toBeGreaterThan(0);
      for (const name of names)
        expect(name).toMatch(/^(Fri|Sat), [A-Z][a-z]{2} \d{1,2}, 6:00 pm M[SD]T \(2 hours\)/);
      if (visitorZone === calendarZone) expect(names.join(' ')).not.toContain('your time');
      else expect(names.every((name) => /(9|10):00 am your time$/.test(name))).toBe(true);
    });
  });
}
