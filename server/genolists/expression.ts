import { and, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { projectAccess, type Viewer, visibleGenolists } from '../access/rules';
import type { Db } from '../db/client';
import { comparisons, factorLevels, geneExpression, geneRefs, genolists, projects } from '../db/schema';
import { presentSample, samplesOf } from '../projects/service';
import type { GenolistRow } from './service';

/**
 * Sample-level data behind a genolist: the box plot of one gene (its log2 expression,
 * log2(count / size factor + 1) stored at import as float32 per sample) split by the
 * comparison's two conditions, the expression matrix of many genes for the heatmap, and the
 * samples of a factor level.
 */

/** The float32 little-endian values of a `gene_expression` row, one per sample position. */
export function decodeExpression(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: bytes.byteLength / 4 }, (_, i) => view.getFloat32(i * 4, true));
}

const mainLevel = alias(factorLevels, 'main_level');
const secondaryLevel = alias(factorLevels, 'secondary_level');

async function comparisonOf(db: Db, comparisonId: number | null) {
  if (comparisonId === null) return undefined;
  const [row] = await db
    .select({
      project_id: comparisons.project_id,
      factor: mainLevel.factor,
      main: { id: mainLevel.id, level: mainLevel.level },
      secondary: { id: secondaryLevel.id, level: secondaryLevel.level },
    })
    .from(comparisons)
    .innerJoin(mainLevel, eq(mainLevel.id, comparisons.main_level_id))
    .innerJoin(secondaryLevel, eq(secondaryLevel.id, comparisons.secondary_level_id))
    .where(eq(comparisons.id, comparisonId));
  return row;
}

async function factorsOf(db: Db, projectId: number): Promise<string[]> {
  const [row] = await db
    .select({ factors: projects.factors })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.factors ?? [];
}

type Comparison = Awaited<ReturnType<typeof comparisonOf>>;

/** 1 or 2 for a sample in the comparison's first or second condition, else null. */
function conditionOf(comparison: Comparison, factors: { id: number }[]): 1 | 2 | null {
  if (!comparison) return null;
  if (factors.some((f) => f.id === comparison.main.id)) return 1;
  if (factors.some((f) => f.id === comparison.secondary.id)) return 2;
  return null;
}

/** The genolist's comparison and the samples of its project (where its levels live), in column order. */
async function samplesBehind(db: Db, genolist: GenolistRow) {
  const comparison = await comparisonOf(db, genolist.comparison_id);
  const projectId = comparison?.project_id ?? genolist.project_id;
  const samples = await samplesOf(db, projectId, await factorsOf(db, projectId));
  return {
    comparison,
    projectId,
    samples: samples.map(({ row, factors }) => ({
      id: row.id,
      name: row.name,
      position: row.position,
      condition: conditionOf(comparison, factors),
      level: comparison ? (factors.find((f) => f.factor === comparison.factor)?.level ?? null) : null,
    })),
  };
}

/** The box plot of one gene, or undefined when the project has no expression for it. */
export async function boxplotData(db: Db, genolist: GenolistRow, geneRefId: number) {
  const { comparison, projectId, samples } = await samplesBehind(db, genolist);
  const [expression] = await db
    .select({
      bytes: geneExpression.log2_expression,
      symbol: geneRefs.symbol,
      gene_id: geneRefs.id_reference_database,
    })
    .from(geneExpression)
    .innerJoin(geneRefs, eq(geneRefs.id, geneExpression.gene_ref_id))
    .where(and(eq(geneExpression.project_id, projectId), eq(geneExpression.gene_ref_id, geneRefId)));
  if (!expression) return undefined;
  const values = decodeExpression(expression.bytes);
  const point = (sample: (typeof samples)[number]) => ({
    sample: sample.name,
    sample_id: sample.id,
    value: values[sample.position] as number,
  });
  return {
    genolist_id: genolist.id,
    gene: { id: geneRefId, symbol: expression.symbol, gene_id: expression.gene_id },
    factor: comparison?.factor ?? null,
    condition_1_name: comparison?.main.level ?? null,
    condition_2_name: comparison?.secondary.level ?? null,
    condition_1_values: samples.filter((s) => s.condition === 1).map(point),
    condition_2_values: samples.filter((s) => s.condition === 2).map(point),
    other_values: samples.filter((s) => s.condition === null).map((s) => ({ ...point(s), level: s.level })),
  };
}

/**
 * Float32 keeps about 7 significant digits; printing more only lengthens the answer
 * (a 5,000-gene heatmap of 400 samples is two million numbers).
 */
const significant = (value: number) => Number(value.toPrecision(7));

/**
 * The log2 expression of the requested genes in every sample of the genolist's project, for the
 * heatmap: samples of condition 1, then condition 2, then the others, each in column order;
 * genes in the order asked (each once), those the project has no expression for listed apart.
 */
export async function expressionMatrix(db: Db, genolist: GenolistRow, geneRefIds: readonly number[]) {
  const { comparison, projectId, samples } = await samplesBehind(db, genolist);
  const wanted = [...new Set(geneRefIds)];
  const rows = await db
    .select({
      gene_ref_id: geneExpression.gene_ref_id,
      bytes: geneExpression.log2_expression,
      symbol: geneRefs.symbol,
      gene_id: geneRefs.id_reference_database,
    })
    .from(geneExpression)
    .innerJoin(geneRefs, eq(geneRefs.id, geneExpression.gene_ref_id))
    .where(and(eq(geneExpression.project_id, projectId), inArray(geneExpression.gene_ref_id, wanted)));
  const byId = new Map(rows.map((row) => [row.gene_ref_id, row]));
  const rank = (condition: 1 | 2 | null) => condition ?? 3;
  const columns = [...samples].sort(
    (a, b) => rank(a.condition) - rank(b.condition) || a.position - b.position,
  );
  const genes = [];
  for (const id of wanted) {
    const row = byId.get(id);
    if (!row) continue;
    const values = decodeExpression(row.bytes);
    genes.push({
      gene_ref_id: id,
      symbol: row.symbol,
      gene_id: row.gene_id,
      values: columns.map((sample) => significant(values[sample.position] as number)),
    });
  }
  return {
    genolist_id: genolist.id,
    factor: comparison?.factor ?? null,
    condition_1_name: comparison?.main.level ?? null,
    condition_2_name: comparison?.secondary.level ?? null,
    samples: columns.map(({ id, name, condition, level }) => ({ id, name, condition, level })),
    genes,
    missing_gene_ref_ids: wanted.filter((id) => !byId.has(id)),
  };
}

/**
 * The samples of a factor level, or undefined when the level does not exist or the user may
 * see neither its project nor a genolist comparing it (a public genolist of a private project
 * still shows its samples).
 */
export async function samplesOfLevel(db: Db, user: Viewer, levelId: number) {
  const [level] = await db.select().from(factorLevels).where(eq(factorLevels.id, levelId));
  if (!level) return undefined;
  if (!(await projectAccess(db, user, level.project_id))) {
    const [throughGenolist] = await db
      .select({ id: genolists.id })
      .from(genolists)
      .innerJoin(comparisons, eq(comparisons.id, genolists.comparison_id))
      .where(
        and(
          or(eq(comparisons.main_level_id, levelId), eq(comparisons.secondary_level_id, levelId)),
          visibleGenolists(user),
        ),
      )
      .limit(1);
    if (!throughGenolist) return undefined;
  }
  const samples = await samplesOf(db, level.project_id, await factorsOf(db, level.project_id));
  return samples.filter(({ factors }) => factors.some((f) => f.id === levelId)).map(presentSample);
}
