import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { directionOf } from '../../genomics/significance';
import type { Db } from '../db/client';
import { geneRefs, goTerms, goValues, proteoValues, transcriptoValues } from '../db/schema';
import { calledAtSql } from './called-sql';
import type { GenolistRow } from './service';
import { valuesTableName } from './service';

/**
 * Row endpoints of a genolist: pages of its values, its called genes for the
 * charts, its GO enrichment rows and the genes of one GO row. Each reads at most a page or the
 * called genes; the whole list travels as the frame (`frame.ts`).
 */

type ValuesTable = typeof transcriptoValues;
export type ValuesKind = 'transcripto' | 'proteo';
const tableOf = (kind: ValuesKind): ValuesTable =>
  kind === 'proteo' ? (proteoValues as unknown as ValuesTable) : transcriptoValues;
/** The values table a genolist's rows live in: proteomic lists have their own. */
const valuesTable = (type: string): ValuesTable => tableOf(type === 'PROTEO' ? 'proteo' : 'transcripto');

const nullsLast = (column: SQL | ValuesTable['position'], descending: boolean) =>
  descending ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS LAST`;

export const VALUE_ORDERINGS = [
  'position',
  '-position',
  'log_2_FC',
  '-log_2_FC',
  'abs_log_2_FC',
  '-abs_log_2_FC',
  'pvalue',
  '-pvalue',
  'pvalue_adj',
  '-pvalue_adj',
  'base_mean',
  '-base_mean',
] as const;
export type ValueOrdering = (typeof VALUE_ORDERINGS)[number];

function valueOrder(table: ValuesTable, ordering: ValueOrdering): SQL[] {
  const descending = ordering.startsWith('-');
  const key = ordering.replace(/^-/, '');
  const column =
    key === 'abs_log_2_FC'
      ? sql`abs(${table.log_2_fc})`
      : {
          position: table.position,
          log_2_FC: table.log_2_fc,
          pvalue: table.pvalue,
          pvalue_adj: table.pvalue_adj,
          base_mean: table.base_mean,
        }[key as 'position'];
  const order = [nullsLast(column as SQL, descending)];
  if (key !== 'position') order.push(asc(table.position));
  return order;
}

/** `%term%` for ILIKE, with the pattern characters of the term escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of a genolist's rows in one values table (a transcriptomic list has no proteomic rows). */
export async function valuePage(
  db: Db,
  genolist: GenolistRow,
  kind: ValuesKind,
  opts: { search?: string; ordering: ValueOrdering; limit: number; offset: number },
) {
  const table = tableOf(kind);
  const term = opts.search?.trim();
  const pattern = term ? likePattern(term) : undefined;
  const where = and(
    eq(table.genolist_id, genolist.id),
    pattern
      ? or(
          ilike(geneRefs.symbol, pattern),
          ilike(geneRefs.id_reference_database, pattern),
          ilike(geneRefs.description, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ value: table, genoref: geneRefs })
      .from(table)
      .innerJoin(geneRefs, eq(geneRefs.id, table.gene_ref_id))
      .where(where)
      .orderBy(...valueOrder(table, opts.ordering))
      .limit(opts.limit)
      .offset(opts.offset),
    pattern
      ? db
          .select({ n: count() })
          .from(table)
          .innerJoin(geneRefs, eq(geneRefs.id, table.gene_ref_id))
          .where(where)
      : db.select({ n: count() }).from(table).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    results: rows.map(({ value, genoref }) => ({
      id: value.id,
      position: value.position,
      genoref: {
        id: genoref.id,
        symbols: genoref.symbol,
        id_reference_database: genoref.id_reference_database,
        description: genoref.description,
        biotype: genoref.biotype,
      },
      base_mean: value.base_mean,
      ave_log_expr: value.ave_log_expr,
      log_2_FC: value.log_2_fc,
      pvalue: value.pvalue,
      pvalue_adj: value.pvalue_adj,
    })),
  };
}

/**
 * The genes the list calls with its own cutoffs (`genomics/significance.ts`), in file order, for
 * the charts.
 */
export async function calledGeneRows(db: Db, genolist: GenolistRow) {
  const table = valuesTable(genolist.type_genolist);
  const rows = await db
    .select({ value: table, genoref: geneRefs })
    .from(table)
    .innerJoin(geneRefs, eq(geneRefs.id, table.gene_ref_id))
    .where(and(eq(table.genolist_id, genolist.id), calledAtSql(table.pvalue_adj, table.log_2_fc, genolist)))
    .orderBy(asc(table.position));
  return rows.map(({ value, genoref }) => {
    const lfc = value.log_2_fc as number;
    const p = value.pvalue;
    return {
      id: value.id,
      gene_id: genoref.id_reference_database,
      symbols: genoref.symbol,
      gene_name: genoref.description,
      genoref: { id: genoref.id, symbols: genoref.symbol },
      base_mean: value.base_mean,
      log2_fold_change: lfc,
      pvalue: p,
      adjusted_p_value: value.pvalue_adj as number,
      minus_log10_pvalue: p === null || p === 0 ? null : -Math.log10(p),
      p_zero: p === 0,
      regulation: directionOf(lfc) ?? ('none' as const),
    };
  });
}

export type CalledGeneRow = Awaited<ReturnType<typeof calledGeneRows>>[number];

/** GO enrichment rows, most significant first (adjusted p, then p; missing last). */
export async function goRows(db: Db, genolistId: number) {
  const rows = await db
    .select({ value: goValues, term: goTerms })
    .from(goValues)
    .innerJoin(goTerms, eq(goTerms.id, goValues.go_term_id))
    .where(eq(goValues.genolist_id, genolistId))
    .orderBy(
      sql`${goValues.pvalue_adj} ASC NULLS LAST`,
      sql`${goValues.pvalue} ASC NULLS LAST`,
      asc(goValues.id),
    );
  return rows.map(({ value, term }) => ({
    id: value.id,
    genolist_id: value.genolist_id,
    go_id: term.go_id,
    go_term: term.term,
    goref: { id: term.id, term: term.go_id, description: term.term, ontology: term.ontology },
    count: value.count,
    nb_genes_in_term: value.term_size,
    pvalue: value.pvalue,
    pvalue_adj: value.pvalue_adj,
    genes_in_term: value.genes,
  }));
}

export type GoRow = Awaited<ReturnType<typeof goRows>>[number];

export async function goValueById(db: Db, id: number) {
  const [row] = await db.select().from(goValues).where(eq(goValues.id, id));
  return row;
}

/**
 * The genes of one GO row, in the row's order, each resolved to the genolist's gene with that
 * symbol or gene id (the first in file order when a symbol names several genes), or null when
 * the list has no such gene.
 */
export async function goGenes(db: Db, goValueId: number, genolist: GenolistRow) {
  const table = sql.identifier(valuesTableName(genolist.type_genolist));
  const result = await db.execute(sql`
    WITH wanted AS (
      SELECT g.gene, g.ord FROM go_values gv, unnest(gv.genes) WITH ORDINALITY AS g(gene, ord)
      WHERE gv.id = ${goValueId}),
    refs AS (
      SELECT w.ord, r.* FROM wanted w JOIN gene_refs r ON r.symbol = w.gene
      UNION
      SELECT w.ord, r.* FROM wanted w JOIN gene_refs r ON r.id_reference_database = w.gene),
    matched AS (
      SELECT DISTINCT ON (refs.ord) refs.ord, refs.id, refs.symbol, refs.id_reference_database,
             refs.description, refs.biotype, v.base_mean, v.log_2_fc, v.pvalue_adj
      FROM refs JOIN ${table} v ON v.gene_ref_id = refs.id AND v.genolist_id = ${genolist.id}
      ORDER BY refs.ord, v.position)
    SELECT w.gene, m.id, m.symbol, m.id_reference_database, m.description, m.biotype,
           m.base_mean, m.log_2_fc, m.pvalue_adj
    FROM wanted w LEFT JOIN matched m ON m.ord = w.ord
    ORDER BY w.ord`);
  type Row = {
    gene: string;
    id: number | null;
    symbol: string | null;
    id_reference_database: string | null;
    description: string | null;
    biotype: string | null;
    base_mean: number | null;
    log_2_fc: number | null;
    pvalue_adj: number | null;
  };
  return (result as unknown as { rows: Row[] }).rows.map((row) => ({
    gene: row.gene,
    genoref:
      row.id === null
        ? null
        : {
            id: row.id,
            symbols: row.symbol,
            id_reference_database: row.id_reference_database as string,
            description: row.description,
            biotype: row.biotype,
          },
    base_mean: row.base_mean,
    log_2_FC: row.log_2_fc,
    pvalue_adj: row.pvalue_adj,
  }));
}
