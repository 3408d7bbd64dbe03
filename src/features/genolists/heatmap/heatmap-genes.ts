import { topDegs } from '../../../../workers/kernels/top-degs';
import type { GeneFrame } from '../gene-frame';
import { HEATMAP_ALL_GENES, type HeatmapView } from './heatmap-search';

/**
 * The gene reference ids the heatmap shows, in order: the genes selected on the volcano as
 * picked, or the top DEGs (adjusted p ≤ 0.05, largest |log2FC| first), at most
 * `maxGenes` (every one up to HEATMAP_ALL_GENES with 'all').
 */
export function heatmapGeneIds(
  frame: Pick<GeneFrame, 'geneRefId' | 'log2fc' | 'padj'>,
  view: Pick<HeatmapView, 'source' | 'maxGenes'>,
  selected: readonly number[],
): number[] {
  const limit = view.maxGenes === 'all' ? HEATMAP_ALL_GENES : view.maxGenes;
  if (view.source === 'selected') return selected.slice(0, limit);
  return Array.from(topDegs(frame.log2fc, frame.padj, limit), (row) => frame.geneRefId[row] as number);
}
