import { describe, expect, it } from 'vitest';
import { keyTurnDirection, type TurnKeyEvent } from './page-turn-keys';

const element = (tagName: string, attributes: Record<string, string> = {}, editable = false) =>
  ({
    tagName,
    isContentEditable: editable,
    getAttribute: (name: string) => attributes[name] ?? null,
  }) as unknown as EventTarget;

const key = (value: string, extra: Partial<TurnKeyEvent> = {}): TurnKeyEvent => ({
  key: value,
  repeat: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  defaultPrevented: false,
  target: element('BODY'),
  ...extra,
});

describe('keys that turn pages', () => {
  it.each([
    ['PageDown', 'forward'],
    ['ArrowRight', 'forward'],
    [' ', 'forward'],
    ['PageUp', 'back'],
    ['ArrowLeft', 'back'],
    ['ArrowDown', null],
    ['Enter', null],
    ['a', null],
  ])('%j turns %s', (value, direction) => {
    expect(keyTurnDirection(key(value))).toBe(direction);
  });

  it('ignores held-key repeats, modifiers and handled keys', () => {
    expect(keyTurnDirection(key('PageDown', { repeat: true }))).toBeNull();
    expect(keyTurnDirection(key('ArrowLeft', { altKey: true }))).toBeNull();
    expect(keyTurnDirection(key('ArrowRight', { ctrlKey: true }))).toBeNull();
    expect(keyTurnDirection(key('ArrowRight', { metaKey: true }))).toBeNull();
    expect(keyTurnDirection(key('PageDown', { defaultPrevented: true }))).toBeNull();
  });

  it('leaves keys to text fields, selects, the audio player and sliders', () => {
    for (const target of [
      element('INPUT'),
      element('TEXTAREA'),
      element('SELECT'),
      element('AUDIO'),
      element('VIDEO'),
      element('DIV', { role: 'slider' }),
      element('DIV', {}, true),
    ]) {
      expect(keyTurnDirection(key('ArrowRight', { target }))).toBeNull();
      expect(keyTurnDirection(key(' ', { target }))).toBeNull();
    }
  });

  it('lets Space click a focused button or link, while arrows and page keys still turn', () => {
    for (const target of [element('BUTTON'), element('A'), element('DIV', { role: 'button' })]) {
      expect(keyTurnDirection(key(' ', { target }))).toBeNull();
      expect(keyTurnDirection(key('ArrowRight', { target }))).toBe('forward');
      expect(keyTurnDirection(key('PageUp', { target }))).toBe('back');
    }
  });

  it('turns when the key comes from the window itself', () => {
    expect(keyTurnDirection(key('PageDown', { target: null }))).toBe('forward');
  });
});
