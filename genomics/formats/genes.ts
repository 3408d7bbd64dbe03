/**
 * The optional gene annotation table: `gene_id` (unique, required), `symbol`, optional
 * `description` and `biotype`; other columns are ignored. Input: the file's text. Output: one
 * annotation per line in file order; missing symbols, descriptions and biotypes are null.
 * Genes need not match the counts: annotation is looked up, never required.
 */
import { readTable, type StringPool, UniqueKeys } from './tables';

export interface GeneAnnotation {
  geneId: string;
  symbol: string | null;
  description: string | null;
  biotype: string | null;
}

export function parseGenes(file: string, text: string, strings?: StringPool): GeneAnnotation[] {
  const genes: GeneAnnotation[] = [];
  const keys = new UniqueKeys('duplicate-gene');
  readTable(
    file,
    text,
    (header) => {
      const id = header.require('gene_id');
      const symbol = header.require('symbol');
      const description = header.index('description');
      const biotype = header.index('biotype');
      return (row) => {
        genes.push({
          geneId: row.key(id, keys),
          symbol: row.optionalText(symbol),
          description: row.optionalText(description),
          biotype: row.optionalText(biotype),
        });
      };
    },
    strings,
  );
  return genes;
}
