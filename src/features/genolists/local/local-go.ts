import type { GoTerm } from '../../../../genomics/formats/go';
import { TableError } from '../../../../genomics/formats/table-error';
import type { ResultsReaderApi } from '../../../../workers/results-reader.worker';
import { workerClient } from '../../../lib/worker-client';
import type { GoValue } from '../api/get-go-values';

/**
 * A GO table the user added to a result on this device, shaped as the server answers an
 * imported genolist's (so the same table, dot plot and CSV show it) and in the server's order:
 * most significant first by adjusted p, then p, a missing value last, then file order. Ids are
 * the term's place in the file: they only key the rows.
 */
export function goValuesOfTerms(terms: readonly GoTerm[], genolistId: number): GoValue[] {
  const byP = (a: number | null, b: number | null) =>
    (a ?? Number.POSITIVE_INFINITY) - (b ?? Number.POSITIVE_INFINITY);
  return terms
    .map((term, index) => ({ term, index }))
    .sort((a, b) => byP(a.term.padj, b.term.padj) || byP(a.term.pvalue, b.term.pvalue) || a.index - b.index)
    .map(({ term, index }) => ({
      id: index + 1,
      genolist_id: genolistId,
      go_id: term.go_id,
      go_term: term.term,
      goref: { id: index + 1, term: term.go_id, description: term.term, ontology: term.ontology },
      count: term.count,
      nb_genes_in_term: term.term_size,
      pvalue: term.pvalue,
      pvalue_adj: term.padj,
      genes_in_term: term.genes,
    }));
}

const reader = workerClient<ResultsReaderApi>(
  () =>
    new Worker(new URL('../../../../workers/results-reader.worker.ts', import.meta.url), { type: 'module' }),
);

/**
 * Reads a GO table from the user's file (text, .gz or .xlsx; native or clusterProfiler columns)
 * in the worker that reads the user's other files: a full enrichGO output or a large workbook
 * would hold the page for as long as it takes. Refused with a `TableError` naming the file, line
 * and column.
 */
export async function readGoTable(file: File): Promise<{ file: string; terms: GoTerm[] }> {
  const outcome = await reader.remote().readGo(file.name, file);
  if (!outcome.ok) {
    const { code, params, where } = outcome.error;
    throw new TableError(code, params, where);
  }
  return { file: file.name, terms: outcome.value };
}
