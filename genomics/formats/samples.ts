/**
 * The archive's samples table: `sample` (unique), one column per manifest factor, optional
 * `genus` and `species`; other columns are ignored. Input: the file's text and the factors.
 * Output: the samples in file order, the order every per-sample array of the import follows.
 * A sample name or factor level may not be missing; genus and species may (null).
 * A researcher's own sample sheet, matched to a count matrix, is `sample-sheet.ts`'s.
 */
import { TableError } from './table-error';
import { readTable, type StringPool, UniqueKeys } from './tables';

export interface Sample {
  name: string;
  /** Level of each manifest factor, in manifest order. */
  factors: Record<string, string>;
  genus: string | null;
  species: string | null;
}

export function parseSamples(file: string, text: string, factors: string[], strings?: StringPool): Sample[] {
  const samples: Sample[] = [];
  const keys = new UniqueKeys('duplicate-sample');
  readTable(
    file,
    text,
    (header) => {
      const name = header.require('sample');
      const levels = factors.map((factor) => [factor, header.require(factor)] as const);
      const genus = header.index('genus');
      const species = header.index('species');
      return (row) => {
        const sample = row.key(name, keys);
        samples.push({
          name: sample,
          factors: Object.fromEntries(levels.map(([factor, column]) => [factor, row.text(column)])),
          genus: row.optionalText(genus),
          species: row.optionalText(species),
        });
      };
    },
    strings,
  );
  if (samples.length === 0) throw new TableError('no-samples', {}, { file });
  return samples;
}
