import { and, eq, sql } from 'drizzle-orm';
import { copyRows } from '../db/bulk-copy';
import type { Tx } from '../db/client';
import { comparisons, genolists } from '../db/schema';
import { frameColumns, type ParsedColumns } from '../genolists/frame';
import { type EncodedFrame, encodeFrame, saveFrame } from '../genolists/frame-store';
import type { ComparisonType, GoTerm, ParsedComparison } from './archive-types';
import { type GeneRefs, geneRefIds, storedGene } from './store-genes';

/**
 * A comparison of an archive written as its genolist: the comparison row, the genolist (kept
 * with its id, views and visibility when the library is imported again), its values (binary
 * COPY), its GO terms, and its frame, built from the parsed table and compressed while the
 * next comparison is written.
 */

const GO_BATCH = 5000;
/** Separates gene symbols inside one GO row; it cannot occur in a symbol. */
const UNIT_SEPARATOR = '\u001f';

/** One array parameter; drizzle would otherwise spread a JS array into a list of parameters. */
const list = (values: unknown[]) => sql.param(values);

export interface ComparisonToWrite {
  projectId: number;
  comparison: ParsedComparison;
  index: number;
  levelIds: Map<string, number>;
  genes: GeneRefs;
  /** Its genes up, down and in all beyond its cutoffs. */
  deg: { pos: number; neg: number; total: number };
  owner: { ownerId: number | null; makePublic: boolean };
  /** Genolists of the previous import of the library, by comparison name. */
  reusable: Map<string, number>;
}

/** A frame being compressed in the thread pool; its failure, if any, is raised when it is taken. */
export interface PendingFrame {
  genolistId: number;
  take(): Promise<EncodedFrame>;
}

/** Writes the comparison and its genolist; returns the genolist id and its frame, still compressing. */
export async function writeComparison(tx: Tx, write: ComparisonToWrite): Promise<PendingFrame> {
  const { projectId, comparison, index, levelIds, genes, deg, owner, reusable } = write;
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
      .values({ ...fields, project_id: projectId, owner_id: owner.ownerId, public: owner.makePublic })
      .returning({ id: genolists.id });
    if (!created) throw new Error('genolist insert returned nothing');
    genolistId = created.id;
  }
  await writeValues(tx, genolistId, comparison, genes);
  if (comparison.goTerms) await writeGo(tx, genolistId, comparison.goTerms);
  const id = genolistId;
  const frame = encodeFrame(frameColumns(id, comparison.table, (gene) => storedGene(genes, gene))).then(
    (encoded) => ({ encoded }),
    (error: unknown) => ({ error }),
  );
  return {
    genolistId: id,
    take: async () => {
      const done = await frame;
      if ('error' in done) throw done.error;
      return done.encoded;
    },
  };
}

/** Stores a frame `writeComparison` started, once it is compressed. */
export async function storeFrame(tx: Tx, pending: PendingFrame): Promise<void> {
  await saveFrame(tx, pending.genolistId, await pending.take());
}

/** A results table's values (binary COPY), in file order: an archive's comparison, or a researcher's own table. */
export async function writeValues(
  tx: Tx,
  genolistId: number,
  comparison: { type: ComparisonType; table: ParsedColumns },
  genes: GeneRefs,
) {
  const t = comparison.table;
  const n = t.geneIds.length;
  await copyRows(
    tx,
    {
      table: comparison.type === 'PROTEO' ? 'proteo_values' : 'transcripto_values',
      columns: [
        'genolist_id',
        'gene_ref_id',
        'position',
        'base_mean',
        'ave_log_expr',
        'log_2_fc',
        'pvalue',
        'pvalue_adj',
      ],
    },
    n,
    [
      { type: 'int4', values: genolistId },
      { type: 'int4', values: geneRefIds(genes, t.geneIds) },
      { type: 'int4', values: Int32Array.from({ length: n }, (_, i) => i) },
      { type: 'float8', values: t.baseMean },
      { type: 'float8', values: t.aveLogExpr },
      { type: 'float8', values: t.log2fc },
      { type: 'float8', values: t.pvalue },
      { type: 'float8', values: t.padj },
    ],
    // The genolist was written just above, and the gene ids come from this transaction's upsert.
    'skip-when-allowed',
  );
}

async function writeGo(tx: Tx, genolistId: number, terms: GoTerm[]) {
  for (let start = 0; start < terms.length; start += GO_BATCH) {
    const batch = terms.slice(start, start + GO_BATCH);
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
