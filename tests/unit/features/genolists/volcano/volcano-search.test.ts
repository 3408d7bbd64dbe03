import { describe, expect, it } from 'vitest';
import {
  nextGenolistSearch,
  parseGenolistSearch,
} from '../../../../../src/features/genolists/genolist-search';
import { volcanoView } from '../../../../../src/features/genolists/volcano/volcano-search';

describe('volcano settings in the URL', () => {
  it('keeps valid thresholds (a chosen default too) and the MA plot, as numbers or text', () => {
    expect(parseGenolistSearch({ vp: '0.01', vfc: 2, vplot: 'ma' })).toEqual({
      vp: 0.01,
      vfc: 2,
      vplot: 'ma',
    });
    expect(parseGenolistSearch({ vp: 0.05, vfc: '1.5', vplot: 'volcano' })).toEqual({
      vp: 0.05,
      vfc: 1.5,
    });
    expect(parseGenolistSearch({ vp: 0.2, vfc: 'x' })).toEqual({});
    expect(parseGenolistSearch({ vp: [0.01], vfc: null, vplot: { ma: true } })).toEqual({});
  });

  it('keeps the expert options only in expert mode', () => {
    const raw = { vshow: 'deg', vreg: 'up', vlabels: 'off', vlines: 'off' };
    expect(parseGenolistSearch(raw)).toEqual({});
    expect(parseGenolistSearch({ mode: 'expert', ...raw })).toEqual({ mode: 'expert', ...raw });
    expect(parseGenolistSearch({ mode: 'expert', vreg: 'sideways' })).toEqual({ mode: 'expert' });
  });

  it('fills in the defaults: p 0.05, fold change 1.5×, volcano, labels in expert mode only', () => {
    expect(volcanoView({}, false)).toEqual({
      kind: 'volcano',
      maxPadj: 0.05,
      foldChange: 1.5,
      degsOnly: false,
      regulation: 'all',
      labels: false,
      lines: true,
    });
    expect(volcanoView({}, true).labels).toBe(true);
    expect(volcanoView({ vlabels: 'off' }, true).labels).toBe(false);
  });

  it('travels with the genolist view, and leaving expert mode drops the expert options', () => {
    const search = parseGenolistSearch({ tab: 'plots', mode: 'expert', vp: 0.1, vreg: 'down', vplot: 'ma' });
    expect(search).toMatchObject({ tab: 'plots', vp: 0.1, vreg: 'down', vplot: 'ma' });
    const simple = nextGenolistSearch(search, { mode: undefined });
    expect(simple).toEqual({ tab: 'plots', vp: 0.1, vplot: 'ma' });
    expect(nextGenolistSearch(simple, { vp: undefined })).toEqual({ tab: 'plots', vplot: 'ma' });
  });
});
