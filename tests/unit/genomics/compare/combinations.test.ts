import { describe, expect, it } from 'vitest';
import {
  degreeOf,
  idsOfMask,
  intersectionsOf,
  maskOfIds,
  parseComparedIds,
} from '../../../../genomics/compare/combinations';

describe('parseComparedIds', () => {
  it('keeps 2 to 4 distinct ids in the order given', () => {
    expect(parseComparedIds('7,3')).toEqual({ ids: [7, 3] });
    expect(parseComparedIds(' 1, 2 ,3,4')).toEqual({ ids: [1, 2, 3, 4] });
  });
  it('names what is wrong', () => {
    expect(parseComparedIds('1')).toEqual({ problem: 'count' });
    expect(parseComparedIds('1,2,3,4,5')).toEqual({ problem: 'count' });
    expect(parseComparedIds('1,2,1')).toEqual({ problem: 'duplicate' });
    expect(parseComparedIds('1,x')).toEqual({ problem: 'not_integers' });
    expect(parseComparedIds('1,2.5')).toEqual({ problem: 'not_integers' });
    expect(parseComparedIds('1,-2')).toEqual({ problem: 'not_integers' });
    expect(parseComparedIds('1,0')).toEqual({ problem: 'not_integers' });
    expect(parseComparedIds('1,,2')).toEqual({ problem: 'not_integers' });
    expect(parseComparedIds('1,99999999999')).toEqual({ problem: 'not_integers' });
  });
});

describe('masks', () => {
  const compared = [10, 20, 30];
  it('name a combination by its genolist ids, in any order', () => {
    expect(maskOfIds('10', compared)).toBe(0b001);
    expect(maskOfIds('30,10', compared)).toBe(0b101);
    expect(idsOfMask(0b101, compared)).toEqual([10, 30]);
  });
  it('refuse a genolist outside the comparison', () => {
    expect(maskOfIds('10,40', compared)).toBeNull();
    expect(maskOfIds('', compared)).toBeNull();
    expect(maskOfIds('a', compared)).toBeNull();
  });
  it('count their genolists', () => {
    expect([0, 1, 3, 7, 15, 0b1010].map(degreeOf)).toEqual([0, 1, 2, 3, 4, 2]);
  });
});

describe('intersectionsOf', () => {
  it('lists every combination with its direction split, largest first', () => {
    const result = intersectionsOf(
      [10, 20],
      [
        { mask: 1, same: true, count: 5 },
        { mask: 3, same: true, count: 4 },
        { mask: 3, same: false, count: 1 },
      ],
    );
    expect(result).toEqual([
      { genolists: [10], count: 5, same_direction: null, opposite_direction: null },
      { genolists: [10, 20], count: 5, same_direction: 4, opposite_direction: 1 },
      { genolists: [20], count: 0, same_direction: null, opposite_direction: null },
    ]);
  });
  it('has 2^n − 1 combinations', () => {
    expect(intersectionsOf([1, 2, 3, 4], [])).toHaveLength(15);
  });
});
