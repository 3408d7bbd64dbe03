/**
 * The heatmap's genes (top-N DEGs) on SLC001's first comparison, against the genes R chose
 * (tests/fixtures/reference_SLC001.json, `definitions.heatmap`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseResults } from '../../../../genomics/formats/results';
import type { ResultsTable } from '../../../../server/imports/archive-types';
import { topDegs } from '../../../../workers/kernels/top-degs';

const root = join(import.meta.dirname, '../../../..');

interface HeatmapReference {
  results: string;
  n_significant: number;
  n_genes: number;
  gene_ids: string[];
}

const reference = JSON.parse(readFileSync(join(root, 'tests/fixtures/reference_SLC001.json'), 'utf8')) as {
  heatmap: HeatmapReference;
};
let table: ResultsTable;

beforeAll(async () => {
  const zip = await JSZip.loadAsync(readFileSync(join(root, 'demo/export_for_genoapp_SLC001.zip')));
  const file = zip.file(reference.heatmap.results);
  if (!file) throw new Error(`${reference.heatmap.results} missing from the SLC001 archive`);
  table = parseResults(reference.heatmap.results, await file.async('string'));
});

describe('topDegs on SLC001 (DHT vs control)', () => {
  it('picks the same 50 genes, in the same order, as the reference', () => {
    const rows = topDegs(table.log2fc, table.padj, reference.heatmap.n_genes);
    expect([...rows].map((row) => table.geneIds[row])).toEqual(reference.heatmap.gene_ids);
  });

  it('counts as many significant genes as the reference when asked for all of them', () => {
    expect(topDegs(table.log2fc, table.padj, Number.MAX_SAFE_INTEGER)).toHaveLength(
      reference.heatmap.n_significant,
    );
  });
});

describe('topDegs', () => {
  const nan = Number.NaN;
  const log2fc = Float64Array.of(1, -3, 3, 2, nan, 5, -3);
  const padj = Float64Array.of(0.01, 0, 0.05, 0.2, 0.001, nan, 0.04);

  it('keeps padj ≤ 0.05 (p = 0 included, missing excluded), by |log2FC| descending, ties in file order', () => {
    expect([...topDegs(log2fc, padj, 10)]).toEqual([1, 2, 6, 0, 4]);
  });

  it('stops at the count asked for', () => {
    expect([...topDegs(log2fc, padj, 2)]).toEqual([1, 2]);
    expect(topDegs(log2fc, padj, 0)).toHaveLength(0);
  });
});
