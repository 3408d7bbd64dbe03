/**
 * The import kernels on the two real archives, against the values R computed from the same
 * files (tests/fixtures/reference_SLC00N.json). The reference is rounded to 10 significant digits.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { correlationPairs } from '../../../../../genomics/compute/correlation-pairs';
import { expression } from '../../../../../genomics/compute/expression';
import { genesDetected, librarySizes } from '../../../../../genomics/compute/library-stats';
import { type PcaResult, pca } from '../../../../../genomics/compute/pca';
import {
  type SampleCorrelation,
  sampleCorrelation,
} from '../../../../../genomics/compute/sample-correlation';
import { sizeFactors } from '../../../../../genomics/compute/size-factors';
import type { CountMatrix } from '../../../../../server/imports/archive-types';
import { significantCounts } from '../../../../../server/imports/compute/significant-counts';

const root = join(import.meta.dirname, '../../../../..');

interface Reference {
  samples: string[];
  library_size: Record<string, number>;
  genes_detected: Record<string, number>;
  size_factors: Record<string, number>;
  pca: {
    n_genes_nonzero_variance: number;
    n_genes_used: number;
    variance_of_500th_gene: number;
    variance_of_501st_gene: number;
    variance_explained: Record<string, number>;
    coordinates: Record<'PC1' | 'PC2', Record<string, number>>;
  };
  correlation: {
    n_genes: number;
    sample_names: string[];
    matrix: number[][];
    pairs: { total: number; strong: number; moderate: number; weak: number };
    min_pair: number;
    max_pair: number;
  };
  heatmap: { gene_ids: string[]; expression: number[][] };
  significant_counts: {
    results: string;
    n_rows: number;
    n_padj_missing: number;
    n_pvalue_missing: number;
    n_pvalue_zero: number;
    'n_padj_le_0.05': number;
    by_fold_change: Record<string, { up: number; down: number; total: number }>;
  }[];
}

interface Results {
  log2fc: Float64Array;
  pvalue: Float64Array;
  padj: Float64Array;
}

async function entry(zip: JSZip, name: string): Promise<string> {
  const file = zip.file(name);
  if (!file) throw new Error(`${name} is not in the archive`);
  return file.async('string');
}

function lines(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line !== '');
}

/** counts.tsv: gene_id, gene_symbol, then one integer column per sample. */
function parseCounts(text: string): CountMatrix {
  const [header = '', ...rows] = lines(text);
  const sampleNames = header.split('\t').slice(2);
  const n = sampleNames.length;
  const values = new Float64Array(rows.length * n);
  const geneIds: string[] = [];
  const symbols: (string | null)[] = [];
  rows.forEach((row, g) => {
    const cells = row.split('\t');
    geneIds.push(cells[0] as string);
    symbols.push(cells[1] || null);
    for (let s = 0; s < n; s++) values[g * n + s] = Number(cells[s + 2]);
  });
  return { geneIds, symbols, sampleNames, values };
}

/** A results table (DESeq2 .tsv or edgeR .csv), the three columns the counts need. */
function parseResults(text: string, separator: string): Results {
  const [header = '', ...rows] = lines(text);
  const columns = header.split(separator);
  const index = (...names: string[]) => {
    const i = columns.findIndex((c) => names.includes(c));
    if (i < 0) throw new Error(`No column ${names.join(' or ')}`);
    return i;
  };
  const [lfc, p, q] = [index('log2FoldChange', 'logFC'), index('pvalue', 'PValue'), index('padj', 'FDR')];
  const column = (i: number) =>
    Float64Array.from(rows, (row) => {
      const cell = row.split(separator)[i];
      return cell === 'NA' || cell === '' ? Number.NaN : Number(cell);
    });
  return { log2fc: column(lfc), pvalue: column(p), padj: column(q) };
}

function expectRelative(actual: number, expected: number, tolerance: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.abs(expected));
}

describe.each(['SLC001', 'SLC002'])('import kernels on %s match R', (library) => {
  const ref = JSON.parse(
    readFileSync(join(root, `tests/fixtures/reference_${library}.json`), 'utf8'),
  ) as Reference;
  let counts: CountMatrix;
  let results: Results[];
  let factors: Float64Array;
  let expr: Float64Array;
  let pcaResult: PcaResult;
  let correlation: SampleCorrelation;

  beforeAll(async () => {
    const zip = await JSZip.loadAsync(readFileSync(join(root, `demo/export_for_genoapp_${library}.zip`)));
    counts = parseCounts(await entry(zip, 'counts.tsv'));
    results = await Promise.all(
      ref.significant_counts.map(async (c) =>
        parseResults(await entry(zip, c.results), c.results.endsWith('.csv') ? ',' : '\t'),
      ),
    );
    factors = sizeFactors(counts);
    expr = expression(counts, factors);
    pcaResult = pca(expr, counts.geneIds.length, ref.samples.length, { top: 500 });
    correlation = sampleCorrelation(expr, counts);
  });

  it('reads the samples in the reference order', () => {
    expect(counts.sampleNames).toEqual(ref.samples);
  });

  it('gives library sizes and genes detected exactly', () => {
    expect(Array.from(librarySizes(counts))).toEqual(ref.samples.map((s) => ref.library_size[s]));
    expect(Array.from(genesDetected(counts))).toEqual(ref.samples.map((s) => ref.genes_detected[s]));
  });

  it('gives DESeq2 size factors to 1e-6 relative', () => {
    ref.samples.forEach((s, i) => {
      expectRelative(factors[i] as number, ref.size_factors[s] as number, 1e-6);
    });
  });

  it('gives log2(count / size factor + 1) for the heatmap genes', () => {
    const n = ref.samples.length;
    const row = new Map(counts.geneIds.map((id, g) => [id, g]));
    ref.heatmap.gene_ids.forEach((id, k) => {
      const g = row.get(id) as number;
      ref.heatmap.expression[k]?.forEach((value, s) => {
        expect(expr[g * n + s]).toBeCloseTo(value, 8);
      });
    });
  });

  it('selects the PCA genes like R', () => {
    expect(pcaResult.nGenesNonzeroVariance).toBe(ref.pca.n_genes_nonzero_variance);
    expect(pcaResult.nGenesUsed).toBe(ref.pca.n_genes_used);
    expectRelative(pcaResult.varianceOfLastGeneUsed as number, ref.pca.variance_of_500th_gene, 1e-8);
    expectRelative(pcaResult.varianceOfFirstGeneLeftOut as number, ref.pca.variance_of_501st_gene, 1e-8);
  });

  it('gives prcomp variance explained to 1e-4 percentage points', () => {
    expect(pcaResult.nComponents).toBe(ref.samples.length);
    Object.values(ref.pca.variance_explained).forEach((percent, c) => {
      expect(Math.abs((pcaResult.varianceExplained[c] as number) - percent)).toBeLessThanOrEqual(1e-4);
    });
    const total = pcaResult.varianceExplained.reduce((sum, v) => sum + v, 0);
    expect(total).toBeCloseTo(100, 10);
  });

  it('gives prcomp coordinates on PC1 and PC2 up to a sign per component', () => {
    const n = ref.samples.length;
    (['PC1', 'PC2'] as const).forEach((pc, c) => {
      const expected = ref.samples.map((s) => ref.pca.coordinates[pc][s] as number);
      const actual = Array.from(pcaResult.scores.subarray(c * n, (c + 1) * n));
      const sign = Math.sign(actual[0] as number) * Math.sign(expected[0] as number);
      actual.forEach((value, s) => {
        expectRelative(sign * value, expected[s] as number, 1e-6);
      });
    });
  });

  it('gives the Pearson correlation matrix to 1e-6 relative', () => {
    const n = ref.samples.length;
    expect(ref.correlation.sample_names).toEqual(ref.samples);
    expect(correlation.nGenes).toBe(ref.correlation.n_genes);
    ref.correlation.matrix.forEach((row, i) => {
      row.forEach((r, j) => {
        expectRelative(correlation.matrix[i * n + j] as number, r, 1e-6);
      });
    });
  });

  it('counts correlation pairs like R', () => {
    const pairs = correlationPairs(correlation.matrix, ref.samples);
    expect(pairs).toMatchObject({ ...ref.correlation.pairs, missing: 0 });
    expectRelative(pairs.minPair?.r as number, ref.correlation.min_pair, 1e-6);
    expectRelative(pairs.maxPair?.r as number, ref.correlation.max_pair, 1e-6);
  });

  it('counts significant genes exactly', () => {
    ref.significant_counts.forEach((expected, k) => {
      const actual = significantCounts(results[k] as Results, [1.2, 1.5, 2]);
      expect({
        n_rows: actual.nRows,
        n_padj_missing: actual.nPadjMissing,
        n_pvalue_missing: actual.nPvalueMissing,
        n_pvalue_zero: actual.nPvalueZero,
        'n_padj_le_0.05': actual.nPadjLe005,
        by_fold_change: Object.fromEntries(
          actual.byFoldChange.map(({ foldChange, up, down, total }) => [
            String(foldChange),
            { up, down, total },
          ]),
        ),
      }).toEqual({
        n_rows: expected.n_rows,
        n_padj_missing: expected.n_padj_missing,
        n_pvalue_missing: expected.n_pvalue_missing,
        n_pvalue_zero: expected.n_pvalue_zero,
        'n_padj_le_0.05': expected['n_padj_le_0.05'],
        by_fold_change: expected.by_fold_change,
      });
    });
  });
});
