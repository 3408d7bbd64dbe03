import { and, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { projectFor, type Viewer, visibleGenolists } from '../access/rules';
import type { Db } from '../db/client';
import { comparisons, factorLevels, geneExpression, geneRefs, genolists, projects } from '../db/schema';
import { presentSample, samplesOf } from '../projects/service';
import type { GenolistRow } from './service';

/**
 * Sample-level data behind a genolist: the box plot of one gene (its log2 expression,
 * log2(count / size factor + 1) stored at import as float32 per sample) split by the
 * comparison's two conditions, and the samples of a factor level.
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

/**
 * The box plot of one gene, or undefined when the project has no expression for it. Samples
 * come from the project of the genolist's comparison (where its levels live), in column order.
 */
export async function boxplotData(db: Db, genolist: GenolistRow, geneRefId: number) {
  const comparison = await comparisonOf(db, genolist.comparison_id);
  const projectId = comparison?.project_id ?? genolist.project_id;
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
  const samples = await samplesOf(db, projectId, await factorsOf(db, projectId));
  type Point = { sample: string; sample_id: number; value: number };
  const condition1: Point[] = [];
  const condition2: Point[] = [];
  const others: (Point & { level: string | null })[] = [];
  for (const { row, factors } of samples) {
    const point = { sample: row.name, sample_id: row.id, value: values[row.position] as number };
    if (comparison && factors.some((f) => f.id === comparison.main.id)) condition1.push(point);
    else if (comparison && factors.some((f) => f.id === comparison.secondary.id)) condition2.push(point);
    else {
      const level = comparison ? factors.find((f) => f.factor === comparison.factor)?.level : undefined;
      others.push({ ...point, level: level ?? null });
    }
  }
  return {
    genolist_id: genolist.id,
    gene: { id: geneRefId, symbol: expression.symbol, gene_id: expression.gene_id },
    factor: comparison?.factor ?? null,
    condition_1_name: comparison?.main.level ?? null,
    condition_2_name: comparison?.secondary.level ?? null,
    condition_1_values: condition1,
    condition_2_values: condition2,
    other_values: others,
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
  if (!(await projectFor(db, user, level.project_id))) {
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
