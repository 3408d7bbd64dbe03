import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { DEMO } from '../support/archives';

/**
 * A demo archive's differential-expression table read straight from the zip, for expectations
 * computed by hand in the tests: per gene id its symbol, log2FC and adjusted p (NaN when
 * missing), and whether the archive's cutoffs call it.
 */
export interface DemoGene {
  geneId: string;
  symbol: string;
  log2fc: number;
  pvalue: number;
  padj: number;
  called: boolean;
}

export async function demoTable(library: keyof typeof DEMO): Promise<Map<string, DemoGene>> {
  const zip = await JSZip.loadAsync(readFileSync(DEMO[library]));
  const manifest = JSON.parse(await (zip.file('manifest.json') as JSZip.JSZipObject).async('string'));
  const [comparison] = manifest.comparisons;
  const text = await (zip.file(comparison.results) as JSZip.JSZipObject).async('string');
  const separator = comparison.results.endsWith('.csv') ? ',' : '\t';
  const [header, ...lines] = text.trim().split('\n');
  const columns = (header as string).split(separator);
  const at = (name: string) => columns.indexOf(name);
  const lfc = at('log2FoldChange') >= 0 ? at('log2FoldChange') : at('logFC');
  const pvalue = at('pvalue') >= 0 ? at('pvalue') : at('PValue');
  const padj = at('padj') >= 0 ? at('padj') : at('FDR');
  const number = (cell: string | undefined) =>
    cell === undefined || cell === '' || cell === 'NA' ? Number.NaN : Number(cell);
  const genes = new Map<string, DemoGene>();
  for (const line of lines) {
    const cells = line.split(separator);
    const gene = {
      geneId: cells[at('gene_id')] as string,
      symbol: cells[at('symbol')] ?? '',
      log2fc: number(cells[lfc]),
      pvalue: number(cells[pvalue]),
      padj: number(cells[padj]),
    };
    const called =
      gene.padj <= comparison.pvalue_cutoff &&
      Math.abs(gene.log2fc) >= Math.log2(comparison.fold_change_cutoff);
    genes.set(gene.geneId, { ...gene, called });
  }
  return genes;
}
