import { randomUUID } from 'node:crypto';
import { referenceCardDataSchema } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { turnsGivenAway } from '../../test/event-loop-delay';
import { canonicalJsonChunks, canonicalRecordText, type RecordText } from './backup';

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

/** The backup file's whole text, as the export writes it chunk by chunk. */
async function canonicalJson(records: readonly RecordText[]) {
  let text = '';
  for await (const chunk of canonicalJsonChunks(records)) text += chunk;
  return text;
}

describe('canonical backup text', () => {
  it('is the indented JSON of the records sorted by uuid, written a slice at a time', async () => {
    const records = Array.from({ length: 450 }, (_, index) => referenceCardDataSchema.parse(card(index)));
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
