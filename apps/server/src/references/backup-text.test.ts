import { randomUUID } from 'node:crypto';
import { referenceCardDataSchema } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { turnsGivenAway } from '../../test/event-loop-delay';
import { canonicalJsonChunks, canonicalRecordText, type RecordText } from './backup';
import { makeCard } from './make-card';

/** The backup file's whole text, as the export writes it chunk by chunk. */
async function canonicalJson(records: readonly RecordText[]) {
  let text = '';
  for await (const chunk of canonicalJsonChunks(records)) text += chunk;
  return text;
}

describe('canonical backup text', () => {
  it('is the indented JSON of the records sorted by uuid, written a slice at a time', async () => {
    // Random uuids, so the sort has work to do; titles padded, as the schema trims them.
    const records = Array.from({ length: 450 }, (_, index) =>
      referenceCardDataSchema.parse(makeCard({ uuid: randomUUID(), refTitle: `  Title ${index}  ` })),
    );
    const sorted = [...records].sort((a, b) => (a.uuid < b.uuid ? -1 : 1));
    const textOf = canonicalRecordText(referenceCardDataSchema);
    // Keys in another order than the schema's: the text has the schema's order.
    const shuffled = records.map((record) => ({ ...Object.fromEntries(Object.entries(record).reverse()) }));

    const { result, turns } = await turnsGivenAway(() =>
      canonicalJson(shuffled.map((record) => ({ uuid: record.uuid as string, text: textOf(record) }))),
    );
    expect(result).toBe(`${JSON.stringify(sorted, null, 2)}\n`);
    expect(turns).toBeGreaterThanOrEqual(2);
    expect(await canonicalJson([])).toBe('[]\n');
  });
});
