import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ResultsTable } from '../../genomics/formats/results';
import type { Db } from '../db/client';
import { comparisons, factorLevels, geneRefs } from '../db/schema';
import { indexGenolists } from '../genes/gene-index';
import { degCounts } from '../imports/compute/significant-counts';
import { readRawCounts } from '../imports/raw-counts';
import { storeFrame, writeComparison } from '../imports/store-comparisons';
import type { GeneRefs } from '../imports/store-genes';
import type { ImportTask } from '../imports/tasks';
import { DeRefused, type DeTable, runLimmaVoomInWorker } from './run-in-worker';
import type { NewComparison } from './schemas';
import { comparisonSpec, sampleFactors } from './service';

/** Where each step sits on the task's progress bar (percent at its start). */
const PROGRESS = { reading: 5, computing: 15, writing: 90 };

/**
 * Runs a limma-voom task: reads the project's kept counts and sample factors, runs limma-voom
 * in a worker thread, and stores the table as a new comparison and its genolist (limma dialect:
 * logFC, AveExpr, P.Value, adj.P.Val; a filtered-out gene is not in it) through the import's
 * own writer, in one transaction. Answers the genolist id and each step's milliseconds.
 */
export async function runComparisonTask(
  db: Db,
  task: ImportTask,
  onProgress: (progress: number, step: string) => void,
): Promise<{ projectId: number; genolistId: number; timings: Record<string, number> }> {
  const request = task.de_request as NewComparison;
  const projectId = task.project_id;
  if (projectId === null) throw new DeRefused('The project was deleted before its comparison was computed');
  const timings: Record<string, number> = {};
  let started = performance.now();
  const lap = (step: string) => {
    timings[step] = Math.round(performance.now() - started);
    started = performance.now();
  };

  onProgress(PROGRESS.reading, 'reading');
  const counts = await readRawCounts(db, projectId);
  if (!counts) throw new DeRefused('The project has no counts kept: import it again to compute comparisons');
  const { sampleNames, factors } = await sampleFactors(db, projectId);
  lap('reading');

  onProgress(PROGRESS.computing, 'computing');
  const span = PROGRESS.writing - PROGRESS.computing;
  const table = await runLimmaVoomInWorker(
    {
      counts: counts.values,
      nGenes: counts.geneRefIds.length,
      nSamples: counts.sampleCount,
      sampleNames,
      comparison: comparisonSpec(factors, request),
      filter: request.filter_by_expr,
    },
    (step, fraction) => onProgress(PROGRESS.computing + fraction * span, `computing: ${step}`),
  );
  lap('computing');

  onProgress(PROGRESS.writing, 'writing');
  const genolistId = await writeDeComparison(
    db,
    projectId,
    task.created_by,
    request,
    table,
    counts.geneRefIds,
  );
  lap('writing');
  return { projectId, genolistId, timings };
}

function describe(request: NewComparison): string {
  const covariates = request.covariates.length ? ` + ${request.covariates.join(' + ')}` : '';
  const filter = request.filter_by_expr ? 'filterByExpr, ' : '';
  return (
    `${request.numerator} (numerator) vs ${request.reference} (reference) on factor '${request.factor}'. ` +
    `limma-voom computed by GenoApp (${filter}TMM, voom, lmFit, eBayes), design ~0 + ${request.factor}${covariates}.`
  );
}

async function writeDeComparison(
  db: Db,
  projectId: number,
  ownerId: number | null,
  request: NewComparison,
  result: DeTable,
  allGeneRefIds: Int32Array,
): Promise<number> {
  const ids = Array.from(result.genes, (g) => allGeneRefIds[g] as number);
  return db.transaction(async (tx) => {
    const stored = await tx
      .select({ id: geneRefs.id, gene: geneRefs.id_reference_database, symbol: geneRefs.symbol })
      .from(geneRefs)
      .where(inArray(geneRefs.id, ids));
    const byId = new Map(stored.map((row) => [row.id, row]));
    const genes: GeneRefs = new Map(stored.map((row) => [row.gene, { id: row.id, symbol: row.symbol }]));
    const levels = await tx
      .select({ id: factorLevels.id, level: factorLevels.level })
      .from(factorLevels)
      .where(and(eq(factorLevels.project_id, projectId), eq(factorLevels.factor, request.factor)));
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${comparisons.position}), -1)::int` })
      .from(comparisons)
      .where(eq(comparisons.project_id, projectId));
    const table: ResultsTable = {
      dialect: 'limma',
      geneIds: ids.map((id) => byId.get(id)?.gene as string),
      symbols: ids.map((id) => byId.get(id)?.symbol ?? null),
      baseMean: new Float64Array(ids.length).fill(Number.NaN),
      aveLogExpr: result.aveExpr,
      log2fc: result.logFC,
      pvalue: result.pValue,
      padj: result.adjPValue,
    };
    const pending = await writeComparison(tx, {
      projectId,
      comparison: {
        name: request.name,
        description: request.description || describe(request),
        factor: request.factor,
        condition_1: request.numerator,
        condition_2: request.reference,
        results: '',
        go: null,
        type: 'TRANSCRIPTO',
        source: 'GENOAPP_LIMMA_VOOM',
        pvalue_cutoff: request.pvalue_cutoff,
        fold_change_cutoff: request.fold_change_cutoff,
        table,
        goTerms: null,
      },
      index: (last?.position ?? -1) + 1,
      levelIds: new Map(levels.map((row) => [`${request.factor}\0${row.level}`, row.id])),
      genes,
      deg: degCounts(table.log2fc, table.padj, request.pvalue_cutoff, request.fold_change_cutoff),
      owner: { ownerId, makePublic: false },
      reusable: new Map(),
    });
    await storeFrame(tx, pending);
    await indexGenolists(tx, [pending.genolistId]);
    return pending.genolistId;
  });
}
