import { describe, expect, it } from 'vitest';
import { parseRouteId } from '../../../src/app/route-params';

describe('parseRouteId', () => {
  it.each([
    ['12', 12],
    ['1', 1],
    ['012', null],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    ['1234567890123456', null],
  ])('%s → %s', (raw, id) => expect(parseRouteId(raw)).toBe(id));
});
