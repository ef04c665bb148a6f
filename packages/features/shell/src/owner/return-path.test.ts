import { describe, expect, it } from 'vitest';
import { ownerReturnPath } from './return-path';

describe('the way back offered by /owner', () => {
  it('keeps a path of this site with its query', () => {
    expect(ownerReturnPath('/references?q=memory')).toBe('/references?q=memory');
    expect(ownerReturnPath('/export-backup/n95')).toBe('/export-backup/n95');
  });

  it('refuses anything that could lead to another site', () => {
    for (const from of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      expect(ownerReturnPath(from), from).toBeNull();
    }
  });

  it('refuses nothing, control characters and the owner page itself', () => {
    expect(ownerReturnPath(null)).toBeNull();
    expect(ownerReturnPath('')).toBeNull();
    expect(ownerReturnPath('/\t/evil.example')).toBeNull();
    expect(ownerReturnPath('/owner')).toBeNull();
  });
});
