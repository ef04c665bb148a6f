import { exportReferences, maxBackupRecords } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { turnsGivenAway } from '../test/event-loop-delay';
import { checkListInSlices, listSliceSize } from './list-body-in-slices';
import { asList } from './list-body-reader';
import { makeCard } from './references/make-card';

/** The reference export's list schema: up to 5,000 cards. */
const cardList = asList(exportReferences.body!);
const cards = () => Array.from({ length: maxBackupRecords }, () => makeCard());

describe('checking a list in slices (a backup file being imported)', () => {
  it('gives the same records as checking the list whole, letting other work run between slices', async () => {
    const list = cards();
    const whole = exportReferences.body!.safeParse(list);
    expect(whole.success).toBe(true);

    const { result, turns } = await turnsGivenAway(() => checkListInSlices(cardList, list));
    expect(result).toEqual({ data: whole.data });
    // Other work ran between the slices (100 of 50 records), not only once the list was checked.
    expect(listSliceSize).toBe(50);
    expect(turns).toBeGreaterThanOrEqual(99);
  });

  it('names the first bad record by its place in the whole list', async () => {
    const list = cards();
    list[4321] = { ...list[4321]!, refLink: 'javascript:alert(1)' };
    list[4400] = { ...list[4400]!, refTitle: '' };
    const checked = await checkListInSlices(cardList, list);
    expect(checked).toMatchObject({ issue: { path: [4321, 'refLink'] } });
  });
});
