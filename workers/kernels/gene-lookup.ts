/**
 * Finding genes by symbol or Ensembl id in the genolists saved on this device, for the header's
 * search with no network.
 *
 * Inputs: each saved genolist's gene reference ids, symbols and gene ids (one per line, the
 * offline copy's packed text columns; an empty symbol line means no symbol), its log2 fold
 * changes and adjusted p-values (NaN when missing). A query matches a gene whose symbol or id
 * contains it, case ignored; exact symbols rank first, then symbols starting with it, then the
 * rest, then by adjusted p. Output: one hit per gene and genolist, missing values as null.
 * Deliberately unsupported: genes' names (the offline copy does not hold them).
 */

export interface LookupFrame {
  genolistId: number;
  n: number;
  geneRefId: Int32Array;
  symbols: string;
  geneIds: string;
  log2fc: Float64Array;
  padj: Float64Array;
}

export interface GeneLookupHit {
  genolistId: number;
  geneRefId: number;
  symbol: string | null;
  geneId: string;
  log2fc: number | null;
  padj: number | null;
}

interface IndexedFrame {
  frame: LookupFrame;
  symbols: string[];
  geneIds: string[];
  /** Lower-cased `symbol \t gene_id` of each row. */
  keys: string[];
}

export type LookupIndex = IndexedFrame[];

export function indexFrames(frames: readonly LookupFrame[]): LookupIndex {
  return frames.map((frame) => {
    const symbols = frame.symbols.split('\n');
    const geneIds = frame.geneIds.split('\n');
    const keys = new Array<string>(frame.n);
    for (let i = 0; i < frame.n; i++) keys[i] = `${symbols[i] ?? ''}\t${geneIds[i] ?? ''}`.toLowerCase();
    return { frame, symbols, geneIds, keys };
  });
}

function present(column: Float64Array, row: number): number | null {
  const v = column[row];
  return v === undefined || Number.isNaN(v) ? null : v;
}

export function lookupGenes(index: LookupIndex, query: string, limit: number): GeneLookupHit[] {
  const q = query.trim().toLowerCase();
  if (q === '' || q.includes('\t')) return [];
  const found: { hit: GeneLookupHit; rank: number }[] = [];
  for (const { frame, symbols, geneIds, keys } of index)
    for (let i = 0; i < frame.n; i++) {
      const key = keys[i] as string;
      if (!key.includes(q)) continue;
      const symbol = symbols[i] || null;
      const lower = symbol?.toLowerCase() ?? '';
      const rank = lower === q ? 0 : lower.startsWith(q) ? 1 : 2;
      found.push({
        rank,
        hit: {
          genolistId: frame.genolistId,
          geneRefId: frame.geneRefId[i] ?? 0,
          symbol,
          geneId: geneIds[i] ?? '',
          log2fc: present(frame.log2fc, i),
          padj: present(frame.padj, i),
        },
      });
    }
  found.sort((a, b) => a.rank - b.rank || (a.hit.padj ?? 2) - (b.hit.padj ?? 2));
  return found.slice(0, limit).map((f) => f.hit);
}
