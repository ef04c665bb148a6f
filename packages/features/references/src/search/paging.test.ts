import { describe, expect, it } from 'vitest';
import { isPastTheEnd, lastBlockStart, recordBlock } from './paging';

describe('recordBlock', () => {
  it('the first block of 596 records shows 1 to 200 and can only go forward', () => {
    expect(recordBlock(596, 0)).toEqual({
      total: 596,
      first: 1,
      last: 200,
      previousFrom: null,
      nextFrom: 200,
    });
  });

  it('a middle block can go both ways', () => {
    expect(recordBlock(596, 200)).toEqual({
      total: 596,
      first: 201,
      last: 400,
      previousFrom: 0,
      nextFrom: 400,
    });
  });

  it('the last block ends at the last record and can only go back', () => {
    expect(recordBlock(596, 400)).toEqual({
      total: 596,
      first: 401,
      last: 596,
      previousFrom: 200,
      nextFrom: null,
    });
  });

  it('a block that exactly fills the records has no next block', () => {
    expect(recordBlock(400, 200)).toEqual({
      total: 400,
      first: 201,
      last: 400,
      previousFrom: 0,
      nextFrom: null,
    });
    expect(recordBlock(200, 0).nextFrom).toBeNull();
    expect(recordBlock(201, 0).nextFrom).toBe(200);
  });

  it('fewer records than a block is one block', () => {
    expect(recordBlock(36, 0)).toEqual({ total: 36, first: 1, last: 36, previousFrom: null, nextFrom: null });
  });

  it('no records is an empty block with nowhere to go', () => {
    expect(recordBlock(0, 0)).toEqual({ total: 0, first: 0, last: 0, previousFrom: null, nextFrom: null });
  });

  it('a start past the end is read as the last block', () => {
    expect(recordBlock(596, 1000)).toMatchObject({ first: 401, last: 596, nextFrom: null });
  });

  it('takes other block sizes', () => {
    expect(recordBlock(25, 10, 10)).toEqual({
      total: 25,
      first: 11,
      last: 20,
      previousFrom: 0,
      nextFrom: 20,
    });
  });
});

describe('lastBlockStart and isPastTheEnd', () => {
  it('finds the start of the last block', () => {
    expect(lastBlockStart(596)).toBe(400);
    expect(lastBlockStart(400)).toBe(200);
    expect(lastBlockStart(1)).toBe(0);
    expect(lastBlockStart(0)).toBe(0);
  });

  it('tells a start past the records apart from one inside them', () => {
    expect(isPastTheEnd(596, 600)).toBe(true);
    expect(isPastTheEnd(596, 400)).toBe(false);
    expect(isPastTheEnd(0, 0)).toBe(false);
  });
});
