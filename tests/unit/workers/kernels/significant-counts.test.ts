/**
 * The genes table's filter and the volcano's colour bins on both real archives, against the
 * counts R made (tests/fixtures/reference_SLC00x.json, `significant_counts`): for each
 * fold-change threshold the app offers, the genes with padj ≤ 0.05 and |log2FC| ≥ log2(fold change), up and down.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseResults } from '../../../../genomics/formats/results';
import type { ResultsTable } from '../../../../server/imports/archive-types';
import { countRegulation, selectGenes } from '../../../../workers/kernels/genes-filter';
import { regulationCounts, volcanoBins } from '../../../../workers/kernels/volcano-bins';

const root = join(import.meta.dirname, '../../../..');

interface SignificantCounts {
  results: string;
  n_rows: number;
  n_padj_missing: number;
  'n_padj_le_0.05': number;
  by_fold_change: Record<string, { up: number; down: number; total: number }>;
}

for (const library of ['SLC001', 'SLC002']) {
  const [counts] = JSON.parse(readFileSync(join(root, `tests/fixtures/reference_${library}.json`), 'utf8'))
    .significant_counts as SignificantCounts[];
  if (!counts) throw new Error(`no significant_counts in reference_${library}.json`);
  let table: ResultsTable;

  beforeAll(async () => {
    const zip = await JSZip.loadAsync(readFileSync(join(root, `demo/export_for_genoapp_${library}.zip`)));
    table = parseResults(
      counts.results,
      await (zip.file(counts.results) as JSZip.JSZipObject).async('string'),
    );
  });

  describe(`significant genes of ${library}`, () => {
    const columns = () => ({
      n: table.geneIds.length,
      expression: table.baseMean,
      log2fc: table.log2fc,
      pvalue: table.pvalue,
      padj: table.padj,
      searchKey: table.geneIds.map((id, i) => `${table.symbols[i] ?? ''}\t${id}`.toLowerCase()),
    });
    const everyRow = () => Uint32Array.from(table.geneIds, (_, i) => i);

    it('reads every row, and keeps the missing adjusted p-values missing', () => {
      expect(table.geneIds).toHaveLength(counts.n_rows);
      expect(table.padj.filter(Number.isNaN)).toHaveLength(counts.n_padj_missing);
      const significant = selectGenes(columns(), everyRow(), {
        maxPadj: 0.05,
        minAbsLog2fc: null,
        regulation: 'all',
        search: '',
      });
      expect(significant).toHaveLength(counts['n_padj_le_0.05']);
    });

    it.each(Object.keys(counts.by_fold_change))('counts R’s up and down genes at fold change %s', (fold) => {
      const expected = counts.by_fold_change[fold] as { up: number; down: number; total: number };
      const minAbsLog2fc = Math.log2(Number(fold));
      const rows = selectGenes(columns(), everyRow(), {
        maxPadj: 0.05,
        minAbsLog2fc,
        regulation: 'all',
        search: '',
      });
      expect(rows).toHaveLength(expected.total);
      expect(countRegulation(table.log2fc, rows)).toEqual({ up: expected.up, down: expected.down });
      const legend = regulationCounts(
        volcanoBins(table.log2fc, table.padj, { maxPadj: 0.05, minAbsLog2fc }).counts,
      );
      expect(legend).toEqual({ up: expected.up, down: expected.down });
    });
  });
}
