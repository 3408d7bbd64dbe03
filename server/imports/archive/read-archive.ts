/**
 * The import archive reader (format v1, described in README.md beside this file): a ZIP file
 * on disk in, a validated `ParsedArchive` out, or an `ArchiveError` whose status and message
 * (file, line, column) can go straight to the user; the tables are read by the shared readers
 * of genomics/formats, whose refusals become 422s here. No database, no HTTP.
 *
 * Checks run cheapest first and the first problem found is reported: file name and size, the
 * ZIP directory (before anything is decompressed), the manifest, the presence of every file it
 * names, then each table as it is read, one file in memory at a time.
 */
import { stat } from 'node:fs/promises';
import { archiveCountsReader } from '../../../genomics/formats/counts';
import { parseGenes } from '../../../genomics/formats/genes';
import { parseGo } from '../../../genomics/formats/go';
import { parseResults } from '../../../genomics/formats/results';
import { parseSamples } from '../../../genomics/formats/samples';
import { TableError } from '../../../genomics/formats/table-error';
import { decodeText, StringPool } from '../../../genomics/formats/tables';
import {
  ArchiveError,
  type Manifest,
  type ParsedArchive,
  type ParsedComparison,
  type Sample,
} from '../archive-types';
import { readCountsInPieces } from '../counts-in-pieces';
import { checkComparisonLevels, MANIFEST, parseManifest, referencedFiles } from './manifest';
import { parseQc, parseSequenceDistribution } from './qc';
import { openZip, type ZipArchive } from './read-zip';

/** The upload limit (100 MB), taken as MiB. */
export const MAX_ARCHIVE_BYTES = 100 * 1024 ** 2;

const ARCHIVE_NAME = /^export_for_genoapp_(SLC\w{3})\.zip$/;

export function checkArchiveName(fileName: string): void {
  if (!fileName.toLowerCase().endsWith('.zip')) throw new ArchiveError(400, 'Only ZIP files are accepted');
  if (!ARCHIVE_NAME.test(fileName)) {
    throw new ArchiveError(400, 'File name must follow the format: export_for_genoapp_SLCXXX.zip');
  }
}

/** `SLC001` for `export_for_genoapp_SLC001.zip`; throws like `checkArchiveName` otherwise. */
export function libraryCodeOf(fileName: string): string {
  checkArchiveName(fileName);
  return ARCHIVE_NAME.exec(fileName)?.[1] as string;
}

/**
 * The cheap checks (name, size, ZIP directory, manifest, the files it names, the sample sheet and
 * the comparison levels): what an upload answers before it is queued. Closes the ZIP it opens.
 */
export async function inspectArchive(zipPath: string, fileName: string): Promise<Manifest> {
  const zip = await openChecked(zipPath, fileName);
  try {
    return (await readHead(zip, new StringPool())).manifest;
  } catch (error) {
    throw asArchiveError(error);
  } finally {
    await zip.close();
  }
}

/** A table's refusal as the archive answers it; anything else as it is. */
export function asArchiveError(error: unknown): unknown {
  return error instanceof TableError ? ArchiveError.fromTable(error) : error;
}

/** `fileName` is the name the user uploaded; `zipPath` where its bytes are on disk. */
export async function readArchive(zipPath: string, fileName: string): Promise<ParsedArchive> {
  const zip = await openChecked(zipPath, fileName);
  try {
    const text = async (name: string) => decodeText(name, await zip.read(name));
    const optional = async <T>(name: string | null, parse: (name: string, text: string) => T) =>
      name === null ? null : parse(name, await text(name));

    // One pool for the whole archive: gene ids and symbols recur in every table.
    const strings = new StringPool();
    const { manifest, samples } = await readHead(zip, strings);
    const sampleNames = samples.map((sample) => sample.name);
    const counts = await readCountsInPieces(
      manifest.counts,
      () => zip.pieces(manifest.counts),
      (lines) => archiveCountsReader(manifest.counts, lines, samples, manifest.samples, strings),
    );
    const genes = await optional(manifest.genes, (name, content) => parseGenes(name, content, strings));
    const qc = await optional(manifest.qc, (name, content) =>
      parseQc(name, content, sampleNames, manifest.samples, strings),
    );
    const sequenceDistribution = await optional(manifest.sequence_distribution, (name, content) =>
      parseSequenceDistribution(name, content, sampleNames, manifest.samples, strings),
    );
    const comparisons: ParsedComparison[] = [];
    for (const comparison of manifest.comparisons) {
      comparisons.push({
        ...comparison,
        table: parseResults(comparison.results, await text(comparison.results), strings),
        goTerms: await optional(comparison.go, (name, content) => parseGo(name, content, strings)),
      });
    }
    return { manifest, samples, counts, genes, qc, sequenceDistribution, comparisons };
  } catch (error) {
    throw asArchiveError(error);
  } finally {
    await zip.close();
  }
}

async function openChecked(zipPath: string, fileName: string): Promise<ZipArchive> {
  checkArchiveName(fileName);
  if ((await stat(zipPath)).size > MAX_ARCHIVE_BYTES) {
    throw new ArchiveError(413, 'File size exceeds the allowed limit');
  }
  return openZip(zipPath);
}

async function readHead(
  zip: ZipArchive,
  strings: StringPool,
): Promise<{ manifest: Manifest; samples: Sample[] }> {
  if (!zip.has(MANIFEST)) throw new ArchiveError(400, 'manifest.json is missing');
  const manifest = parseManifest(decodeText(MANIFEST, await zip.read(MANIFEST)));
  const absent = referencedFiles(manifest).find((name) => !zip.has(name));
  if (absent !== undefined) {
    throw new ArchiveError(422, `"${absent}" is named in the manifest but is not in the archive`, {
      file: MANIFEST,
    });
  }
  const samplesText = decodeText(manifest.samples, await zip.read(manifest.samples));
  const samples = parseSamples(manifest.samples, samplesText, manifest.factors, strings);
  checkComparisonLevels(manifest, samples);
  return { manifest, samples };
}
