/**
 * The samples table: `sample` (unique), one column per manifest factor, optional `genus` and
 * `species`; other columns are ignored. Input: the file's text and the manifest factors.
 * Output: the samples in file order, the order every per-sample array of the import follows.
 * A sample name or factor level may not be missing; genus and species may (null).
 */
import { ArchiveError, type Manifest, type Sample } from '../archive-types';
import { MANIFEST } from './manifest';
import { readTable, type StringPool, UniqueKeys } from './tables';

export function parseSamples(file: string, text: string, factors: string[], strings?: StringPool): Sample[] {
  const samples: Sample[] = [];
  const keys = new UniqueKeys('sample');
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
  if (samples.length === 0) throw new ArchiveError(422, 'no samples', { file });
  return samples;
}

/** Both conditions of every comparison must be levels that some sample has. */
export function checkComparisonLevels(manifest: Manifest, samples: Sample[]): void {
  for (const { name, factor, condition_1, condition_2 } of manifest.comparisons) {
    const levels = new Set(samples.map((sample) => sample.factors[factor]));
    for (const level of [condition_1, condition_2]) {
      if (!levels.has(level)) {
        throw new ArchiveError(
          422,
          `comparison "${name}": level "${level}" of factor "${factor}" is not in ${manifest.samples}`,
          { file: MANIFEST },
        );
      }
    }
  }
}
