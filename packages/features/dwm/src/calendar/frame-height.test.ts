import { describe, expect, it } from 'vitest';
import { frameHeightFrom, maxFrameHeight, minFrameHeight, pageHeightMessage } from './frame-height';

const frame = {} as Window;
const expected = { origin: 'https://site.example', frame };
const message = (data: unknown, origin = expected.origin, source: unknown = frame) =>
  ({ data, origin, source }) as Pick<MessageEvent, 'origin' | 'source' | 'data'>;

describe('frameHeightFrom', () => {
  it('takes the height the framed page posts, as the third-party widget words it', () => {
    expect(frameHeightFrom(message(pageHeightMessage(912.4)), expected)).toBe(913);
    expect(
      frameHeightFrom(message({ event: 'calendly.page_height', payload: { height: '1200px' } }), expected),
    ).toBe(1200);
  });

  it('keeps the height within bounds', () => {
    expect(frameHeightFrom(message(pageHeightMessage(10)), expected)).toBe(minFrameHeight);
    expect(frameHeightFrom(message(pageHeightMessage(1e9)), expected)).toBe(maxFrameHeight);
  });

  it('ignores other origins, other windows and other messages', () => {
    expect(frameHeightFrom(message(pageHeightMessage(900), 'https://evil.example'), expected)).toBeNull();
    expect(frameHeightFrom(message(pageHeightMessage(900), expected.origin, {}), expected)).toBeNull();
    expect(frameHeightFrom(message(pageHeightMessage(900)), { ...expected, frame: null })).toBeNull();
    expect(frameHeightFrom(message({ event: 'calendly.event_scheduled', payload: {} }), expected)).toBeNull();
    expect(
      frameHeightFrom(message({ event: 'calendly.page_height', payload: { height: 'tall' } }), expected),
    ).toBeNull();
    expect(frameHeightFrom(message('calendly.page_height'), expected)).toBeNull();
  });
});
