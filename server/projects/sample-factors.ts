import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { factorLevels, projects, sampleFactorLevels, samples } from '../db/schema';

/**
 * The factors of the samples of a project filled from a data file (a count matrix has none):
 * the sample sheet of the researcher, given once the matrix is imported, so that its PCA and
 * plots group the samples by condition and its genolists can name their comparison's levels.
 * A project whose samples already have factors (an archive's, or ones given before) keeps them.
 */

export interface SampleFactorsInput {
  /** Every sample of the project once, in any order. */
  samples: string[];
  /** One level per sample of `samples`, in its order, for each factor. */
  factors: { name: string; levels: string[] }[];
}

export type SampleFactorsRefusal =
  | { kind: 'no_samples' }
  | { kind: 'has_factors' }
  | { kind: 'mismatch'; missing: string[]; extra: string[] }
  | { kind: 'duplicate_factor'; name: string }
  | { kind: 'levels_length'; name: string };

export class SampleFactorsRefused extends Error {
  constructor(readonly refusal: SampleFactorsRefusal) {
    super(refusal.kind);
  }
}

/** What is wrong with the input against the project's samples (pure), or null. */
export function sampleFactorsProblem(
  projectSamples: readonly string[],
  input: SampleFactorsInput,
): SampleFactorsRefusal | null {
  const given = new Set(input.samples);
  const known = new Set(projectSamples);
  const missing = projectSamples.filter((name) => !given.has(name));
  const extra = input.samples.filter((name) => !known.has(name));
  if (missing.length || extra.length || given.size !== input.samples.length)
    return { kind: 'mismatch', missing, extra };
  const names = new Set<string>();
  for (const factor of input.factors) {
    if (names.has(factor.name)) return { kind: 'duplicate_factor', name: factor.name };
    names.add(factor.name);
    if (factor.levels.length !== input.samples.length) return { kind: 'levels_length', name: factor.name };
  }
  return null;
}

/**
 * Writes the factors (levels, each sample's level, the project's factor names) in one
 * transaction, the project locked so that two calls cannot both write; throws
 * `SampleFactorsRefused` and writes nothing when the project cannot take them.
 */
export async function setSampleFactors(db: Db, projectId: number, input: SampleFactorsInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [project] = await tx
      .select({ factors: projects.factors })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    const rows = await tx
      .select({ id: samples.id, name: samples.name })
      .from(samples)
      .where(eq(samples.project_id, projectId))
      .orderBy(asc(samples.position));
    if (!project || rows.length === 0) throw new SampleFactorsRefused({ kind: 'no_samples' });
    if (project.factors.length > 0) throw new SampleFactorsRefused({ kind: 'has_factors' });
    const problem = sampleFactorsProblem(
      rows.map((row) => row.name),
      input,
    );
    if (problem) throw new SampleFactorsRefused(problem);
    if (input.factors.length === 0) return;

    const levels = new Map<string, { factor: string; level: string }>();
    for (const factor of input.factors)
      for (const level of factor.levels)
        levels.set(`${factor.name}\0${level}`, { factor: factor.name, level });
    // A genolist sent before may have named some levels already (its comparison's): they are reused.
    await tx
      .insert(factorLevels)
      .values([...levels.values()].map((l) => ({ project_id: projectId, ...l })))
      .onConflictDoNothing();
    const levelRows = await tx.select().from(factorLevels).where(eq(factorLevels.project_id, projectId));
    const levelIds = new Map(levelRows.map((l) => [`${l.factor}\0${l.level}`, l.id]));
    const sampleIds = new Map(rows.map((row) => [row.name, row.id]));
    await tx.insert(sampleFactorLevels).values(
      input.factors.flatMap((factor) =>
        input.samples.map((name, i) => ({
          sample_id: sampleIds.get(name) as number,
          factor_level_id: levelIds.get(`${factor.name}\0${factor.levels[i]}`) as number,
        })),
      ),
    );
    await tx
      .update(projects)
      .set({ factors: input.factors.map((factor) => factor.name), updated_at: new Date() })
      .where(eq(projects.id, projectId));
  });
}
