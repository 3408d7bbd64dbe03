import type { CountMatrix } from '../formats/counts';

/** What the kernels need of a count matrix: gene-major values and the samples that fix its width. */
export type Counts = Pick<CountMatrix, 'sampleNames' | 'values'>;

/** Genes × samples of a gene-major matrix; throws when the values do not fill whole rows. */
export function matrixShape(
  values: ArrayLike<number>,
  nSamples: number,
): { nGenes: number; nSamples: number } {
  if (nSamples < 1) throw new Error('The count matrix has no sample');
  if (values.length % nSamples !== 0) {
    throw new Error(
      `The count matrix has ${values.length} values, not a whole number of rows of ${nSamples} samples`,
    );
  }
  return { nGenes: values.length / nSamples, nSamples };
}
