import { randomUUID } from 'node:crypto';
import { exportReferences, maxBackupRecords, referenceCardDataSchema } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { turnsGivenAway } from '../test/event-loop-delay';
import { z } from 'zod';
import { HttpError } from './errors';
import { listCheckerInSlices, listSliceSize } from './list-body-in-slices';
import { canonicalJsonChunks } from './references/backup';

/** A reference card as a backup export holds it; titles padded, as the schema trims them. */
const card = (index: number) => ({
  uuid: randomUUID(),
  refTitle: `  Title ${index}  `,
  refLink: index % 2 ? `https://example.org/work/${index}` : '',
  refWrittenType: 'book',
  refMediaType: 'print',
  refSocialMediaType: '',
  tags: ['history', 'maps'],
  refAuthors: ['A. Author'],
  publisher: 'Example Press',
  refDate: '1999-04',
  creator: 'curator',
  summary: '<p>What the work argues.</p>',
});

/** The reference export's body: up to 5,000 cards. */
const exportBody = exportReferences.body!;

/** The backup file's whole text, as the export writes it chunk by chunk. */
async function canonicalJson(schema: typeof referenceCardDataSchema, records: { uuid: string }[]) {
  let text = '';
  for await (const chunk of canonicalJsonChunks(schema, records)) text += chunk;
  return text;
}

describe('checking a list body in slices', () => {
  const check = listCheckerInSlices(exportBody);
  const cards = () => Array.from({ length: maxBackupRecords }, (_, index) => card(index));

  it('gives the same records as checking the list whole, letting other work run between slices', async () => {
    const body = cards();
    const whole = exportBody.safeParse(body);
    expect(whole.success).toBe(true);

    const { result, turns } = await turnsGivenAway(() => check(body));
    expect(result).toEqual(whole.data);
    // Other work ran between the slices (100 of 50 records), not only once the list was checked.
    expect(listSliceSize).toBe(50);
    expect(turns).toBeGreaterThanOrEqual(99);
  });

  it('names the first bad record by its place in the whole list', async () => {
    const body = cards();
    body[4321] = { ...body[4321]!, refLink: 'javascript:alert(1)' };
    const refused = await check(body).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 400, field: '4321.refLink' });
    expect((refused as HttpError).message).toMatch(/^4321\.refLink: /);
  });

  it('refuses a list over its maximum, and a body that is no list, as the whole check does', async () => {
    await expect(check(new Array(maxBackupRecords + 1).fill({}))).rejects.toMatchObject({
      status: 400,
      field: 'body',
      message: `body: a backup file holds at most ${maxBackupRecords} records`,
    });
    await expect(check({ records: [] })).rejects.toMatchObject({ status: 400, field: 'body' });
  });

  it('is only for lists whose one rule on the whole list is a maximum', () => {
    expect(() => listCheckerInSlices(z.object({}))).toThrow('Only a list body');
    expect(() => listCheckerInSlices(z.array(z.string()).min(1))).toThrow('may only have a maximum length');
  });
});

describe('canonical backup text', () => {
  it('is the indented JSON of the records sorted by uuid, written a slice at a time', async () => {
    const records = Array.from({ length: 450 }, (_, index) => referenceCardDataSchema.parse(card(index)));
    const sorted = [...records].sort((a, b) => (a.uuid < b.uuid ? -1 : 1));

    const { result, turns } = await turnsGivenAway(() => canonicalJson(referenceCardDataSchema, records));
    expect(result).toBe(`${JSON.stringify(sorted, null, 2)}\n`);
    expect(turns).toBeGreaterThanOrEqual(2);
    expect(await canonicalJson(referenceCardDataSchema, [])).toBe('[]\n');
  });
});
