import { and, eq, sql } from 'drizzle-orm';
import type { DeTable } from '../../genomics/formats/de-table';
import { readDeTable } from '../../genomics/formats/de-table';
import { readTextFile } from '../../genomics/formats/read-file';
import { DIALECTS } from '../../genomics/formats/results';
import { TableError } from '../../genomics/formats/table-error';
import { creationRefusal, lockPlanHolder, type QuotaRefusal } from '../access/quotas';
import type { Db, Tx } from '../db/client';
import { comparisons, factorLevels, genolists, type PlanRow, type UserRow } from '../db/schema';
import { indexGenolists } from '../genes/gene-index';
import { ArchiveError } from '../imports/archive-types';
import { degCounts } from '../imports/compute/significant-counts';
import { writeValues } from '../imports/store-comparisons';
import { storedGene, upsertGeneRefs } from '../imports/store-genes';
import { frameColumns } from './frame';
import { encodeFrame, saveFrame } from './frame-store';

/**
 * A researcher's own differential-expression table added to a project as an ordinary genolist
 * ("Share to GenoApp"): read by the very reader the browser uses (`genomics/formats/de-table.ts`,
 * so a table the app opened on the device is read the same way here), its genes stored in the
 * shared gene references as an import stores them (ids as the table gives them), its values,
 * gene-index rows and frame written as at import. One transaction: a refusal or a failure
 * leaves nothing. When the numerator and reference are known, the genolist belongs to a
 * comparison of the project (factor levels created as needed), as an imported one does; without
 * them it stands alone, like an expert list.
 *
 * Not supported: a table whose columns need a manual mapping (the device sends the table with
 * its dialect's column names once mapped), GO tables, proteomic results.
 */

export interface ResultsGenolistInput {
  name: string;
  description: string;
  /** The factor, the numerator (condition_1) and the reference (condition_2), or all null. */
  comparison: { factor: string; numerator: string; reference: string } | null;
  pvalue_cutoff: number;
  fold_change_cutoff: number;
}

/** Why the genolist was not created: the plan's limit, or a comparison of that name already in the project. */
export type ResultsRefusal = QuotaRefusal | 'comparison_exists';

/** Statuses of a file that is not a table at all (400), rather than a table with bad data (422). */
const UNREADABLE = new Set([
  'empty-file',
  'legacy-xls',
  'binary-file',
  'not-gzip',
  'xlsx-unreadable',
  'xlsx-no-sheet',
]);

/** The file's table, or an `ArchiveError` naming file, line and column. */
export async function readResultsFile(fileName: string, bytes: Uint8Array): Promise<DeTable> {
  try {
    const { name, text } = await readTextFile(fileName, bytes);
    const read = readDeTable(name, text);
    if (read.kind === 'table') return read.table;
    // Columns the browser would ask the user to map: the device sends them under their tool's names.
    const [deseq2, edger, limma] = DIALECTS.map(
      ({ dialect, columns }) => `${dialect} (${Object.values(columns).join(', ')})`,
    );
    throw new TableError(
      'unknown-dialect',
      { deseq2: deseq2 as string, edger: edger as string, limma: limma as string },
      { file: name },
    );
  } catch (error) {
    if (!(error instanceof TableError)) throw error;
    if (UNREADABLE.has(error.code)) throw new ArchiveError(400, error.problem, error.where);
    throw ArchiveError.fromTable(error);
  }
}

/** The tool whose columns the file had; a mapped table is named by its expression column. */
function dialectOf(table: DeTable): string {
  if (table.dialect) return table.dialect;
  return table.baseMean.some(Number.isFinite) ? 'DESeq2' : 'limma';
}

/** The comparison the genolist belongs to, created with its levels; null when its name is taken. */
async function createComparison(
  tx: Tx,
  projectId: number,
  name: string,
  comparison: NonNullable<ResultsGenolistInput['comparison']>,
  dialect: string,
): Promise<number | null> {
  const [taken] = await tx
    .select({ id: comparisons.id })
    .from(comparisons)
    .where(and(eq(comparisons.project_id, projectId), eq(comparisons.name, name)));
  if (taken) return null;
  const level = async (value: string) => {
    await tx
      .insert(factorLevels)
      .values({ project_id: projectId, factor: comparison.factor, level: value })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ id: factorLevels.id })
      .from(factorLevels)
      .where(
        and(
          eq(factorLevels.project_id, projectId),
          eq(factorLevels.factor, comparison.factor),
          eq(factorLevels.level, value),
        ),
      );
    if (!row) throw new Error(`factor level ${value} was not stored`);
    return row.id;
  };
  const [position] = await tx
    .select({ next: sql<number>`COALESCE(MAX(${comparisons.position}) + 1, 0)::int` })
    .from(comparisons)
    .where(eq(comparisons.project_id, projectId));
  const [row] = await tx
    .insert(comparisons)
    .values({
      project_id: projectId,
      name,
      type: 'TRANSCRIPTO',
      dialect,
      main_level_id: await level(comparison.numerator),
      secondary_level_id: await level(comparison.reference),
      position: position?.next ?? 0,
    })
    .returning({ id: comparisons.id });
  if (!row) throw new Error('comparison insert returned nothing');
  return row.id;
}

/**
 * Creates the genolist, owned by `user`, private, in `projectId`; counted against the user's
 * plan in the same transaction, so two uploads racing cannot both take the last place.
 */
export async function addResultsGenolist(
  db: Db,
  user: UserRow,
  plan: PlanRow,
  projectId: number,
  table: DeTable,
  input: ResultsGenolistInput,
): Promise<{ refusal: ResultsRefusal; id: null } | { refusal: null; id: number }> {
  const frame = { pending: undefined as ReturnType<typeof encodeFrame> | undefined };
  const result = await db.transaction(async (tx) => {
    await lockPlanHolder(tx, user.id);
    const refusal = await creationRefusal(tx, user, plan, 'genolists');
    if (refusal) return { refusal, id: null } as const;
    const name = input.name.trim();
    const dialect = dialectOf(table);
    const comparisonId = input.comparison
      ? await createComparison(tx, projectId, name, input.comparison, dialect)
      : null;
    if (input.comparison && comparisonId === null) return { refusal: 'comparison_exists', id: null } as const;
    const deg = degCounts(table.log2fc, table.padj, input.pvalue_cutoff, input.fold_change_cutoff);
    const [row] = await tx
      .insert(genolists)
      .values({
        project_id: projectId,
        comparison_id: comparisonId,
        name,
        description: input.description.trim(),
        type_genolist: 'TRANSCRIPTO',
        source: 'RESULTS_UPLOAD',
        pvalue_cutoff: input.pvalue_cutoff,
        fold_change_cutoff: input.fold_change_cutoff,
        gene_count: table.geneIds.length,
        deg_pos: deg.pos,
        deg_neg: deg.neg,
        deg_total: deg.total,
        owner_id: user.id,
        public: false,
      })
      .returning({ id: genolists.id });
    if (!row) throw new Error('genolist insert returned nothing');
    const genes = await upsertGeneRefs(tx, {
      counts: { geneIds: table.geneIds, symbols: table.symbols, sampleNames: [] },
      genes: null,
      comparisons: [],
      annotates: false,
    });
    // Compressed in the thread pool while the values go in.
    frame.pending = encodeFrame(frameColumns(row.id, table, (gene) => storedGene(genes, gene)));
    await writeValues(tx, row.id, { type: 'TRANSCRIPTO', table }, genes);
    await saveFrame(tx, row.id, await frame.pending);
    await indexGenolists(tx, [row.id]);
    return { refusal: null, id: row.id } as const;
  });
  // A failure before the frame was awaited must not leave its rejection unhandled.
  frame.pending?.catch(() => {});
  return result;
}
