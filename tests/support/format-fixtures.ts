import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { TableError } from '../../genomics/formats/table-error';

/**
 * The files of tests/fixtures/formats/ (written by R, edgeR, limma, DESeq2 and featureCounts:
 * make-fixtures.R beside them), and the refusal a reader throws.
 */

const dir = join(import.meta.dirname, '../fixtures/formats');

export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(dir, name)));
}

/** The decompressed text of a fixture. */
export function fixtureText(name: string): string {
  const bytes = readFileSync(join(dir, name));
  return (name.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

/** The data lines of a fixture (its header and blank lines aside). */
export function fixtureRows(name: string): number {
  return fixtureText(name).trimEnd().split('\n').length - 1;
}

export function refusal(run: () => unknown): TableError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TableError);
    return error as TableError;
  }
  throw new Error('expected a TableError');
}

export async function asyncRefusal(run: () => Promise<unknown>): Promise<TableError> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(TableError);
    return error as TableError;
  }
  throw new Error('expected a TableError');
}
