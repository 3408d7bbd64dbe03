import { describe, expect, it } from 'vitest';
import type { GoValue } from '../../../../../src/features/genolists/api/get-go-values';
import {
  GO_BAR_RIGHT,
  type GoBarLayout,
  goBarLayout,
  goBarOntologies,
  MIN_BARS,
} from '../../../../../src/features/genolists/go/go-bar-layout';
import {
  goBarTerms,
  goDotTerms,
  minusLog10,
  truncateLabel,
} from '../../../../../src/features/genolists/go/go-chart-terms';

let next = 0;
function term(count: number, size: number | null, padj: number | null, name = `term ${count}`): GoValue {
  next += 1;
  return {
    id: next,
    genolist_id: 1,
    go_id: `GO:${String(next).padStart(7, '0')}`,
    go_term: name,
    goref: { id: next, term: `GO:${next}`, description: name, ontology: 'BP' },
    count,
    nb_genes_in_term: size,
    pvalue: padj,
    pvalue_adj: padj,
    genes_in_term: [],
  };
}

describe('GO dot plot terms', () => {
  it('keeps the 10 most significant terms, ranked by gene ratio, ties by adjusted p, skipping terms without a size', () => {
    const terms = [
      term(5, 100, 0.01, 'a'), // ratio 0.05
      term(10, 20, 0.004, 'b'), // 0.5
      term(4, 8, 0.001, 'c'), // 0.5, more significant than b
      term(1, 1, 0.9, 'one gene, not enriched'), // ratio 1 but the least significant
      term(3, null, 1e-10, 'no size'),
      term(2, 0, 1e-10, 'empty term'),
      ...Array.from({ length: 12 }, (_, index) => term(1, 50 + index, 0.02)),
    ];
    const dots = goDotTerms(terms);
    expect(dots).toHaveLength(10);
    expect(dots.map((dot) => dot.term.go_term).slice(0, 3)).toEqual(['c', 'b', 'a']);
    expect(dots[0]?.ratio).toBe(0.5);
    const names = dots.map((dot) => dot.term.go_term);
    for (const left of ['one gene, not enriched', 'no size', 'empty term']) expect(names).not.toContain(left);
  });
});

describe('GO bar terms', () => {
  it('keeps the 15 most significant, missing p last', () => {
    const terms = [
      term(1, 10, null, 'missing'),
      ...Array.from({ length: 20 }, (_, i) => term(i, 100, 10 ** -i)),
    ];
    const bars = goBarTerms(terms);
    expect(bars).toHaveLength(15);
    expect(bars[0]?.pvalue_adj).toBe(10 ** -19);
    expect(bars.some((bar) => bar.go_term === 'missing')).toBe(false);
  });
});

describe('labels', () => {
  it('cuts at 28 characters with an ellipsis, and leaves shorter labels alone', () => {
    const long = 'regulation of transcription by RNA polymerase II';
    expect(truncateLabel(long)).toBe('regulation of transcription…');
    expect([...truncateLabel(long)]).toHaveLength(28);
    expect(truncateLabel('cell cycle')).toBe('cell cycle');
    expect(truncateLabel('x'.repeat(28))).toBe('x'.repeat(28));
  });

  it('draws p = 0 at the cap and refuses what is not a p-value', () => {
    expect(minusLog10(0.001)).toBeCloseTo(3, 12);
    expect(minusLog10(0)).toBe(300);
    expect(minusLog10(null)).toBeNull();
    expect(minusLog10(-1)).toBeNull();
  });
});

describe('the GO bar chart layout', () => {
  it('is nothing until the chart is measured', () => {
    expect(goBarLayout(0)).toBeNull();
    expect(goBarLayout(Number.NaN)).toBeNull();
  });

  it('always leaves the bars their room, the names giving way on a narrow chart', () => {
    for (let width = 200; width <= 1600; width += 10) {
      const layout = goBarLayout(width) as GoBarLayout;
      expect(layout.left + layout.bars + GO_BAR_RIGHT).toBe(width);
      expect(layout.bars).toBeGreaterThanOrEqual(MIN_BARS);
      expect(layout.chars).toBeGreaterThanOrEqual(3);
      expect(layout.ticks).toBeGreaterThanOrEqual(2);
      expect(layout.bars / layout.ticks).toBeGreaterThanOrEqual(MIN_BARS / 2);
    }
    // A phone and a wide card keep their names' room.
    expect(goBarLayout(342)).toMatchObject({ left: 138, chars: 19 });
    expect(goBarLayout(1000)).toMatchObject({ left: 320, chars: 46 });
  });

  it('names every ontology of the bars in its legend, and terms without one', () => {
    expect(goBarOntologies(['MF', 'BP', 'BP', 'CC'])).toEqual(['BP', 'CC', 'MF']);
    expect(goBarOntologies(['BP', null, 'MF'])).toEqual(['BP', 'MF', null]);
    expect(goBarOntologies([])).toEqual([]);
  });
});
