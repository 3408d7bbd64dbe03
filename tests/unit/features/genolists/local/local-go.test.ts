import { describe, expect, it } from 'vitest';
import type { GoTerm } from '../../../../../genomics/formats/go';
import { goValuesOfTerms } from '../../../../../src/features/genolists/local/local-go';

/** A GO table added to a result on this device, shaped and ordered as the server answers an imported list's. */

const term = (go_id: string, padj: number | null, pvalue: number | null): GoTerm => ({
  go_id,
  term: `term ${go_id}`,
  ontology: 'BP',
  count: 3,
  term_size: 50,
  pvalue,
  padj,
  genes: ['ALB', 'APOA1', 'TTR'],
});

describe('goValuesOfTerms', () => {
  it('orders by adjusted p, then p, missing values last, then file order', () => {
    const values = goValuesOfTerms(
      [
        term('GO:1', null, 0.001),
        term('GO:2', 0.01, 0.001),
        term('GO:3', 0.001, 0.0001),
        term('GO:4', 0.01, 0.0005),
        term('GO:5', null, null),
        term('GO:6', null, 0.001),
      ],
      -42,
    );
    expect(values.map((value) => value.go_id)).toEqual(['GO:3', 'GO:4', 'GO:2', 'GO:1', 'GO:6', 'GO:5']);
  });

  it('gives each term the fields the GO tab reads', () => {
    const [value] = goValuesOfTerms([term('GO:0006953', 1e-4, 1e-6)], -42);
    expect(value).toEqual({
      id: 1,
      genolist_id: -42,
      go_id: 'GO:0006953',
      go_term: 'term GO:0006953',
      goref: { id: 1, term: 'GO:0006953', description: 'term GO:0006953', ontology: 'BP' },
      count: 3,
      nb_genes_in_term: 50,
      pvalue: 1e-6,
      pvalue_adj: 1e-4,
      genes_in_term: ['ALB', 'APOA1', 'TTR'],
    });
  });
});
