import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/build-test-app';
import { databases } from '../test/databases';
import { mediaMountsOf } from './area';
import { areas } from './areas';

// What the core does with the manifests, checked on every area listed: nothing here names one.
describe('the area manifests', () => {
  const server = useTestServer(databases[0]!);

  it('name unique areas, and each first-data address is a GET route of the server', async () => {
    const names = areas.map((area) => area.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    const app = await server.build({}, { demoLoaders: [] });
    const firstData = areas.flatMap((area) => (area.firstData ?? []).map((url) => ({ area, url })));
    expect(firstData.length).toBeGreaterThan(0);
    for (const { area, url } of firstData) {
      expect(app.hasRoute({ method: 'GET', url }), `${area.name}: ${url}`).toBe(true);
    }
  });

  it('mount every folder the core serves: its files only, of the kinds it names', async () => {
    const mounts = mediaMountsOf(areas).filter((mount) => (mount.servedBy ?? 'core') === 'core');
    expect(mounts.length).toBeGreaterThan(0);
    for (const mount of mounts) {
      if (!('media' in mount.from)) continue;
      mkdirSync(join(server.mediaDir, mount.from.media), { recursive: true });
      const extension = mount.only?.[0] ?? '.png';
      writeFileSync(join(server.mediaDir, mount.from.media, `sample${extension}`), 'file body');
      writeFileSync(join(server.mediaDir, mount.from.media, 'other.zzz'), 'other');
    }
    const app = await server.build({}, { demoLoaders: [] });
    for (const mount of mounts) {
      if (!('media' in mount.from)) continue;
      const extension = mount.only?.[0] ?? '.png';
      const found = await app.inject({ url: `${mount.at}/sample${extension}` });
      expect(found.statusCode, mount.at).toBe(200);
      expect(found.body).toBe('file body');
      const other = await app.inject({ url: `${mount.at}/other.zzz` });
      expect(other.statusCode, `${mount.at}/other.zzz`).toBe(mount.only ? 404 : 200);
      const escape = await app.inject({ url: `${mount.at}/../secret.txt` });
      expect(escape.statusCode).toBeGreaterThanOrEqual(400);
      expect(escape.statusCode).toBeLessThan(500);
    }
  });
});
