import type { TFunction } from 'i18next';
import { isCalled, minAbsLog2fc } from '../../../../genomics/significance';
import type { GeneFrame } from '../gene-frame';
import type { LocalResultOrigin } from './local-results-store';

/** How a result on this device was obtained, in a sentence of the interface's language. */
export function originText(
  origin: LocalResultOrigin,
  tl: TFunction<'local'>,
  formatted: (n: number) => string,
): string {
  if (origin.kind === 'table')
    return [
      origin.dialect
        ? tl('fromTable', { tool: origin.dialect, file: origin.file })
        : tl('fromMappedTable', { file: origin.file }),
      origin.padjComputed ? tl('padjComputed') : null,
    ]
      .filter(Boolean)
      .join(' ');
  const comparison = tl('comparison', {
    factor: origin.factor,
    numerator: origin.numerator,
    reference: origin.reference,
  });
  return [
    tl('fromLimmaVoom', { counts: origin.countsFile, samples: origin.samplesFile, comparison }),
    origin.covariates.length > 0 ? tl('covariates', { names: origin.covariates.join(', ') }) : null,
    origin.filtered
      ? tl('filtered', {
          count: origin.genesInput,
          kept: formatted(origin.genesAnalysed),
          total: formatted(origin.genesInput),
        })
      : tl('unfiltered', { count: origin.genesInput, total: formatted(origin.genesInput) }),
  ]
    .filter(Boolean)
    .join(' ');
}

/** Genes up and down at the default cutoffs (adjusted p ≤ `maxPadj`, fold change ≥ `minFoldChange`). */
export function regulatedCounts(
  frame: GeneFrame,
  maxPadj: number,
  minFoldChange: number,
): { up: number; down: number } {
  const minLog = minAbsLog2fc(minFoldChange);
  let up = 0;
  let down = 0;
  for (let i = 0; i < frame.n; i++) {
    const lfc = frame.log2fc[i] as number;
    if (!isCalled(lfc, frame.padj[i] as number, maxPadj, minLog)) continue;
    if (lfc > 0) up++;
    else if (lfc < 0) down++;
  }
  return { up, down };
}
