import { describe, expect, it } from 'vitest';
import { bookingFrameAddress, scheduledEventFrom } from './booking-messages';

const frame = {} as Window;
const other = {} as Window;
const data = {
  event: 'calendly.event_scheduled',
  payload: {
    event: { uri: 'https://api.calendly.com/scheduled_events/A1' },
    invitee: { uri: 'https://api.calendly.com/invitees/B2' },
  },
};
const expected = { origin: 'https://calendly.com', frame };

describe('scheduledEventFrom', () => {
  it('accepts the scheduled-event message from the booking origin and frame', () => {
    expect(scheduledEventFrom({ origin: 'https://calendly.com', source: frame, data }, expected)).toEqual(
      data.payload,
    );
  });

  it('refuses other origins, other windows and other messages', () => {
    expect(scheduledEventFrom({ origin: 'https://evil.example', source: frame, data }, expected)).toBeNull();
    expect(scheduledEventFrom({ origin: 'https://calendly.com', source: other, data }, expected)).toBeNull();
    expect(
      scheduledEventFrom(
        { origin: 'https://calendly.com', source: frame, data },
        { ...expected, frame: null },
      ),
    ).toBeNull();
    for (const bad of [
      { ...data, event: 'calendly.profile_page_viewed' },
      { event: 'calendly.event_scheduled' },
      { event: 'calendly.event_scheduled', payload: { event: {}, invitee: { uri: 'x' } } },
      'calendly.event_scheduled',
      null,
    ]) {
      expect(
        scheduledEventFrom({ origin: 'https://calendly.com', source: frame, data: bad }, expected),
      ).toBeNull();
    }
  });

  it('keeps the dinner details the site’s own page adds', () => {
    const dinner = { summary: 'Dinner with Rosa', start: '2026-12-05T18:00:00.000Z' };
    const own = { ...data, payload: { ...data.payload, dinner } };
    expect(
      scheduledEventFrom({ origin: 'https://calendly.com', source: frame, data: own }, expected)?.dinner,
    ).toEqual(dinner);
  });

  it('keeps the stored booking and the state of its notification, and nothing else it does not know', () => {
    const dinner = {
      summary: 'Dinner with Rosa',
      start: '2026-12-05T18:00:00.000Z',
      bookingId: '3f0c8a52-0b8e-4a55-9d7c-1e0f2a6b9c11',
      notification: 'queued',
      extra: 'ignored',
    };
    const own = { ...data, payload: { ...data.payload, dinner } };
    expect(
      scheduledEventFrom({ origin: 'https://calendly.com', source: frame, data: own }, expected)?.dinner,
    ).toEqual({
      summary: dinner.summary,
      start: dinner.start,
      bookingId: dinner.bookingId,
      notification: 'queued',
    });
    const odd = {
      ...data,
      payload: { ...data.payload, dinner: { ...dinner, bookingId: 7, notification: 'lost' } },
    };
    expect(
      scheduledEventFrom({ origin: 'https://calendly.com', source: frame, data: odd }, expected)?.dinner,
    ).toEqual({ summary: dinner.summary, start: dinner.start });
  });
});

describe('bookingFrameAddress', () => {
  const page = { origin: 'https://site.example', host: 'site.example' };

  it('frames the site’s own booking page without BOOKING_URL', () => {
    expect(bookingFrameAddress(null, page, '/dwm/x540t/booking')).toEqual({
      src: 'https://site.example/dwm/x540t/booking',
      origin: 'https://site.example',
    });
  });

  it('frames the third-party page in its inline form, and expects messages from its origin', () => {
    expect(bookingFrameAddress('https://calendly.com/host/dinner?hide_gdpr_banner=1', page, '/x')).toEqual({
      src: 'https://calendly.com/host/dinner?hide_gdpr_banner=1&embed_domain=site.example&embed_type=Inline',
      origin: 'https://calendly.com',
    });
  });
});
