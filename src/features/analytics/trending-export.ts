import type { ExportColumn } from '../../lib/export';
import type { TrendingGene } from './api/get-trending-genes';

/**
 * The trending genes table as a file: one row per gene, every number unrounded, the projects
 * as 'name (genolists); …'.
 */
export const TRENDING_COLUMNS: readonly ExportColumn<TrendingGene>[] = [
  { key: 'rank', label: 'rank', value: (g) => g.rank },
  { key: 'symbol', label: 'symbol', value: (g) => g.symbol },
  { key: 'gene_id', label: 'gene_id', value: (g) => g.gene_id },
  { key: 'description', label: 'description', value: (g) => g.description },
  { key: 'frequency', label: 'frequency', value: (g) => g.frequency },
  { key: 'up', label: 'up', value: (g) => g.up },
  { key: 'down', label: 'down', value: (g) => g.down },
  { key: 'avg_log2_fold_change', label: 'avg_log2_fold_change', value: (g) => g.avg_fold_change },
  { key: 'avg_padj', label: 'avg_padj', value: (g) => g.avg_pvalue },
  { key: 'significance', label: 'significance', value: (g) => g.significance },
  { key: 'project_count', label: 'project_count', value: (g) => g.project_count },
  {
    key: 'projects',
    label: 'projects',
    value: (g) => g.projects.map((p) => `${p.name} (${p.frequency})`).join('; '),
  },
];
