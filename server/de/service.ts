import { and, asc, eq } from 'drizzle-orm';
import { buildDesign, type ComparisonSpec, DeInputError } from '../../genomics/de/design';
import { checkDesign } from '../../genomics/de/limma-voom';
import { describeProblem, type FormatsTexts } from '../../genomics/formats/table-error';
import french from '../../locales/fr/formats.json' with { type: 'json' };
import type { Db, Tx } from '../db/client';
import { comparisons, factorLevels, importTasks, sampleFactorLevels, samples } from '../db/schema';
import type { Locale } from '../http/messages';
import { hasRawCounts } from '../imports/raw-counts';
import type { ImportTask } from '../imports/tasks';
import type { NewComparison } from './schemas';

/**
 * A comparison computed on the server: limma-voom on the counts a project kept at import, with
 * the project's sample factors, queued as a background task (`task.ts` runs it). What can be
 * checked before queueing is checked here, so that a request naming an unknown factor or level,
 * or a design limma cannot fit, is answered at once rather than by a failed task.
 */

/** The project's samples in column order, and each factor's value for every one ('' when a sample has none). */
export async function sampleFactors(db: Db | Tx, projectId: number) {
  const rows = await db
    .select({ name: samples.name, id: samples.id })
    .from(samples)
    .where(eq(samples.project_id, projectId))
    .orderBy(asc(samples.position));
  const links = await db
    .select({ sample: sampleFactorLevels.sample_id, factor: factorLevels.factor, level: factorLevels.level })
    .from(sampleFactorLevels)
    .innerJoin(factorLevels, eq(factorLevels.id, sampleFactorLevels.factor_level_id))
    .where(eq(factorLevels.project_id, projectId));
  const position = new Map(rows.map((row, i) => [row.id, i]));
  const factors = new Map<string, string[]>();
  for (const link of links) {
    const values = factors.get(link.factor) ?? rows.map(() => '');
    factors.set(link.factor, values);
    values[position.get(link.sample) as number] = link.level;
  }
  return { sampleNames: rows.map((row) => row.name), factors };
}

/** What the new-comparison form offers: whether the counts are kept, and each factor's levels. */
export async function comparisonOptions(db: Db, projectId: number) {
  const { factors } = await sampleFactors(db, projectId);
  return {
    has_counts: await hasRawCounts(db, projectId),
    factors: [...factors.entries()].map(([name, values]) => ({
      name,
      levels: [...new Set(values.filter((value) => value !== ''))].sort(new Intl.Collator('en').compare),
    })),
  };
}

/**
 * Why a comparison request is refused before it is queued: an HTTP status, a code, and the
 * message when limma-voom's checks wrote it (else the code is a server message's key).
 */
export class ComparisonRefused extends Error {
  constructor(
    readonly status: 409 | 422,
    readonly code: string,
    readonly detail: string | null = null,
  ) {
    super(detail ?? code);
  }
}

const TEXTS: Partial<Record<Locale, FormatsTexts>> = { fr: french };

/** The design the request asks for, from the project's factors. */
export function comparisonSpec(
  factors: Map<string, string[]>,
  request: Pick<NewComparison, 'factor' | 'numerator' | 'reference' | 'covariates'>,
): ComparisonSpec {
  const variable = (name: string) => {
    const values = factors.get(name);
    if (!values) throw new DeInputError('de-unknown-factor', { factor: name, factors: [...factors.keys()] });
    return { name, values };
  };
  return {
    factor: variable(request.factor),
    covariates: request.covariates.map(variable),
    numerator: request.numerator,
    reference: request.reference,
  };
}

/**
 * Refuses, in the request's language, what limma-voom would refuse or what would not be
 * stored: a project without kept counts, a name taken, an unknown factor or level, equal
 * levels, a covariate confounded with the factor, a design with no residual degrees of freedom.
 */
export async function checkNewComparison(db: Db, projectId: number, request: NewComparison, locale: Locale) {
  if (!(await hasRawCounts(db, projectId))) {
    throw new ComparisonRefused(422, 'project_no_counts');
  }
  const [taken] = await db
    .select({ id: comparisons.id })
    .from(comparisons)
    .where(and(eq(comparisons.project_id, projectId), eq(comparisons.name, request.name)));
  if (taken) throw new ComparisonRefused(409, 'comparison_exists');
  const { factors } = await sampleFactors(db, projectId);
  try {
    const design = buildDesign(comparisonSpec(factors, request));
    const confounded = checkDesign(design);
    if (confounded.length > 0) {
      throw new DeInputError('de-covariate-confounded', { columns: confounded, factor: request.factor });
    }
  } catch (error) {
    if (!(error instanceof DeInputError)) throw error;
    throw new ComparisonRefused(422, error.code, describeProblem(error.info, TEXTS[locale]));
  }
}

/** Queues the task that computes the comparison; `library` names the project in the task list. */
export async function queueComparison(
  db: Db,
  project: { id: number; library: string | null },
  userId: number,
  request: NewComparison,
): Promise<ImportTask> {
  const [row] = await db
    .insert(importTasks)
    .values({
      kind: 'limma-voom',
      de_request: request,
      file_name: request.name,
      file_path: '',
      file_size: 0,
      library: project.library ?? '',
      project_id: project.id,
      created_by: userId,
      messages: [
        { at: new Date().toISOString(), level: 'info', text: 'Comparison requested, waiting for a worker' },
      ],
    })
    .returning();
  if (!row) throw new Error('task insert returned nothing');
  return row;
}
