import { keptCountAnalysis } from '../../genomics/compute/count-analysis';
import type { SampleFactor } from '../../genomics/formats/sample-sheet';
import type { LocalCounts } from '../../src/features/genolists/local/local-results-store';

/**
 * A count matrix kept on the device with a result (`LocalCounts`), as the results screen keeps
 * one: its sample sheet read from `samples.csv` (a header line, then one line a sample in the
 * matrix's order) and the analysis computed from its counts.
 */
export function localCounts({
  samples,
  geneIds,
  symbols = geneIds.map(() => null),
  values,
  factors,
  frameGenes = Int32Array.from(geneIds.keys()),
}: {
  samples: string[];
  geneIds: string[];
  symbols?: (string | null)[];
  /** Gene-major, `values[g * samples.length + s]`. */
  values: Float64Array;
  factors: SampleFactor[];
  /** The matrix row of each of the result's genes: every row when not given. */
  frameGenes?: Int32Array;
}): LocalCounts {
  return {
    geneIds,
    symbols,
    sampleNames: samples,
    values,
    sheet: {
      file: 'samples.csv',
      sampleColumn: 'sample',
      samples,
      lines: samples.map((_, index) => index + 2),
      headerLine: 1,
      factors,
    },
    frameGenes,
    analysis: keptCountAnalysis({ sampleNames: samples, values: values.slice() }),
  };
}

/** The factors of four samples, two livers then two kidneys, the last one's run left empty. */
export const TISSUE_AND_RUN: SampleFactor[] = [
  {
    name: 'tissue',
    values: ['Liver', 'Liver', 'Kidney', 'Kidney'],
    levels: ['Liver', 'Kidney'],
    numeric: false,
  },
  { name: 'run', values: ['r1', 'r2', 'r1', null], levels: ['r1', 'r2'], numeric: false },
];
