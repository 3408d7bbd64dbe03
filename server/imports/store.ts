import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  comparisons,
  factorLevels,
  genolists,
  projectAnalyses,
  projects,
  sampleFactorLevels,
  samples,
} from '../db/schema';
import type { ProjectAnalysis } from './analyse';
import type {
  CountMatrix,
  GeneAnnotation,
  GoTerm,
  ParsedArchive,
  ParsedComparison,
  Sample,
} from './archive-types';

/** What writing needs of a count matrix: everything but the values, which the analysis has digested. */
export type CountsToWrite = Omit<CountMatrix, 'values'>;

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

/** Database id of each gene, by its id in the reference database. */
type GeneIds = Map<string, number>;

/**
 * Writes an analysed archive as one project (`writeProject`), or a data file's count matrix into
 * a project created empty (`writeDataFile`), in one transaction: a failure anywhere leaves the
 * database as it was. Bulk rows go through `INSERT … SELECT FROM unnest(arrays)`, one statement
 * per column batch, because row-by-row inserts cost ≈ 15 µs a row on PGlite (DESIGN.md).
 *
 * Re-importing a library already imported replaces its data in place: the project keeps its id,
 * and the genolist of a comparison with the same name keeps its id, view count, visibility and
 * favourites; genolists of comparisons no longer in the archive are deleted. Genolists not made
 * from a comparison (expert lists) are kept.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const BATCH = 5000;
/** Separates gene symbols inside one GO row; it cannot occur in a symbol. */
const UNIT_SEPARATOR = '\u001f';

/** One array parameter; drizzle would otherwise spread a JS array into a list of parameters. */
const list = (values: unknown[]) => sql.param(values);

const orNull = (values: ArrayLike<number>) => Array.from(values, (v) => (Number.isNaN(v) ? null : v));

export interface WriteOptions {
  library: string;
  ownerId: number | null;
  makePublic: boolean;
  /** Called between steps, outside any lock-holding wait; must not query the database (PGlite has one connection). */
  onStep?: (step: string, fraction: number) => void;
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
    const { geneIds, levelIds } = await writeProjectData(
      tx,
      projectId,
      { ...archive, organism: archive.manifest.project.organism, annotates: true },
      analysis,
      step,
    );
    const kept = new Set<number>();
    for (const [index, comparison] of archive.comparisons.entries()) {
      step(`comparison ${comparison.name}`, 0.55 + (0.45 * index) / archive.comparisons.length);
      const id = await writeComparison(tx, {
        projectId,
        comparison,
        index,
        levelIds,
        geneIds,
        analysis,
        options,
        reusable,
      });
      kept.add(id);
    }
    const vanished = [...reusable.values()].filter((id) => !kept.has(id));
    if (vanished.length) await tx.delete(genolists).where(inArray(genolists.id, vanished));
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
  const geneIds = await upsertGeneRefs(tx, data);
  step('samples', 0.15);
  const levelIds = await writeSamples(tx, projectId, data, analysis);
  step('expression', 0.2);
  await writeExpression(tx, projectId, data.counts, analysis, geneIds);
  step('analyses', 0.5);
  await writeAnalyses(tx, projectId, analysis);
  return { geneIds, levelIds };
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

/** Every gene of the counts and of the results, annotated from genes.tsv, else from the symbols the tables carry. */
async function upsertGeneRefs(tx: Tx, archive: ProjectData) {
  const genes = new Map<
    string,
    { symbol: string | null; description: string | null; biotype: string | null }
  >();
  const add = (id: string, symbol: string | null) => {
    const known = genes.get(id);
    if (!known) genes.set(id, { symbol, description: null, biotype: null });
    else if (!known.symbol && symbol) known.symbol = symbol;
  };
  for (const g of archive.genes ?? []) {
    genes.set(g.geneId, { symbol: g.symbol, description: g.description, biotype: g.biotype });
  }
  for (const [i, id] of archive.counts.geneIds.entries()) add(id, archive.counts.symbols[i] ?? null);
  for (const c of archive.comparisons) {
    for (const [i, id] of c.table.geneIds.entries()) add(id, c.table.symbols[i] ?? null);
  }

  const symbol = archive.annotates
    ? sql`COALESCE(EXCLUDED.symbol, gene_refs.symbol)`
    : sql`COALESCE(gene_refs.symbol, EXCLUDED.symbol)`;
  // Sorted, so that two imports upserting the same genes lock them in the same order.
  const ids = [...genes.keys()].sort();
  const geneIds: GeneIds = new Map();
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const rows = batch.map(
      (id) => genes.get(id) as { symbol: string | null; description: string | null; biotype: string | null },
    );
    const result = await tx.execute(sql`
      INSERT INTO gene_refs (id_reference_database, symbol, description, biotype)
      SELECT * FROM unnest(${list(batch)}::text[], ${list(rows.map((r) => r.symbol))}::text[],
                           ${list(rows.map((r) => r.description))}::text[], ${list(rows.map((r) => r.biotype))}::text[])
      ON CONFLICT (id_reference_database) DO UPDATE SET
        symbol = ${symbol},
        description = COALESCE(EXCLUDED.description, gene_refs.description),
        biotype = COALESCE(EXCLUDED.biotype, gene_refs.biotype)
      RETURNING id, id_reference_database`);
    for (const row of (result as unknown as { rows: { id: number; id_reference_database: string }[] }).rows) {
      geneIds.set(row.id_reference_database, row.id);
    }
  }
  return geneIds;
}

const idsOf = (geneIds: GeneIds, genes: string[]) => genes.map((gene) => geneIds.get(gene) as number);

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

/** One row per gene; the float32 bytes travel as hex text, which PGlite decodes far faster than bytea[] parameters. */
async function writeExpression(
  tx: Tx,
  projectId: number,
  counts: CountsToWrite,
  analysis: ProjectAnalysis,
  geneIds: GeneIds,
) {
  const { geneIds: genes, sampleNames } = counts;
  const rowBytes = sampleNames.length * 4;
  const bytes = Buffer.from(
    analysis.expression.buffer,
    analysis.expression.byteOffset,
    analysis.expression.byteLength,
  );
  for (let start = 0; start < genes.length; start += BATCH) {
    const end = Math.min(start + BATCH, genes.length);
    const hex = Array.from({ length: end - start }, (_, i) =>
      bytes.toString('hex', (start + i) * rowBytes, (start + i + 1) * rowBytes),
    );
    await tx.execute(sql`
      INSERT INTO gene_expression (project_id, gene_ref_id, log2_expression)
      SELECT ${projectId}, u.gene, decode(u.hex, 'hex')
      FROM unnest(${list(idsOf(geneIds, genes.slice(start, end)))}::int[], ${list(hex)}::text[]) AS u(gene, hex)`);
  }
}

async function writeAnalyses(tx: Tx, projectId: number, analysis: ProjectAnalysis) {
  await tx.insert(projectAnalyses).values([
    { project_id: projectId, kind: 'pca', data: analysis.pca },
    { project_id: projectId, kind: 'correlation', data: analysis.correlation },
    { project_id: projectId, kind: 'sequence_distribution', data: analysis.sequenceDistribution },
    { project_id: projectId, kind: 'qc', data: { source: analysis.qcSource, rule: analysis.qcRule } },
  ]);
}

async function writeComparison(
  tx: Tx,
  {
    projectId,
    comparison,
    index,
    levelIds,
    geneIds,
    analysis,
    options,
    reusable,
  }: {
    projectId: number;
    comparison: ParsedComparison;
    index: number;
    levelIds: Map<string, number>;
    geneIds: GeneIds;
    analysis: ProjectAnalysis;
    options: WriteOptions;
    reusable: Map<string, number>;
  },
): Promise<number> {
  const level = (name: string) => {
    const id = levelIds.get(`${comparison.factor}\0${name}`);
    if (id === undefined) throw new Error(`level ${name} of ${comparison.factor} has no id`);
    return id;
  };
  const [row] = await tx
    .insert(comparisons)
    .values({
      project_id: projectId,
      name: comparison.name,
      description: comparison.description,
      type: comparison.type,
      dialect: comparison.table.dialect,
      main_level_id: level(comparison.condition_1),
      secondary_level_id: level(comparison.condition_2),
      position: index,
    })
    .returning({ id: comparisons.id });
  if (!row) throw new Error('comparison insert returned nothing');
  const deg = analysis.degs[index] ?? { pos: 0, neg: 0, total: 0 };
  const fields = {
    comparison_id: row.id,
    name: comparison.name,
    description: comparison.description,
    type_genolist: comparison.type,
    source: comparison.source,
    pvalue_cutoff: comparison.pvalue_cutoff,
    fold_change_cutoff: comparison.fold_change_cutoff,
    gene_count: comparison.table.geneIds.length,
    deg_pos: deg.pos,
    deg_neg: deg.neg,
    deg_total: deg.total,
    updated_at: new Date(),
  };
  let genolistId = reusable.get(comparison.name);
  if (genolistId !== undefined) {
    await tx
      .update(genolists)
      .set(fields)
      .where(and(eq(genolists.id, genolistId), eq(genolists.project_id, projectId)));
    for (const table of ['transcripto_values', 'proteo_values', 'go_values']) {
      await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE genolist_id = ${genolistId}`);
    }
  } else {
    const [created] = await tx
      .insert(genolists)
      .values({ ...fields, project_id: projectId, owner_id: options.ownerId, public: options.makePublic })
      .returning({ id: genolists.id });
    if (!created) throw new Error('genolist insert returned nothing');
    genolistId = created.id;
  }
  await writeValues(tx, genolistId, comparison, geneIds);
  if (comparison.goTerms) await writeGo(tx, genolistId, comparison.goTerms);
  return genolistId;
}

async function writeValues(tx: Tx, genolistId: number, comparison: ParsedComparison, geneIds: GeneIds) {
  const table = sql.identifier(comparison.type === 'PROTEO' ? 'proteo_values' : 'transcripto_values');
  const t = comparison.table;
  for (let start = 0; start < t.geneIds.length; start += BATCH) {
    const end = Math.min(start + BATCH, t.geneIds.length);
    const positions = Array.from({ length: end - start }, (_, i) => start + i);
    await tx.execute(sql`
      INSERT INTO ${table} (genolist_id, gene_ref_id, position, base_mean, ave_log_expr, log_2_fc, pvalue, pvalue_adj)
      SELECT ${genolistId}, u.gene, u.position, u.base_mean, u.ave, u.fc, u.p, u.padj
      FROM unnest(${list(idsOf(geneIds, t.geneIds.slice(start, end)))}::int[], ${list(positions)}::int[],
                  ${list(orNull(t.baseMean.subarray(start, end)))}::float8[], ${list(orNull(t.aveLogExpr.subarray(start, end)))}::float8[],
                  ${list(orNull(t.log2fc.subarray(start, end)))}::float8[], ${list(orNull(t.pvalue.subarray(start, end)))}::float8[],
                  ${list(orNull(t.padj.subarray(start, end)))}::float8[])
        AS u(gene, position, base_mean, ave, fc, p, padj)`);
  }
}

async function writeGo(tx: Tx, genolistId: number, terms: GoTerm[]) {
  for (let start = 0; start < terms.length; start += BATCH) {
    const batch = terms.slice(start, start + BATCH);
    const unique = [...new Map(batch.map((t) => [t.go_id, t])).values()].sort((a, b) =>
      a.go_id.localeCompare(b.go_id),
    );
    await tx.execute(sql`
      INSERT INTO go_terms (go_id, term, ontology)
      SELECT * FROM unnest(${list(unique.map((t) => t.go_id))}::text[], ${list(unique.map((t) => t.term))}::text[],
                           ${list(unique.map((t) => t.ontology))}::text[])
      ON CONFLICT (go_id) DO UPDATE SET term = EXCLUDED.term, ontology = COALESCE(EXCLUDED.ontology, go_terms.ontology)`);
    await tx.execute(sql`
      INSERT INTO go_values (genolist_id, go_term_id, count, term_size, pvalue, pvalue_adj, genes)
      SELECT ${genolistId}, t.id, u.count, u.size, u.p, u.padj, string_to_array(u.genes, ${UNIT_SEPARATOR})
      FROM unnest(${list(batch.map((t) => t.go_id))}::text[], ${list(batch.map((t) => t.count))}::int[],
                  ${list(batch.map((t) => t.term_size))}::int[], ${list(batch.map((t) => t.pvalue))}::float8[],
                  ${list(batch.map((t) => t.padj))}::float8[], ${list(batch.map((t) => t.genes.join(UNIT_SEPARATOR)))}::text[])
        AS u(go_id, count, size, p, padj, genes)
      JOIN go_terms t ON t.go_id = u.go_id`);
  }
}
