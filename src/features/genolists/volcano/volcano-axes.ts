import type { Guide } from '../../../gl/overlay';
import type { GeneFrame } from '../gene-frame';
import type { PlotKind } from './volcano-data';

/**
 * The decorations of the volcano and MA plots that follow from the settings alone: the guide
 * lines and the axis titles (as keys of the `volcano` namespace).
 */

/** Significance and fold-change lines (when shown), the zero line of the MA plot and the p = 0 line. */
export function thresholdGuides(
  kind: PlotKind,
  maxPadj: number,
  foldChange: number,
  lines: boolean,
  pZeroY: number | null,
  labels: { threshold: string; pZero: string },
): Guide[] {
  const fold = Math.log2(foldChange);
  const guides: Guide[] = [];
  if (kind === 'volcano') {
    if (lines)
      guides.push(
        { axis: 'y', value: -Math.log10(maxPadj), line: 'dashed', label: labels.threshold },
        { axis: 'x', value: -fold, line: 'dashed' },
        { axis: 'x', value: fold, line: 'dashed' },
      );
    if (pZeroY !== null) guides.push({ axis: 'y', value: pZeroY, line: 'dotted', label: labels.pZero });
  } else {
    guides.push({ axis: 'y', value: 0, line: 'solid' });
    if (lines)
      guides.push({ axis: 'y', value: -fold, line: 'dashed' }, { axis: 'y', value: fold, line: 'dashed' });
  }
  return guides;
}

/** The axis titles: the MA plot's x axis names the expression measure the results file gives. */
export function axisTitleKeys(kind: PlotKind, expressionKind: GeneFrame['expressionKind'] | undefined) {
  if (kind === 'volcano') return { x: 'axis.log2fc', y: 'axis.minusLog10Padj' } as const;
  return {
    x: expressionKind === 'ave_log_expr' ? 'axis.aveLogExpr' : 'axis.baseMean',
    y: 'axis.log2fc',
  } as const;
}
