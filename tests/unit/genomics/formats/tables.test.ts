import { describe, expect, it } from 'vitest';
import { TableError } from '../../../../genomics/formats/table-error';
import {
  decodeText,
  parseNumber,
  type Row,
  readTable,
  TableReader,
  Utf8Pieces,
} from '../../../../genomics/formats/tables';

/** Every record as [line, fields]. */
function records(file: string, text: string) {
  const seen: [number, string[]][] = [];
  let columns: string[] = [];
  readTable(file, text, (header) => {
    columns = header.columns;
    return (row: Row) => {
      seen.push([row.line, [...row.fields]]);
    };
  });
  return { columns, seen };
}

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TableError);
    return error as TableError;
  }
  throw new Error('expected a TableError');
};

describe('parseNumber', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    ['9007199254740993', 9007199254740992],
    ['-3', -3],
    ['+2.5', 2.5],
    ['.5', 0.5],
    ['7.', 7],
    ['1.46276e-301', 1.46276e-301],
    ['4.96263', 4.96263],
    ['1E5', 100000],
    ['1e-400', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it.each(['', 'NA', 'NaN'])('reads %j as missing (NaN)', (text) => {
    expect(parseNumber(text)).toBeNaN();
  });

  it.each([
    'abc',
    'Inf',
    '-Inf',
    'Infinity',
    '1e999',
    '0x1A',
    '0b1',
    '0o7',
    ' 1',
    '1 ',
    '1,5',
    '1.2.3',
    'na',
    '-',
    '.',
    'e5',
  ])('refuses %j', (text) => {
    expect(parseNumber(text)).toBeUndefined();
  });
});

describe('decodeText', () => {
  it('drops a UTF-8 byte order mark', () => {
    expect(decodeText('a.tsv', Buffer.from('\uFEFFgene_id\tx\n'))).toBe('gene_id\tx\n');
  });

  it('refuses bytes that are not UTF-8, naming the line', () => {
    const latin1 = Buffer.concat([
      Buffer.from('gene_id\tterm\nG1\tok\nG2\t'),
      Buffer.from([0xe9]),
      Buffer.from('\n'),
    ]);
    const error = failure(() => decodeText('go.tsv', latin1));
    expect(error.message).toBe('go.tsv, line 3: not UTF-8 text (save the file as UTF-8)');
    expect(error.info).toEqual({ code: 'not-utf8', params: {}, where: { file: 'go.tsv', line: 3 } });
  });
});

describe('Utf8Pieces', () => {
  it('decodes bytes split anywhere, a character across two pieces included, dropping the BOM', () => {
    const bytes = Buffer.from('\uFEFFgene_id\tsymbol\nG1\tRéponse\n');
    const at = bytes.indexOf(0xc3) + 1;
    const pieces = new Utf8Pieces('a.tsv');
    const text =
      pieces.decode(bytes.subarray(0, at)) +
      pieces.decode(bytes.subarray(at)) +
      pieces.decode(new Uint8Array(0), true);
    expect(text).toBe('gene_id\tsymbol\nG1\tRéponse\n');
  });

  it('refuses bytes that are not UTF-8, naming the line across pieces', () => {
    const pieces = new Utf8Pieces('go.tsv');
    pieces.decode(Buffer.from('gene_id\tterm\nG1\tok\n'));
    const error = failure(() =>
      pieces.decode(Buffer.concat([Buffer.from('G2\t'), Buffer.from([0xe9, 0x41])])),
    );
    expect(error.message).toBe('go.tsv, line 3: not UTF-8 text (save the file as UTF-8)');
  });
});

describe('readTable', () => {
  it('splits tsv on tabs and csv on commas, by extension', () => {
    expect(records('a.tsv', 'a\tb\n1,2\t3\n').seen).toEqual([[2, ['1,2', '3']]]);
    expect(records('a.CSV', 'a,b\n1\t2,3\n').seen).toEqual([[2, ['1\t2', '3']]]);
  });

  it('honours quotes, doubled quotes and quoted line breaks, keeping editor line numbers', () => {
    const text = 'id,term\n"G1","a, b"\n"G2","say ""hi"""\n"G3","two\nlines"\nG4,plain\n';
    expect(records('go.csv', text).seen).toEqual([
      [2, ['G1', 'a, b']],
      [3, ['G2', 'say "hi"']],
      [4, ['G3', 'two\nlines']],
      [6, ['G4', 'plain']],
    ]);
  });

  it('reads CRLF line ends, skips blank lines and still counts them', () => {
    expect(records('a.tsv', 'a\tb\r\n1\t2\r\n\r\n3\t4').seen).toEqual([
      [2, ['1', '2']],
      [4, ['3', '4']],
    ]);
  });

  it('trims column names', () => {
    expect(records('a.csv', ' gene_id ,pvalue \nG1,0.1\n').columns).toEqual(['gene_id', 'pvalue']);
  });

  it('refuses a line whose field count differs from the header', () => {
    const error = failure(() => records('counts.tsv', 'gene_id\ts1\ts2\nG1\t1\t2\nG2\t1\n'));
    expect(error.message).toBe('counts.tsv, line 3: 2 fields where the header has 3 columns');
    expect(error.info).toEqual({
      code: 'field-count',
      params: { found: 2, expected: 3 },
      where: { file: 'counts.tsv', line: 3 },
    });
  });

  it('refuses a repeated column, an empty file and a missing header', () => {
    expect(failure(() => records('a.tsv', 'x\ty\tx\n')).message).toBe(
      'a.tsv, line 1: column "x" appears twice',
    );
    expect(failure(() => records('a.tsv', '')).message).toBe('a.tsv: the file is empty');
    expect(failure(() => records('a.tsv', '\na\tb\n')).message).toBe(
      'a.tsv, line 1: the header row is missing',
    );
  });

  it('refuses an unterminated quote, naming the line it starts on', () => {
    expect(failure(() => records('a.csv', 'a,b\n1,2\n"3,4\n5,6\n')).message).toMatch(
      /^a\.csv, line 3: malformed quotes \(/,
    );
  });

  it('lets the row explain a bad cell with file, line and column', () => {
    const error = failure(() =>
      readTable('counts.tsv', 'gene_id\tlane3\nG1\t1\nG2\tabc\n', () => (row) => {
        row.number(1);
      }),
    );
    expect(error.message).toBe('counts.tsv, line 3, column lane3: "abc" is not a number');
    expect(error.where).toEqual({ file: 'counts.tsv', line: 3, column: 'lane3' });
  });
});

/** Records and the refusal, if any, of a text pushed in the pieces `cuts` split it into. */
function readInPieces(file: string, text: string, cuts: number[]) {
  const seen: [number, string[]][] = [];
  const reader = new TableReader(file, () => (row: Row) => {
    seen.push([row.line, [...row.fields]]);
  });
  try {
    let from = 0;
    for (const cut of [...cuts, text.length]) {
      reader.push(text.slice(from, cut));
      from = cut;
    }
    reader.end();
    return { seen, error: null };
  } catch (error) {
    if (!(error instanceof TableError)) throw error;
    return { seen, error: error.message };
  }
}

describe('TableReader', () => {
  // A small fixed generator, so a failure replays.
  let seed = 20261129;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)] as T;
  const cell = () =>
    pick([
      'G1',
      '12',
      '',
      'NA',
      '"quoted"',
      '"a\tb"',
      '"two\nlines"',
      '"say ""hi"""',
      'mid"quote',
      '"x"y',
      '"open',
      'lone\nbreak',
    ]);

  it('reads any split of a text as the whole text, records, lines and refusals alike', () => {
    // Pieces are parsed once the first megabyte has fixed the line ending: a long first record
    // gets there, and the random records after it are split anywhere.
    const long = 'x'.repeat(1024 ** 2);
    const shown = (result: ReturnType<typeof readInPieces>) => ({
      ...result,
      seen: result.seen.map(([line, fields]) => [line, fields.map((f) => (f === long ? 'long' : f))]),
    });
    for (let round = 0; round < 60; round++) {
      const width = 1 + Math.floor(random() * 3);
      const breakAt = pick(['\n', '\r\n']);
      const lines = [
        Array.from({ length: width }, (_, k) => `c${k}`).join('\t'),
        [long, ...Array.from({ length: width - 1 }, () => '1')].join('\t'),
      ];
      const start = lines.join(breakAt).length;
      for (let r = 1 + Math.floor(random() * 6); r > 0; r--) {
        lines.push(random() < 0.15 ? '' : Array.from({ length: width }, cell).join('\t'));
      }
      const text = lines.join(breakAt) + (random() < 0.5 ? breakAt : '');
      const whole = shown(readInPieces('t.tsv', text, []));
      for (let split = 0; split < 3; split++) {
        const cuts = Array.from(
          { length: 1 + Math.floor(random() * 4) },
          () => start + Math.floor(random() * (text.length - start + 1)),
        ).sort((a, b) => a - b);
        const pieces = shown(readInPieces('t.tsv', text, cuts));
        expect({ text: text.slice(start), cuts, ...pieces }).toEqual({
          text: text.slice(start),
          cuts,
          ...whole,
        });
      }
    }
  });

  it('parses whole records as they arrive, carrying only the unfinished one', () => {
    const seen: string[] = [];
    const reader = new TableReader('t.csv', () => (row) => {
      seen.push(row.cell(0).slice(0, 2));
    });
    // The first megabyte fixes the line ending before anything is parsed.
    reader.push(`id,v\nG0,${'x'.repeat(1024 ** 2)}\nG1,1\nG2,"a\n`);
    expect(seen).toEqual(['G0', 'G1']);
    reader.push('b"\nG3,3');
    expect(seen).toEqual(['G0', 'G1', 'G2']);
    reader.end();
    expect(seen).toEqual(['G0', 'G1', 'G2', 'G3']);
  });
});
