/**
 * A sequence distribution when the archive has none. A pipeline's own file can split reads into
 * mapped, unmapped, intronic, intergenic…; the counts only hold the reads assigned to genes,
 * so that is all this derives: per sample, the reads assigned to genes (summing to the library
 * size), split by the biotype of the gene in the archive's genes file. Nothing is estimated
 * for reads the counts do not contain. `DERIVED_SEQUENCE_DISTRIBUTION_RULE` names it.
 *
 * Biotypes are grouped so Ensembl and NCBI annotations give the same few categories:
 * - `protein_coding`: protein_coding (Ensembl), protein-coding (NCBI);
 * - `lncRNA`: lncRNA and the older Ensembl names merged into it (lincRNA, antisense,
 *   sense_intronic, sense_overlapping, 3prime_overlapping_ncRNA, bidirectional_promoter_lncRNA,
 *   macro_lncRNA);
 * - `pseudogene`: any biotype naming a pseudogene (Ensembl *_pseudogene, NCBI pseudo);
 * - `other_biotype`: any other biotype given (snoRNA, miRNA, NCBI's mixed "ncRNA", …);
 * - `no_biotype`: genes absent from the genes file or with an empty biotype, and every gene
 *   when there is no genes file.
 *
 * Input: the count matrix (gene-major, finite, non-negative) and the genes file's rows or null.
 * Output: rows {sample, category, reads}, samples in matrix order, categories in the order
 * above, a category listed only when at least one gene of the matrix falls in it (then for
 * every sample, even with 0 reads).
 */

import { matrixShape } from '../../../genomics/compute/counts-shape';
import type { CountMatrix, GeneAnnotation, SequenceDistributionRow } from '../archive-types';

export const DERIVED_SEQUENCE_CATEGORIES = [
  'protein_coding',
  'lncRNA',
  'pseudogene',
  'other_biotype',
  'no_biotype',
] as const;

/** The rule as stored with the project; readers word it (reads assigned to genes, by biotype). */
export const DERIVED_SEQUENCE_DISTRIBUTION_RULE = { code: 'assigned_reads_by_biotype' } as const;

const LNCRNA_BIOTYPES = new Set([
  'lncrna',
  'lincrna',
  'antisense',
  'sense_intronic',
  'sense_overlapping',
  '3prime_overlapping_ncrna',
  'bidirectional_promoter_lncrna',
  'macro_lncrna',
]);

function categoryOf(biotype: string | null | undefined): number {
  const b = biotype?.trim().toLowerCase() ?? '';
  if (b === '') return 4;
  if (b === 'protein_coding' || b === 'protein-coding') return 0;
  if (LNCRNA_BIOTYPES.has(b)) return 1;
  if (b.includes('pseudo')) return 2;
  return 3;
}

export function deriveSequenceDistribution(
  m: Pick<CountMatrix, 'geneIds' | 'sampleNames' | 'values'>,
  genes: readonly GeneAnnotation[] | null,
): SequenceDistributionRow[] {
  const { nGenes, nSamples } = matrixShape(m.values, m.sampleNames.length);
  const biotypes = new Map<string, string | null>();
  for (const gene of genes ?? []) biotypes.set(gene.geneId, gene.biotype);

  const nCategories = DERIVED_SEQUENCE_CATEGORIES.length;
  const reads = new Float64Array(nCategories * nSamples);
  const present = new Uint8Array(nCategories);
  for (let g = 0, row = 0; g < nGenes; g++, row += nSamples) {
    const c = categoryOf(biotypes.get(m.geneIds[g] as string));
    present[c] = 1;
    for (let s = 0; s < nSamples; s++) {
      reads[c * nSamples + s] = (reads[c * nSamples + s] as number) + (m.values[row + s] as number);
    }
  }
  const rows: SequenceDistributionRow[] = [];
  for (let s = 0; s < nSamples; s++) {
    for (let c = 0; c < nCategories; c++) {
      if (!present[c]) continue;
      rows.push({
        sample: m.sampleNames[s] as string,
        category: DERIVED_SEQUENCE_CATEGORIES[c] as string,
        reads: reads[c * nSamples + s] as number,
      });
    }
  }
  return rows;
}
