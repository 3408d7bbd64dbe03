/**
 * What the New project form checks of a data file before sending it
 * (server/imports/data-file/README.md): a count matrix with `gene_id`, optional `gene_symbol`,
 * then one column per sample.
 * The server checks the same again, and every count; these checks spare an upload that would be
 * refused and name the problem where the file was chosen.
 *
 * Only the header of a text file is read here (from its first MiB), of a gzip-compressed one
 * (`.csv.gz`, `.tsv.gz`, `.txt.gz`) once expanded as it streams. A workbook (.xlsx) is sent as it
 * is: reading one in the browser would need a spreadsheet library for a check the server makes
 * anyway, so only its extension and size are checked.
 */

/**
 * What the file chooser offers. File choosers match a name's last extension only, so `.gz` stands
 * for the three compressed text formats; any other `.gz` is refused by `checkDataFile`.
 */
export const DATA_FILE_ACCEPT = '.csv,.tsv,.txt,.gz,.xlsx';
/** The server's limits (`server/imports/data-file/read-data-file.ts`); a compressed file's, as sent. */
export const MAX_TEXT_DATA_FILE_BYTES = 100 * 1024 ** 2;
export const MAX_XLSX_DATA_FILE_BYTES = 20 * 1024 ** 2;
export const MIN_DATA_FILE_SAMPLES = 2;
/** The header line is looked for in this much of a text file. */
export const HEADER_PROBE_BYTES = 1024 ** 2;

/** `.csv` is comma-separated; `.tsv` and `.txt` tab-separated. */
export type DataFileFormat = 'csv' | 'tsv' | 'xlsx';

export type DataFileProblem =
  | 'extension'
  | 'notGzip'
  | 'empty'
  | 'unreadable'
  | 'tooLarge'
  | 'encoding'
  | 'headerTooLong'
  | 'noGeneId'
  | 'unnamedColumn'
  | 'duplicateColumn'
  | 'tooFewSamples';

export interface DataFileCheck {
  format: DataFileFormat | null;
  problem: DataFileProblem | null;
  /** Sample columns of a text file's header, in file order; empty for a workbook. */
  samples: string[];
  /** The column a problem is about (duplicate or unnamed). */
  column?: string;
  /** The size limit of the file's format, in bytes. */
  limit: number;
}

/** Whether the file is gzip-compressed text (its format is then its name's without `.gz`). */
export function isGzipDataFile(name: string): boolean {
  return name.toLowerCase().endsWith('.gz');
}

export function dataFileFormat(name: string): DataFileFormat | null {
  const lower = name.toLowerCase();
  if (isGzipDataFile(lower)) {
    const text = dataFileFormat(lower.slice(0, -3));
    return text === 'xlsx' ? null : text;
  }
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.tsv') || lower.endsWith('.txt')) return 'tsv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}

export function isAcceptedDataFile(name: string): boolean {
  return dataFileFormat(name) !== null;
}

export function maxDataFileBytes(format: DataFileFormat | null): number {
  return format === 'xlsx' ? MAX_XLSX_DATA_FILE_BYTES : MAX_TEXT_DATA_FILE_BYTES;
}

/** The fields of one line, double quotes honoured (`""` is a quote inside a quoted field). */
export function splitLine(line: string, delimiter: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/** The header's own checks, as the server makes them (`matrixColumns`); names are trimmed. */
export function checkHeader(columns: string[]): Pick<DataFileCheck, 'problem' | 'samples' | 'column'> {
  const names = columns.map((name) => name.trim());
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name) && name !== '') return { problem: 'duplicateColumn', samples: [], column: name };
    seen.add(name);
  }
  if (!names.includes('gene_id')) return { problem: 'noGeneId', samples: [] };
  const samples: string[] = [];
  for (const [index, name] of names.entries()) {
    if (name === 'gene_id' || name === 'gene_symbol') continue;
    if (name === '') return { problem: 'unnamedColumn', samples: [], column: String(index + 1) };
    samples.push(name);
  }
  if (samples.length < MIN_DATA_FILE_SAMPLES) return { problem: 'tooFewSamples', samples };
  return { problem: null, samples };
}

/**
 * Checks a text file's first bytes (`complete` when they are the whole file): the header line
 * must be UTF-8 and end within them, then pass `checkHeader`.
 */
export function checkTextHead(
  format: 'csv' | 'tsv',
  head: Uint8Array,
  complete: boolean,
): Pick<DataFileCheck, 'problem' | 'samples' | 'column'> {
  const end = head.findIndex((byte) => byte === 0x0a || byte === 0x0d);
  if (end < 0 && !complete) return { problem: 'headerTooLong', samples: [] };
  let line: string;
  try {
    // A line break byte never sits inside a UTF-8 sequence, so the cut leaves whole characters.
    line = new TextDecoder('utf-8', { fatal: true }).decode(end < 0 ? head : head.subarray(0, end));
  } catch {
    return { problem: 'encoding', samples: [] };
  }
  if (line.trim() === '') return { problem: 'empty', samples: [] };
  return checkHeader(splitLine(line, format === 'csv' ? ',' : '\t'));
}

/** Every check the browser can make of a chosen file: extension, size, then a text file's header. */
export async function checkDataFile(file: Blob & { name: string }): Promise<DataFileCheck> {
  const format = dataFileFormat(file.name);
  const limit = maxDataFileBytes(format);
  const fail = (problem: DataFileProblem): DataFileCheck => ({ format, problem, samples: [], limit });
  if (format === null) return fail('extension');
  if (file.size === 0) return fail('empty');
  if (file.size > limit) return fail('tooLarge');
  if (format === 'xlsx') return { format, problem: null, samples: [], limit };
  if (isGzipDataFile(file.name)) {
    const expanded = await expandedHead(file);
    if (!expanded) return fail('notGzip');
    return { format, limit, ...checkTextHead(format, expanded.head, expanded.complete) };
  }
  const head = new Uint8Array(await file.slice(0, HEADER_PROBE_BYTES).arrayBuffer());
  return { format, limit, ...checkTextHead(format, head, file.size <= HEADER_PROBE_BYTES) };
}

/**
 * The first bytes of a gzip-compressed file once expanded: up to its first line break or
 * HEADER_PROBE_BYTES, whichever comes first (`complete` when the whole file expanded within
 * them); null when it is not gzip data. Only what the header needs is expanded.
 */
async function expandedHead(file: Blob): Promise<{ head: Uint8Array; complete: boolean } | null> {
  const reader = file.stream().pipeThrough(new DecompressionStream('gzip')).getReader();
  const head = new Uint8Array(HEADER_PROBE_BYTES);
  let length = 0;
  try {
    while (length < HEADER_PROBE_BYTES) {
      const { done, value } = await reader.read();
      if (done) return { head: head.subarray(0, length), complete: true };
      const taken = value.subarray(0, HEADER_PROBE_BYTES - length);
      head.set(taken, length);
      length += taken.length;
      if (taken.some((byte) => byte === 0x0a || byte === 0x0d)) break;
    }
    return { head: head.subarray(0, length), complete: false };
  } catch {
    return null;
  } finally {
    reader.cancel().catch(() => {});
  }
}
