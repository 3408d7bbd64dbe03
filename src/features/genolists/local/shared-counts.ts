import type { LocalCounts } from './local-results-store';

/**
 * What "Share to GenoApp" sends of a result's counts into a new project, so that the server's
 * project has what the device has: the count matrix as a project's data file
 * (server/imports/data-file/README.md: `gene_id`, `gene_symbol`, one column per sample, in the
 * matrix's order) and the sample sheet as the samples' factors
 * (`PUT /api/projects/{id}/sample-factors/`).
 *
 * The matrix is written tab-separated, in pieces of about `CELLS_PER_PIECE` counts, so that it
 * is compressed as it is written (a 60,000 × 384 matrix is about 75 MB of text, never held
 * whole; ≈ 29 MB gzip-compressed) and no piece holds the main thread long (≈ 0.1 M counts turned
 * to text per piece).
 * Counts are written in their shortest exact form (fractions stay fractions). A field holding a
 * tab, a quote or a line break is quoted, as the server's table reader expects.
 *
 * A factor some sample has no level for is not sent: a project's factors give every sample a
 * level (the PCA colours and the comparisons rely on it), and the result's own comparison never
 * uses such a factor (its design needs every sample's level).
 */

export const CELLS_PER_PIECE = 100_000;

const field = (text: string) => (/[\t\n\r"]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** The matrix as text, piece by piece: the header with the first piece, then `rowsPerPiece` genes each. */
export function* countsTablePieces(
  counts: LocalCounts,
  rowsPerPiece = Math.max(1, Math.floor(CELLS_PER_PIECE / Math.max(1, counts.sampleNames.length))),
): Generator<string> {
  const { geneIds, symbols, sampleNames, values } = counts;
  const width = sampleNames.length;
  let piece = `${['gene_id', 'gene_symbol', ...sampleNames].map(field).join('\t')}\n`;
  for (let start = 0; start < geneIds.length; start += rowsPerPiece) {
    const end = Math.min(geneIds.length, start + rowsPerPiece);
    const lines: string[] = [];
    for (let g = start; g < end; g++) {
      const row = [field(geneIds[g] as string), field(symbols[g] ?? '')];
      for (let s = 0; s < width; s++) row.push(String(values[g * width + s]));
      lines.push(row.join('\t'));
    }
    yield `${piece}${lines.join('\n')}\n`;
    piece = '';
  }
  if (piece) yield piece;
}

/** The matrix, gzip-compressed as it is written: what the data file route receives. */
export function gzippedCountsTable(counts: LocalCounts): Promise<Blob> {
  const pieces = countsTablePieces(counts);
  const encoder = new TextEncoder();
  const text = new ReadableStream<BufferSource>({
    pull(controller) {
      const next = pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  return new Response(text.pipeThrough(new CompressionStream('gzip'))).blob();
}

export interface SampleFactorsBody {
  samples: string[];
  factors: { name: string; levels: string[] }[];
}

/** The sample sheet as the project's samples' factors: the matrix's samples, each factor with every level. */
export function sampleFactorsBody(counts: LocalCounts): SampleFactorsBody {
  const factors = counts.sheet.factors.flatMap((factor) =>
    factor.values.every((value) => value !== null && value !== '')
      ? [{ name: factor.name, levels: factor.values as string[] }]
      : [],
  );
  return { samples: counts.sampleNames, factors };
}
