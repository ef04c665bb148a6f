import { exportReferences, maxBackupRecords } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './errors';
import { listBodyReader } from './list-body-reader';
import { makeCard } from './references/make-card';

/** What an export keeps of a card: its uuid and trimmed title. */
const reader = listBodyReader(exportReferences.body!, (checked: { uuid: string; refTitle: string }) => ({
  uuid: checked.uuid,
  title: checked.refTitle,
}));

describe('reading a list body a record at a time', () => {
  it("takes the list's maximum and keeps of each record what the route asks, after its schema", () => {
    expect(reader.maxRecords).toBe(maxBackupRecords);
    // A title with spaces around it, which the schema trims.
    const record = makeCard({ refTitle: '  Title 7  ' });
    // The schema ran first: the kept title is trimmed.
    expect(reader.keep(record, 0)).toEqual({ uuid: record.uuid, title: 'Title 7' });
  });

  it('refuses a bad record with the 400 of a whole check, naming its place in the list', () => {
    const bad = makeCard({ refLink: 'javascript:alert(1)' });
    let refused: unknown;
    try {
      reader.keep(bad, 4321);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 400, field: '4321.refLink' });
    expect((refused as HttpError).message).toMatch(/^4321\.refLink: /);
  });

  it('is only for lists whose one rule on the whole list is a maximum', () => {
    const keepAll = (record: unknown) => record;
    expect(() => listBodyReader(z.object({}), keepAll)).toThrow('Only a list body');
    expect(() => listBodyReader(z.array(z.string()).min(1), keepAll)).toThrow(
      'may only have a maximum length',
    );
  });
});
