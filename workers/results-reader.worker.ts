import * as Comlink from 'comlink';
import { type CountMatrixFile, readCountMatrixFile } from '../genomics/formats/count-matrix';
import type { DeColumnMapping } from '../genomics/formats/de-columns';
import { type DeRead, readDeTable } from '../genomics/formats/de-table';
import { type GoTerm, readGoFile } from '../genomics/formats/go';
import { readTextFile, type TextFile } from '../genomics/formats/read-file';
import { type MatrixSamples, readSampleSheet, type SampleSheet } from '../genomics/formats/sample-sheet';
import { TableError, type TableErrorInfo } from '../genomics/formats/table-error';

/**
 * A researcher's own files read off the main thread (genomics/formats): a results table, a count
 * matrix, a sample sheet, a GO table, each from its name and bytes (a `File` is both: send
 * `file.name, file`; text, .gz or .xlsx). Every call answers
 * a `ReadOutcome`: the value, its number arrays transferred, or the refusal's code, parameters
 * and place, which a thrown error would lose on its way out of the worker.
 */

export type ReadOutcome<T> =
  | { ok: true; value: T; source: TextFile['source']; encoding: TextFile['encoding'] }
  | { ok: false; error: TableErrorInfo; message: string };

function buffersOf(value: unknown): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  const visit = (node: unknown) => {
    if (ArrayBuffer.isView(node)) buffers.add(node.buffer as ArrayBuffer);
    else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') Object.values(node).forEach(visit);
  };
  visit(value);
  return [...buffers];
}

async function outcome<T>(
  fileName: string,
  data: Blob,
  read: (name: string, text: string) => T,
): Promise<ReadOutcome<T>> {
  try {
    const { name, text, source, encoding } = await readTextFile(fileName, data);
    const value = read(name, text);
    return Comlink.transfer({ ok: true, value, source, encoding }, buffersOf(value));
  } catch (error) {
    if (error instanceof TableError) return { ok: false, error: error.info, message: error.message };
    throw error;
  }
}

const api = {
  /** Read with the dialect recognised, or with `mapping`; `needs-mapping` when unsure. */
  readResults(name: string, data: Blob, mapping?: DeColumnMapping): Promise<ReadOutcome<DeRead>> {
    return outcome(name, data, (file, text) => readDeTable(file, text, mapping));
  },
  readCounts(name: string, data: Blob): Promise<ReadOutcome<CountMatrixFile>> {
    return outcome(name, data, readCountMatrixFile);
  },
  readSampleSheet(name: string, data: Blob, matrix: MatrixSamples): Promise<ReadOutcome<SampleSheet>> {
    return outcome(name, data, (file, text) => readSampleSheet(file, text, matrix));
  },
  readGo(name: string, data: Blob): Promise<ReadOutcome<GoTerm[]>> {
    return outcome(name, data, readGoFile);
  },
};

export type ResultsReaderApi = typeof api;
Comlink.expose(api);
