import { sql } from 'drizzle-orm';
import { copyRows } from '../db/bulk-copy';
import type { Tx } from '../db/client';
import { dropFramesShowing } from '../genolists/frame-store';
import type { CountsToWrite, GeneAnnotation, ParsedComparison } from './archive-types';

/** A gene as stored: its database id and the symbol the frames show. */
export interface StoredGene {
  id: number;
  symbol: string | null;
}

/** Stored genes by their id in the reference database (Ensembl). */
export type GeneRefs = Map<string, StoredGene>;

interface Annotation {
  symbol: string | null;
  description: string | null;
  biotype: string | null;
}

/**
 * Every gene of the counts and of the results, annotated from genes.tsv, else from the symbols
 * the tables carry. Gene refs are shared by all projects: `annotates` (an archive, an annotated
 * export) lets its symbols replace known ones, a data file only fills symbols not known yet. A
 * gene already stored as it comes is left untouched (no new row version). Genes whose symbol or
 * name this import changes are shown by other genolists' frames: those are dropped, to be built
 * again on their next request.
 */
export async function upsertGeneRefs(
  tx: Tx,
  data: {
    counts: CountsToWrite;
    genes: GeneAnnotation[] | null;
    comparisons: ParsedComparison[];
    annotates: boolean;
  },
): Promise<GeneRefs> {
  const genes = new Map<string, Annotation>();
  const add = (id: string, symbol: string | null) => {
    const known = genes.get(id);
    if (!known) genes.set(id, { symbol, description: null, biotype: null });
    else if (!known.symbol && symbol) known.symbol = symbol;
  };
  for (const g of data.genes ?? []) {
    genes.set(g.geneId, { symbol: g.symbol, description: g.description, biotype: g.biotype });
  }
  for (const [i, id] of data.counts.geneIds.entries()) add(id, data.counts.symbols[i] ?? null);
  for (const c of data.comparisons) {
    for (const [i, id] of c.table.geneIds.entries()) add(id, c.table.symbols[i] ?? null);
  }

  const symbol = data.annotates
    ? sql`COALESCE(EXCLUDED.symbol, gene_refs.symbol)`
    : sql`COALESCE(gene_refs.symbol, EXCLUDED.symbol)`;
  const description = sql`COALESCE(EXCLUDED.description, gene_refs.description)`;
  const biotype = sql`COALESCE(EXCLUDED.biotype, gene_refs.biotype)`;
  const ids = [...genes.keys()];
  const rows = ids.map((id) => genes.get(id) as Annotation);
  // In by binary COPY, then one upsert: PGlite takes seconds to decode 60,000 × 4 text[] parameters.
  await tx.execute(sql`
    CREATE TEMPORARY TABLE incoming_genes (id_reference_database text, symbol text, description text, biotype text)
    ON COMMIT DROP`);
  await copyRows(
    tx,
    { table: 'incoming_genes', columns: ['id_reference_database', 'symbol', 'description', 'biotype'] },
    ids.length,
    [
      { type: 'text', values: ids },
      { type: 'text', values: rows.map((r) => r.symbol) },
      { type: 'text', values: rows.map((r) => r.description) },
      { type: 'text', values: rows.map((r) => r.biotype) },
    ],
  );
  // `known` is read before the upsert (one snapshot for the whole statement): an updated row
  // whose symbol or name differs from it is a change other genolists show. Rows go in sorted,
  // so that two imports upserting the same genes lock them in the same order.
  const result = await tx.execute(sql`
    WITH known AS (
      SELECT g.id, g.id_reference_database, g.symbol, g.description
      FROM gene_refs g JOIN incoming_genes i USING (id_reference_database)),
    upserted AS (
      INSERT INTO gene_refs (id_reference_database, symbol, description, biotype)
      SELECT * FROM incoming_genes ORDER BY id_reference_database
      ON CONFLICT (id_reference_database) DO UPDATE SET symbol = ${symbol}, description = ${description}, biotype = ${biotype}
      WHERE (gene_refs.symbol, gene_refs.description, gene_refs.biotype)
        IS DISTINCT FROM (${symbol}, ${description}, ${biotype})
      RETURNING id, id_reference_database, symbol, description)
    SELECT u.id, u.id_reference_database AS gene, u.symbol,
           k.id IS NOT NULL AND (u.symbol IS DISTINCT FROM k.symbol OR u.description IS DISTINCT FROM k.description) AS changed
    FROM upserted u LEFT JOIN known k ON k.id = u.id
    UNION ALL
    SELECT k.id, k.id_reference_database, k.symbol, false FROM known k
    WHERE k.id NOT IN (SELECT id FROM upserted)`);
  await tx.execute(sql`DROP TABLE incoming_genes`);
  const stored: GeneRefs = new Map();
  const changed: number[] = [];
  const answered = (
    result as unknown as { rows: { id: number; gene: string; symbol: string | null; changed: boolean }[] }
  ).rows;
  for (const row of answered) {
    stored.set(row.gene, { id: row.id, symbol: row.symbol });
    if (row.changed) changed.push(row.id);
  }
  await dropFramesShowing(tx, changed);
  return stored;
}

export function storedGene(refs: GeneRefs, gene: string): StoredGene {
  const ref = refs.get(gene);
  if (!ref) throw new Error(`gene ${gene} was not stored`);
  return ref;
}

/** The database ids of `genes`, in order. */
export function geneRefIds(refs: GeneRefs, genes: string[]): Int32Array {
  return Int32Array.from(genes, (gene) => storedGene(refs, gene).id);
}
