import { eq, inArray, sql } from 'drizzle-orm';
import { copyRows } from '../db/bulk-copy';
import type { Db, Tx } from '../db/client';
import {
  comparisons,
  factorLevels,
  genolists,
  projectAnalyses,
  projects,
  sampleFactorLevels,
  samples,
} from '../db/schema';
import { recordEvent } from '../events/service';
import { indexGenolists } from '../genes/gene-index';
import type { ProjectAnalysis } from './analyse';
import type { CountsToWrite, GeneAnnotation, ParsedArchive, ParsedComparison, Sample } from './archive-types';
import { type EncodedCounts, encodeCounts, writeRawCounts } from './raw-counts';
import { type PendingFrame, storeFrame, writeComparison } from './store-comparisons';
import { type GeneRefs, geneRefIds, upsertGeneRefs } from './store-genes';

/** What writing needs of an archive. */
export type ArchiveToWrite = Omit<ParsedArchive, 'counts'> & { counts: CountsToWrite };

/** The per-project tables' input, from an archive or from a data file's count matrix alone. */
interface ProjectData {
  counts: CountsToWrite;
  samples: Sample[];
  genes: GeneAnnotation[] | null;
  comparisons: ParsedComparison[];
  /** Of samples that do not name theirs. */
  organism: { genus: string | null; species: string | null };
  /**
   * Whether its gene symbols replace those known from other projects (gene refs are shared): an
   * archive is an annotated export and does; a data file only fills symbols not known yet.
   */
  annotates: boolean;
}

/**
 * Writes an analysed archive as one project (`writeProject`), or a data file's count matrix into
 * a project created empty (`writeDataFile`), in one transaction: a failure anywhere leaves the
 * database as it was. Bulk rows (expression, values) go through binary COPY (`db/bulk-copy.ts`);
 * row-by-row inserts cost ≈ 15 µs a row on PGlite. Each genolist's frame is stored with it.
 *
 * Re-importing a library already imported replaces its data in place: the project keeps its id,
 * and the genolist of a comparison with the same name keeps its id, view count, visibility and
 * favourites; genolists of comparisons no longer in the archive are deleted. Genolists not made
 * from a comparison (expert lists) are kept.
 */

export interface WriteOptions {
  library: string;
  ownerId: number | null;
  makePublic: boolean;
  /** Called between steps, outside any lock-holding wait; must not query the database (PGlite has one connection). */
  onStep?: (step: string, fraction: number) => void;
  /** A step timed (IMPORT_TIMINGS) but not shown as progress, which names only the steps people know. */
  onTimedStep?: (step: string) => void;
}

export async function writeProject(
  db: Db,
  archive: ArchiveToWrite,
  analysis: ProjectAnalysis,
  options: WriteOptions,
): Promise<number> {
  return db.transaction(async (tx) => {
    const step = options.onStep ?? (() => {});
    step('project', 0);
    const { projectId, reusable } = await upsertProject(tx, archive, options);
    const { genes, levelIds } = await writeProjectData(
      tx,
      projectId,
      { ...archive, organism: archive.manifest.project.organism, annotates: true },
      analysis,
      step,
    );
    const kept = new Set<number>();
    // Each frame is compressed in the thread pool while the next comparison's rows are written.
    let compressing: PendingFrame | undefined;
    for (const [index, comparison] of archive.comparisons.entries()) {
      step(`comparison ${comparison.name}`, 0.55 + (0.45 * index) / archive.comparisons.length);
      const written = await writeComparison(tx, {
        projectId,
        comparison,
        index,
        levelIds,
        genes,
        deg: analysis.degs[index] ?? { pos: 0, neg: 0, total: 0 },
        owner: options,
        reusable,
      });
      if (compressing) await storeFrame(tx, compressing);
      compressing = written;
      kept.add(written.genolistId);
    }
    options.onTimedStep?.('last frame');
    if (compressing) await storeFrame(tx, compressing);
    const vanished = [...reusable.values()].filter((id) => !kept.has(id));
    if (vanished.length) await tx.delete(genolists).where(inArray(genolists.id, vanished));
    options.onTimedStep?.('gene index');
    // Last, so that the lock the gene index takes is held only until the commit.
    await indexGenolists(tx, [...kept]);
    return projectId;
  });
}

/** Why a data file's import stopped before writing anything: the message goes to the task. */
export class DataFileRefused extends Error {}

/**
 * Fills a project created empty (status PROCESSING while its data file is imported) with a count
 * matrix: samples named from its columns, with no factor; the project turns SUCCESS. A project
 * deleted meanwhile, or given data by another way, is left as it is.
 */
export async function writeDataFile(
  db: Db,
  projectId: number,
  counts: CountsToWrite,
  analysis: ProjectAnalysis,
  onStep?: (step: string, fraction: number) => void,
): Promise<number> {
  return db.transaction(async (tx) => {
    const step = onStep ?? (() => {});
    step('project', 0);
    const [project] = await tx
      .select({ genus: projects.organism_genus, species: projects.organism_species })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    if (!project) throw new DataFileRefused('The project was deleted before its data file was imported');
    const [sample] = await tx
      .select({ id: samples.id })
      .from(samples)
      .where(eq(samples.project_id, projectId))
      .limit(1);
    if (sample) throw new DataFileRefused('The project already has data');
    const data: ProjectData = {
      counts,
      samples: counts.sampleNames.map((name) => ({ name, factors: {}, genus: null, species: null })),
      genes: null,
      comparisons: [],
      organism: project,
      annotates: false,
    };
    await writeProjectData(tx, projectId, data, analysis, step);
    await tx
      .update(projects)
      .set({ status: 'SUCCESS', factors: [], gene_count: counts.geneIds.length, updated_at: new Date() })
      .where(eq(projects.id, projectId));
    return projectId;
  });
}

/** Gene refs, samples, expression and the analyses: what every project with data has. */
async function writeProjectData(
  tx: Tx,
  projectId: number,
  data: ProjectData,
  analysis: ProjectAnalysis,
  step: (step: string, fraction: number) => void,
) {
  step('genes', 0.05);
  const genes = await upsertGeneRefs(tx, data);
  step('samples', 0.15);
  const levelIds = await writeSamples(tx, projectId, data, analysis);
  step('expression', 0.2);
  await writeExpression(tx, projectId, data.counts, analysis, genes);
  step('counts', 0.45);
  await writeRawCounts(tx, projectId, rawCountsOf(data.counts), geneRefIds(genes, data.counts.geneIds));
  step('analyses', 0.5);
  await writeAnalyses(tx, projectId, analysis);
  return { genes, levelIds };
}

/** The project row, and the genolists of its previous import by comparison name. */
async function upsertProject(tx: Tx, archive: ArchiveToWrite, options: WriteOptions) {
  const { project, factors } = archive.manifest;
  const fields = {
    name: project.name,
    description: project.description,
    organism_genus: project.organism.genus,
    organism_species: project.organism.species,
    factors,
    gene_count: archive.counts.geneIds.length,
    status: 'SUCCESS',
    updated_at: new Date(),
  };
  const [existing] = await tx
    .select({ id: projects.id, public: projects.public })
    .from(projects)
    .where(eq(projects.library, options.library))
    .for('update');
  if (!existing) {
    const [created] = await tx
      .insert(projects)
      .values({ ...fields, library: options.library, owner_id: options.ownerId, public: options.makePublic })
      .returning({ id: projects.id });
    if (!created) throw new Error('project insert returned nothing');
    await recordEvent(tx, {
      kind: 'project_created',
      actorId: options.ownerId,
      projectId: created.id,
      data: { name: project.name },
    });
    return { projectId: created.id, reusable: new Map<string, number>() };
  }
  const projectId = existing.id;
  const previous = await tx
    .select({ id: genolists.id, comparison: comparisons.name })
    .from(genolists)
    .innerJoin(comparisons, eq(comparisons.id, genolists.comparison_id))
    .where(eq(genolists.project_id, projectId));
  await tx
    .update(projects)
    .set({ ...fields, public: existing.public || options.makePublic })
    .where(eq(projects.id, projectId));
  // Comparisons refer to factor levels, so they go first; their genolists only lose the link.
  await tx.delete(comparisons).where(eq(comparisons.project_id, projectId));
  await tx.delete(factorLevels).where(eq(factorLevels.project_id, projectId));
  await tx.delete(samples).where(eq(samples.project_id, projectId));
  await tx.delete(projectAnalyses).where(eq(projectAnalyses.project_id, projectId));
  await tx.execute(sql`DELETE FROM gene_expression WHERE project_id = ${projectId}`);
  return { projectId, reusable: new Map(previous.map((g) => [g.comparison, g.id])) };
}

/** Samples with their statistics and factor levels; returns the level ids by `factor\0level`. */
async function writeSamples(tx: Tx, projectId: number, archive: ProjectData, analysis: ProjectAnalysis) {
  const levels = new Map<string, { factor: string; level: string }>();
  for (const sample of archive.samples) {
    for (const [factor, level] of Object.entries(sample.factors))
      levels.set(`${factor}\0${level}`, { factor, level });
  }
  // A data file's samples have no factor, and an INSERT needs at least one row.
  const levelRows = levels.size
    ? await tx
        .insert(factorLevels)
        .values([...levels.values()].map((l) => ({ project_id: projectId, ...l })))
        .returning()
    : [];
  const levelIds = new Map(levelRows.map((l) => [`${l.factor}\0${l.level}`, l.id]));

  const bySample = new Map(archive.samples.map((s) => [s.name, s]));
  const sampleRows = await tx
    .insert(samples)
    .values(
      archive.counts.sampleNames.map((name, position) => {
        const sample = bySample.get(name);
        const stats = analysis.samples[position];
        if (!sample || !stats) throw new Error(`sample ${name} has no statistics`);
        return {
          project_id: projectId,
          name,
          position,
          genus: sample.genus ?? archive.organism.genus,
          species: sample.species ?? archive.organism.species,
          library_size: stats.librarySize,
          genes_detected: stats.genesDetected,
          size_factor: stats.sizeFactor,
          qc_status: stats.qcStatus,
          qc_source: analysis.qcSource,
          nuclear_transcripts: stats.nuclearTranscripts,
          qc_genes_detected: stats.qcGenesDetected,
        };
      }),
    )
    .returning({ id: samples.id, name: samples.name });
  const links = sampleRows.flatMap((row) =>
    Object.entries(bySample.get(row.name)?.factors ?? {}).map(([factor, level]) => ({
      sample_id: row.id,
      factor_level_id: levelIds.get(`${factor}\0${level}`) as number,
    })),
  );
  if (links.length) await tx.insert(sampleFactorLevels).values(links);
  return levelIds;
}

/** One row per gene: its float32 values in every sample, as little-endian bytes (binary COPY). */
async function writeExpression(
  tx: Tx,
  projectId: number,
  counts: CountsToWrite,
  analysis: ProjectAnalysis,
  genes: GeneRefs,
) {
  const { expression } = analysis;
  const width = counts.sampleNames.length * 4;
  const bytes = new Uint8Array(expression.buffer, expression.byteOffset, expression.byteLength);
  await copyRows(
    tx,
    { table: 'gene_expression', columns: ['project_id', 'gene_ref_id', 'log2_expression'] },
    counts.geneIds.length,
    [
      { type: 'int4', values: projectId },
      { type: 'int4', values: geneRefIds(genes, counts.geneIds) },
      { type: 'bytea', value: (row) => bytes.subarray(row * width, (row + 1) * width) },
    ],
    // The project was written in this transaction, and the gene ids come from its upsert.
    'skip-when-allowed',
  );
}

/** The counts to keep, compressed: as the import worker sent them, or from the values given. */
function rawCountsOf(counts: CountsToWrite): EncodedCounts {
  if (counts.raw) return counts.raw;
  if (!counts.values) throw new Error('the counts to keep were given neither compressed nor as values');
  return encodeCounts({ ...counts, values: counts.values });
}

async function writeAnalyses(tx: Tx, projectId: number, analysis: ProjectAnalysis) {
  await tx.insert(projectAnalyses).values([
    { project_id: projectId, kind: 'pca', data: analysis.pca },
    { project_id: projectId, kind: 'correlation', data: analysis.correlation },
    { project_id: projectId, kind: 'sequence_distribution', data: analysis.sequenceDistribution },
    { project_id: projectId, kind: 'qc', data: { source: analysis.qcSource, rule: analysis.qcRule } },
  ]);
}
