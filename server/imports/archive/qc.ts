/**
 * The optional per-sample quality tables. Input: the file's text and the sample names.
 * Output: rows in file order.
 * - qc: `sample`, `status` (PASS, WARNING or FAIL, any letter case), optional
 *   `nuclear_transcripts` and `genes_detected` (non-negative, null when missing). One row per
 *   sample at most; samples without a row are allowed (the import computes their status).
 * - sequence distribution: `sample`, `category`, `reads` (non-negative, required), one row per
 *   sample and category.
 * Every sample named must be in the samples table.
 */
import { type Row, readTable, type StringPool, UniqueKeys } from '../../../genomics/formats/tables';
import type { QcRow, QcStatus, SequenceDistributionRow } from '../archive-types';

const STATUSES: QcStatus[] = ['PASS', 'WARNING', 'FAIL'];

export function parseQc(
  file: string,
  text: string,
  sampleNames: string[],
  samplesFile: string,
  strings?: StringPool,
): QcRow[] {
  const rows: QcRow[] = [];
  const keys = new UniqueKeys('duplicate-sample');
  readTable(
    file,
    text,
    (header) => {
      const sample = header.require('sample');
      const status = header.require('status');
      const nuclear = header.index('nuclear_transcripts');
      const detected = header.index('genes_detected');
      return (row) => {
        const name = knownSample(row, sample, row.key(sample, keys), sampleNames, samplesFile);
        const value = row.text(status).toUpperCase() as QcStatus;
        if (!STATUSES.includes(value)) throw row.fail(status, 'not-qc-status', { value: row.cell(status) });
        rows.push({
          sample: name,
          status: value,
          nuclear_transcripts: optionalCount(row, nuclear),
          genes_detected: optionalCount(row, detected),
        });
      };
    },
    strings,
  );
  return rows;
}

export function parseSequenceDistribution(
  file: string,
  text: string,
  sampleNames: string[],
  samplesFile: string,
  strings?: StringPool,
): SequenceDistributionRow[] {
  const rows: SequenceDistributionRow[] = [];
  const lines = new Map<string, number>();
  readTable(
    file,
    text,
    (header) => {
      const sample = header.require('sample');
      const category = header.require('category');
      const reads = header.require('reads');
      return (row) => {
        const name = knownSample(row, sample, row.text(sample), sampleNames, samplesFile);
        const value = row.text(category);
        const key = JSON.stringify([name, value]);
        const first = lines.get(key);
        if (first !== undefined) {
          throw row.fail(category, 'duplicate-category', { category: value, sample: name, line: first });
        }
        lines.set(key, row.line);
        rows.push({ sample: name, category: value, reads: row.nonNegative(reads) });
      };
    },
    strings,
  );
  return rows;
}

function knownSample(
  row: Row,
  column: number,
  name: string,
  sampleNames: string[],
  samplesFile: string,
): string {
  if (!sampleNames.includes(name)) throw row.fail(column, 'sample-unknown', { value: name, samplesFile });
  return name;
}

function optionalCount(row: Row, column: number): number | null {
  return row.optionalText(column) === null ? null : row.nonNegative(column);
}
