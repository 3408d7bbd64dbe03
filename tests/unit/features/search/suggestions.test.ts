import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../../src/features/search/api/search';
import { suggestionsOf } from '../../../../src/features/search/suggestions';

describe('the header search suggestions', () => {
  it('groups genes, then gene lists, then projects, leaving empty groups out; a gene counts where it is called', () => {
    const result: SearchResult = {
      query: 'klk3',
      projects: [],
      genolists: [{ id: 3, name: 'KLK3 targets', project: { id: 1, name: 'LNCaP' } }],
      genes: [
        {
          id: 12,
          gene_id: 'ENSG00000142515',
          symbol: 'KLK3',
          description: 'kallikrein related peptidase 3',
          genolists: [
            {
              genolist: {
                id: 3,
                name: 'DHT vs control',
                type_genolist: 'DE',
                pvalue_cutoff: 0.05,
                fold_change_cutoff: 1.5,
              },
              project: { id: 1, name: 'LNCaP' },
              comparison: null,
              log2_fold_change: 2.1,
              pvalue: 1e-11,
              padj: 1e-9,
              significant: true,
              direction: 'up',
            },
            {
              genolist: {
                id: 4,
                name: 'Liver vs Kidney',
                type_genolist: 'DE',
                pvalue_cutoff: 0.05,
                fold_change_cutoff: 1.5,
              },
              project: { id: 2, name: 'Marioni' },
              comparison: null,
              log2_fold_change: 0.1,
              pvalue: 0.6,
              padj: 0.8,
              significant: false,
              direction: null,
            },
          ],
        },
      ],
    };
    const groups = suggestionsOf(result);
    expect(groups.map((g) => g.kind)).toEqual(['genes', 'genolists']);
    expect(groups[0]?.items[0]).toMatchObject({
      key: 'gene:12',
      title: 'KLK3',
      detail: 'ENSG00000142515 · kallikrein related peptidase 3',
      called: 1,
      held: 2,
      target: { to: '/genes/$geneId', params: { geneId: 12 } },
    });
    expect(groups[1]?.items[0]).toMatchObject({ title: 'KLK3 targets', detail: 'LNCaP' });
    expect(suggestionsOf(undefined)).toEqual([]);
  });
});
