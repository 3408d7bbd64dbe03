import { and, eq, inArray } from 'drizzle-orm';
import { DERIVED_QC_RULE, type DerivedQcRule } from '../../genomics/compute/derived-qc';
import { pcaAxes } from '../../genomics/compute/pca-axes';
import type { Db } from '../db/client';
import { projectAnalyses } from '../db/schema';
import type { ProjectAnalysis } from '../imports/analyse';
import { DERIVED_SEQUENCE_DISTRIBUTION_RULE } from '../imports/compute/derived-sequence-distribution';
import type { SampleWithFactors } from './service';

/**
 * The five analysis answers of a project, from what the import computed and stored
 * in `project_analyses` (shapes: `server/imports/analyse.ts`; NaN was stored as null) and from
 * the sample rows. A project with no data yet answers empty shapes, which the screens show as
 * "no data", rather than an error.
 */

type Stored = {
  pca: ProjectAnalysis['pca'];
  correlation: Omit<ProjectAnalysis['correlation'], 'matrix'> & { matrix: (number | null)[][] };
  // Projects imported before rules were stored as codes hold their English text in `rule`.
  sequence_distribution: Omit<ProjectAnalysis['sequenceDistribution'], 'rule'> & { rule: unknown };
  qc: { source: 'archive' | 'derived'; rule: unknown };
};

type Kind = keyof Stored;

async function stored<K extends Kind>(db: Db, projectId: number, kinds: K[]) {
  const rows = await db
    .select()
    .from(projectAnalyses)
    .where(and(eq(projectAnalyses.project_id, projectId), inArray(projectAnalyses.kind, kinds)));
  const found: Partial<Pick<Stored, K>> = {};
  for (const row of rows) found[row.kind as K] = row.data as Stored[K];
  return found;
}

/**
 * The derived QC rule of a project: stored as its code and thresholds, or, for projects imported
 * before, as the rule's English text, whose four percentages are the thresholds in the order it
 * states them (FAIL library size, FAIL genes, WARNING library size, WARNING genes).
 */
export function storedQcRule(stored: unknown): DerivedQcRule | null {
  if (stored === null || stored === undefined) return null;
  if (typeof stored === 'string') {
    const percents = [...stored.matchAll(/(\d+(?:\.\d+)?) ?%/g)].map((match) => Number(match[1]) / 100);
    const [libraryFail, genesFail, libraryWarning, genesWarning] = percents;
    if (percents.length !== 4 || genesWarning === undefined) return DERIVED_QC_RULE;
    return {
      code: 'median_relative',
      library_fail: libraryFail as number,
      library_warning: libraryWarning as number,
      genes_fail: genesFail as number,
      genes_warning: genesWarning,
    };
  }
  const rule = stored as Partial<DerivedQcRule>;
  const fractions = [rule.library_fail, rule.library_warning, rule.genes_fail, rule.genes_warning];
  if (rule.code !== 'median_relative' || !fractions.every((f) => typeof f === 'number'))
    return DERIVED_QC_RULE;
  return rule as DerivedQcRule;
}

/** The derived sequence distribution's rule: one has existed, stored as text before it was a code. */
const storedSequenceRule = (stored: unknown) =>
  stored === null || stored === undefined ? null : DERIVED_SEQUENCE_DISTRIBUTION_RULE;

export async function pcaResult(
  db: Db,
  projectId: number,
  sampleRows: SampleWithFactors[],
  factorNames: string[],
) {
  const { pca } = await stored(db, projectId, ['pca']);
  const names = sampleRows.map((s) => s.row.name);
  const coordinates = pca?.coordinates ?? [];
  const dimensions = pcaAxes(pca?.variance_explained ?? [], coordinates[0]?.length ?? 0);
  const nDims = dimensions.length;
  const points = names.flatMap((sample, s) => {
    const coords = coordinates[s];
    return coords ? [{ sample, coordinates: coords.slice(0, nDims).map((v) => v ?? Number.NaN) }] : [];
  });
  const legacy = points.map((p) => ({
    sample: p.sample,
    ...Object.fromEntries(p.coordinates.map((v, k) => [`coord_dim_${k + 1}`, v])),
  }));
  return {
    data: JSON.stringify(legacy),
    points,
    sample_info: Object.fromEntries(
      sampleRows.map((s) => [s.row.name, Object.fromEntries(s.factors.map((f) => [f.factor, f.level]))]),
    ),
    axis_titles: Object.fromEntries(dimensions.map((d) => [d.key, d.title])),
    dimensions,
    factor_names: factorNames,
    variance_explained: {
      pc1: pca?.variance_explained[0] ?? null,
      pc2: pca?.variance_explained[1] ?? null,
    },
    n_genes_used: pca?.n_genes_used ?? 0,
  };
}

export async function correlationResult(db: Db, projectId: number) {
  const { correlation } = await stored(db, projectId, ['correlation']);
  const pair = (p: { sampleA: string; sampleB: string; r: number } | null | undefined) =>
    p ? { sample_a: p.sampleA, sample_b: p.sampleB, r: p.r } : null;
  const names = correlation?.sample_names ?? [];
  const pairs = correlation?.pairs;
  return {
    correlation_matrix: correlation?.matrix ?? [],
    sample_names: names,
    sample_count: names.length,
    n_genes: correlation?.n_genes ?? 0,
    pairs: {
      strong: pairs?.strong ?? 0,
      moderate: pairs?.moderate ?? 0,
      weak: pairs?.weak ?? 0,
      missing: pairs?.missing ?? 0,
      total: pairs?.total ?? 0,
    },
    min_pair: pair(pairs?.minPair),
    max_pair: pair(pairs?.maxPair),
  };
}

export function qualitySample({ row, factors }: SampleWithFactors) {
  return {
    sample_name: row.name,
    status: row.qc_status as 'PASS' | 'WARNING' | 'FAIL',
    nuclear_transcripts: row.nuclear_transcripts,
    genes_detected: row.qc_genes_detected ?? row.genes_detected,
    library_size: row.library_size,
    factors,
  };
}

/** How the project's QC statuses were set, and by which rule when GenoApp derived them. */
export async function qualitySource(db: Db, projectId: number, sampleRows: SampleWithFactors[]) {
  const { qc } = await stored(db, projectId, ['qc']);
  return {
    source: qc?.source ?? (sampleRows[0]?.row.qc_source as 'archive' | 'derived' | undefined) ?? null,
    rule: storedQcRule(qc?.rule),
  };
}

export async function qualityResult(db: Db, projectId: number, sampleRows: SampleWithFactors[]) {
  const { source, rule } = await qualitySource(db, projectId, sampleRows);
  const items = sampleRows.map(qualitySample);
  return {
    nb_samples: items.length,
    source,
    rule,
    passed_samples: items.filter((s) => s.status === 'PASS').length,
    warning_samples: items.filter((s) => s.status === 'WARNING'),
    failed_samples: items.filter((s) => s.status === 'FAIL'),
  };
}

export function genesDetectedSeries(sampleRows: SampleWithFactors[]) {
  return [
    {
      name: 'genes_detected',
      data: sampleRows.map(({ row }) => ({ sample: row.name, value: row.genes_detected })),
    },
  ];
}

export async function sequenceDistributionResult(db: Db, projectId: number) {
  const { sequence_distribution: distribution } = await stored(db, projectId, ['sequence_distribution']);
  const categories: string[] = [];
  const bySample = new Map<string, Record<string, number>>();
  for (const { sample, category, reads } of distribution?.rows ?? []) {
    if (!categories.includes(category)) categories.push(category);
    const perCategory = bySample.get(sample) ?? {};
    perCategory[category] = (perCategory[category] ?? 0) + reads;
    bySample.set(sample, perCategory);
  }
  return {
    source: distribution?.source ?? null,
    rule: storedSequenceRule(distribution?.rule),
    categories,
    samples: [...bySample].map(([sample, reads]) => ({ sample, reads })),
  };
}
