/**
 * What kind of gene names a column holds, from their shape alone (no annotation database):
 *   ensembl  ENSG00000141510, ENSMUSG00000059552, with or without a version (ENSG….12) and
 *            the `_PAR_Y` suffix GENCODE gives pseudoautosomal copies
 *   refseq   NM_000546, NR_024540, XM_…, XR_… (with or without a version)
 *   entrez   NCBI Gene ids: digits only (7157)
 *   symbol   anything else that looks like a name (TP53, Trp53, MT-CO1, LOC105370123)
 * A column's kind is the kind of most of its values (missing values aside); `versioned` says
 * whether its Ensembl or RefSeq ids carry a version, which `unversioned` strips, so a table
 * written with versions and one without can still be matched gene for gene.
 */

export type GeneIdKind = 'ensembl' | 'refseq' | 'entrez' | 'symbol';

export interface GeneIdSummary {
  kind: GeneIdKind;
  versioned: boolean;
}

const ENSEMBL = /^ENS[A-Z]*G\d{11}(\.\d+)?(_PAR_Y)?$/;
const REFSEQ = /^[NX][MR]_\d+(\.\d+)?$/;
const ENTREZ = /^\d+$/;
const VERSION = /^(ENS[A-Z]*G\d{11}|[NX][MR]_\d+)\.\d+/;

export function geneIdKind(id: string): GeneIdKind {
  if (ENSEMBL.test(id)) return 'ensembl';
  if (REFSEQ.test(id)) return 'refseq';
  if (ENTREZ.test(id)) return 'entrez';
  return 'symbol';
}

/** `ENSG00000141510.17` → `ENSG00000141510`, `NM_000546.6` → `NM_000546`; anything else as it is. */
export function unversioned(id: string): string {
  const match = VERSION.exec(id);
  return match ? `${match[1]}${id.slice(match[0].length)}` : id;
}

/** Looks at up to `sample` values spread over the column, so 60,000 ids cost little. */
export function summariseGeneIds(ids: readonly (string | null)[], sample = 2000): GeneIdSummary {
  const counts: Record<GeneIdKind, number> = { ensembl: 0, refseq: 0, entrez: 0, symbol: 0 };
  let versioned = false;
  const step = Math.max(1, Math.floor(ids.length / sample));
  for (let i = 0; i < ids.length; i += step) {
    const id = ids[i];
    if (id === null || id === undefined) continue;
    counts[geneIdKind(id)]++;
    versioned ||= VERSION.test(id);
  }
  const kind = (['ensembl', 'refseq', 'entrez'] as const).reduce<GeneIdKind>(
    (best, next) => (counts[next] > counts[best] ? next : best),
    'symbol',
  );
  return { kind, versioned: versioned && (kind === 'ensembl' || kind === 'refseq') };
}
