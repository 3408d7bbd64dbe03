/**
 * External pages a gene or a GO term links to, opened in a new tab:
 * the GeneCards card of a gene symbol, and the AmiGO page of a GO term.
 */

const GENE_CARD = 'https://www.genecards.org/cgi-bin/carddisp.pl';
const GO_TERM = 'https://amigo.geneontology.org/amigo/term/';

/** GeneCards by symbol ('FKBP5'); null when there is no symbol to look up. */
export function geneCardUrl(symbol: string | null | undefined): string | null {
  const gene = symbol?.trim();
  if (!gene) return null;
  return `${GENE_CARD}?gene=${encodeURIComponent(gene)}`;
}

const GO_ID = /^GO:\d{7}$/;

/** AmiGO by GO id ('GO:0005886'); null when the text is not a GO id. */
export function goTermUrl(goId: string | null | undefined): string | null {
  const id = goId?.trim().toUpperCase();
  if (!id || !GO_ID.test(id)) return null;
  return `${GO_TERM}${id}`;
}
