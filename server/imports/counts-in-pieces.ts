import type { CountMatrix, CountsReader } from '../../genomics/formats/counts';
import { Utf8Pieces } from '../../genomics/formats/tables';

/**
 * Text is decoded 64 kB at a time: a string that small is made in V8's young generation, whose
 * garbage goes at the next scavenge; a megabyte string is a large object, which waits for a full
 * collection, and sixty of them did (measured: the peak only 20 MB under the whole text's).
 */
const TEXT_PIECE_BYTES = 64 * 1024;

/**
 * A counts table read from its bytes in pieces, twice: once to count its lines, which size the
 * matrix (`reader(lines)`), then to parse it. The largest file of an import (60 to 100 MB of text
 * at 60,000 genes × 384 samples) is then never held whole: its bytes and its text would add
 * twice that to the import's peak memory, beside the matrix.
 */
export async function readCountsInPieces(
  file: string,
  pieces: () => AsyncIterable<Uint8Array>,
  reader: (lines: number) => CountsReader,
): Promise<CountMatrix> {
  let lineFeeds = 0;
  let endsWithLineFeed = false;
  for await (const piece of pieces()) {
    for (let at = piece.indexOf(0x0a); at >= 0; at = piece.indexOf(0x0a, at + 1)) lineFeeds++;
    if (piece.length > 0) endsWithLineFeed = piece[piece.length - 1] === 0x0a;
  }
  const counts = reader(lineFeeds + (endsWithLineFeed ? 0 : 1));
  const text = new Utf8Pieces(file);
  for await (const piece of pieces()) {
    for (let at = 0; at < piece.length; at += TEXT_PIECE_BYTES) {
      counts.push(text.decode(piece.subarray(at, at + TEXT_PIECE_BYTES)));
    }
  }
  counts.push(text.decode(new Uint8Array(0), true));
  return counts.end();
}
