import { describe, expect, it } from 'vitest';
import { dinnerEventsEmailHtml, type DwmEvent, scheduledDinnerEmailHtml, sendDwmEmail } from './dwm';

const event = (start: string, summary: string): DwmEvent => ({
  id: summary,
  start,
  allDay: false,
  summary,
  description: '',
  attendees: [{ email: 'ann@example.com', responseStatus: 'tentative' }],
  source: 'feed',
});

describe('dinner emails', () => {
  const now = new Date('2026-12-01T00:00:00Z');

  it('list the upcoming events, earliest first, escaped', () => {
    const html = dinnerEventsEmailHtml(
      [
        event('2026-12-10T18:00:00Z', 'Later <b>dinner</b>'),
        event('2026-11-01T18:00:00Z', 'Past'),
        event('2026-12-05T18:00:00Z', 'Soon'),
      ],
      now,
      (entry) => entry.start.slice(0, 10),
    );
    expect(html).not.toContain('Past');
    expect(html.indexOf('Soon')).toBeLessThan(html.indexOf('Later'));
    expect(html).toContain('Later &lt;b&gt;dinner&lt;/b&gt;');
    expect(html).toContain('ann@example.com (tentative)');
  });

  it('say so when nothing is ahead', () => {
    expect(dinnerEventsEmailHtml([], now, () => '')).toContain('No dinner events are scheduled.');
  });

  it('describe a new booking, escaped', () => {
    const html = scheduledDinnerEmailHtml({
      eventUri: 'https://x.example/e?a=1&b=<2>',
      inviteeUri: 'mailto:rosa@example.com',
      at: now,
      dinner: { summary: 'Dinner with "Rosa"', when: 'Fri, Dec 4, 6:00 pm' },
    });
    expect(html).toContain('a=1&amp;b=&lt;2&gt;');
    expect(html).toContain('Dinner with &quot;Rosa&quot;');
  });

  it('take the email body as a bounded string', () => {
    const body = sendDwmEmail.body!;
    expect(body.safeParse('<p>hi</p>').success).toBe(true);
    expect(body.safeParse('').success).toBe(false);
    expect(body.safeParse({ html: '<p>hi</p>' }).success).toBe(false);
    expect(body.safeParse('x'.repeat(20_001)).success).toBe(false);
  });
});
