import { readFileSync, truncateSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkArchiveName,
  libraryCodeOf,
  readArchive,
} from '../../../../../server/imports/archive/read-archive';
import { ArchiveError, type ParsedArchive } from '../../../../../server/imports/archive-types';
import {
  ARCHIVE_NAME,
  MANIFEST,
  minimalFiles,
  rawZip,
  tsv,
  writeTemp,
  zipArchive,
} from '../../../../fixtures/archives/build';

interface Reference {
  n_genes: number;
  samples: string[];
  library_size: Record<string, number>;
  genes_detected: Record<string, number>;
  significant_counts: {
    n_rows: number;
    n_pvalue_missing: number;
    n_padj_missing: number;
    n_pvalue_zero: number;
  }[];
}

const reference = (library: string): Reference =>
  JSON.parse(
    readFileSync(new URL(`../../../../fixtures/reference_${library}.json`, import.meta.url), 'utf8'),
  );

const demo = (library: string) =>
  readArchive(`demo/export_for_genoapp_${library}.zip`, `export_for_genoapp_${library}.zip`);

function countMissing(values: Float64Array) {
  let missing = 0;
  let zero = 0;
  for (const value of values) {
    if (Number.isNaN(value)) missing++;
    else if (value === 0) zero++;
  }
  return { missing, zero };
}

function checkAgainstReference(archive: ParsedArchive, expected: Reference) {
  const { counts } = archive;
  expect(counts.geneIds).toHaveLength(expected.n_genes);
  expect(counts.sampleNames).toEqual(expected.samples);
  expect(archive.samples.map((sample) => sample.name)).toEqual(expected.samples);
  const width = counts.sampleNames.length;
  counts.sampleNames.forEach((sample, s) => {
    let total = 0;
    let detected = 0;
    for (let g = 0; g < counts.geneIds.length; g++) {
      const value = counts.values[g * width + s] as number;
      total += value;
      if (value > 0) detected++;
    }
    expect(total, sample).toBe(expected.library_size[sample]);
    expect(detected, sample).toBe(expected.genes_detected[sample]);
  });
  const table = archive.comparisons[0]?.table;
  const significant = expected.significant_counts[0];
  if (!table || !significant) throw new Error('no comparison');
  expect(table.geneIds).toHaveLength(significant.n_rows);
  expect(countMissing(table.pvalue)).toEqual({
    missing: significant.n_pvalue_missing,
    zero: significant.n_pvalue_zero,
  });
  expect(countMissing(table.padj).missing).toBe(significant.n_padj_missing);
}

describe('readArchive on the real archives', () => {
  let slc001: ParsedArchive;
  let slc002: ParsedArchive;
  beforeAll(async () => {
    [slc001, slc002] = await Promise.all([demo('SLC001'), demo('SLC002')]);
  }, 30_000);

  it('reads SLC001 (Li 2008, DESeq2) as the R reference does', () => {
    checkAgainstReference(slc001, reference('SLC001'));
    expect(slc001.manifest.factors).toEqual(['condition']);
    expect(slc001.manifest.project.library).toBe('SLC001');
    expect(slc001.samples.map((sample) => sample.factors.condition)).toEqual([
      'control',
      'control',
      'control',
      'control',
      'DHT',
      'DHT',
      'DHT',
    ]);
    const comparison = slc001.comparisons[0];
    expect(comparison).toMatchObject({
      name: 'DHT vs control',
      condition_1: 'DHT',
      condition_2: 'control',
      type: 'TRANSCRIPTO',
    });
    expect(comparison?.table.dialect).toBe('DESeq2');
    expect(comparison?.goTerms).toHaveLength(1744);
    expect(comparison?.goTerms?.[0]).toMatchObject({
      go_id: 'GO:0071944',
      term: 'cell periphery',
      ontology: 'CC',
      count: 435,
    });
    expect(comparison?.goTerms?.[0]?.genes).toHaveLength(435);
    expect(slc001.genes).toHaveLength(49_506);
    expect(slc001.qc).toBeNull();
    expect(slc001.sequenceDistribution).toBeNull();
  });

  it('keeps the sign of the fold change and p = 0 (FKBP5 in SLC001)', () => {
    const table = slc001.comparisons[0]?.table;
    const fkbp5 = table?.symbols.indexOf('FKBP5') ?? -1;
    expect(table?.log2fc[fkbp5]).toBeCloseTo(4.96, 2);
    expect(table?.pvalue[fkbp5]).toBe(0);
    expect(table?.padj[fkbp5]).toBe(0);
    expect(table?.baseMean[fkbp5]).toBeCloseTo(1061.16, 2);
  });

  it('keeps genes without a symbol as null (20,067 in SLC001 counts)', () => {
    expect(slc001.counts.symbols.filter((symbol) => symbol === null)).toHaveLength(20_067);
  });

  it('reads SLC002 (Marioni 2008, edgeR csv, fewer genes than the counts)', () => {
    checkAgainstReference(slc002, reference('SLC002'));
    expect(slc002.manifest.factors).toEqual(['tissue', 'run']);
    expect(slc002.samples[0]).toEqual({
      name: 'R1L1Kidney',
      factors: { tissue: 'Kidney', run: 'run1' },
      genus: null,
      species: null,
    });
    const comparison = slc002.comparisons[0];
    expect(comparison?.table.dialect).toBe('edgeR');
    expect(comparison?.table.geneIds).toHaveLength(3453);
    expect(comparison?.goTerms).toHaveLength(1291);
    const alb = comparison?.table.symbols.indexOf('ALB') ?? -1;
    expect(comparison?.table.log2fc[alb]).toBeCloseTo(6.455, 3);
    expect(comparison?.table.pvalue[alb]).toBe(0);
    expect(comparison?.table.aveLogExpr[alb]).toBeCloseTo(16.67, 2);
    expect(slc002.counts.symbols.filter((symbol) => symbol === null)).toHaveLength(393);
  });
});

describe('checkArchiveName and libraryCodeOf', () => {
  it('accepts the documented pattern and answers the library code', () => {
    expect(() => checkArchiveName('export_for_genoapp_SLC001.zip')).not.toThrow();
    expect(libraryCodeOf('export_for_genoapp_SLC001.zip')).toBe('SLC001');
    expect(libraryCodeOf('export_for_genoapp_SLCa_9.zip')).toBe('SLCa_9');
  });

  it.each([
    ['counts.tsv', 'Only ZIP files are accepted'],
    ['export_for_genoapp_SLC001.tar.gz', 'Only ZIP files are accepted'],
    ['export_for_genoapp_SLC01.zip', 'File name must follow the format: export_for_genoapp_SLCXXX.zip'],
    ['export_for_genoapp_SLC0011.zip', 'File name must follow the format: export_for_genoapp_SLCXXX.zip'],
    ['export_for_genoapp_SLC-01.zip', 'File name must follow the format: export_for_genoapp_SLCXXX.zip'],
    ['export_for_genoapp_SLC001.ZIP', 'File name must follow the format: export_for_genoapp_SLCXXX.zip'],
    ['my_export_for_genoapp_SLC001.zip', 'File name must follow the format: export_for_genoapp_SLCXXX.zip'],
  ])('refuses %j (400)', (name, message) => {
    expect(() => checkArchiveName(name)).toThrow(new ArchiveError(400, message));
    expect(() => libraryCodeOf(name)).toThrow(message);
  });
});

/** The error `readArchive` throws for this file, as `[status, message]`. */
async function refusal(path: string, name = ARCHIVE_NAME): Promise<[number, string]> {
  const error = await readArchive(path, name).catch((caught: unknown) => caught);
  if (!(error instanceof ArchiveError)) throw new Error(`expected an ArchiveError, got ${String(error)}`);
  return [error.status, error.message];
}

const withFiles = (patch: Record<string, string | null>) => {
  const files: Record<string, string> = minimalFiles();
  for (const [name, content] of Object.entries(patch)) {
    if (content === null) delete files[name];
    else files[name] = content;
  }
  return zipArchive(files);
};

const withManifest = (patch: Record<string, unknown>, files: Record<string, string | null> = {}) =>
  withFiles({ 'manifest.json': JSON.stringify({ ...MANIFEST, ...patch }), ...files });

const withComparison = (patch: Record<string, unknown>, files: Record<string, string | null> = {}) =>
  withManifest({ comparisons: [{ ...MANIFEST.comparisons[0], ...patch }] }, files);

describe('readArchive on small archives', () => {
  it('reads the minimal archive, keeping results genes that the counts lack', async () => {
    const archive = await readArchive(await zipArchive(minimalFiles()), ARCHIVE_NAME);
    expect(archive.counts.sampleNames).toEqual(['s1', 's2', 's3', 's4']);
    expect(archive.counts.symbols).toEqual(['TP53', null, 'MYC']);
    const comparison = archive.comparisons[0];
    expect(comparison?.table.geneIds).toEqual(['G1', 'G2', 'G3', 'G9']);
    expect(comparison?.goTerms).toBeNull();
    expect(archive).toMatchObject({ genes: null, qc: null, sequenceDistribution: null });
  });

  it('reads every optional file, limma results and clusterProfiler GO', async () => {
    const path = await withManifest(
      {
        genes: 'genes.tsv',
        qc: 'qc.tsv',
        sequence_distribution: 'sequence_distribution.tsv',
        comparisons: [
          { ...MANIFEST.comparisons[0], results: 'de/limma.tsv', go: 'go/cp.tsv' },
          {
            ...MANIFEST.comparisons[0],
            name: 'batch',
            factor: 'batch',
            condition_1: 'b2',
            condition_2: 'b1',
          },
        ],
      },
      {
        'genes.tsv': tsv(['gene_id', 'symbol'], ['G1', 'TP53']),
        'qc.tsv': tsv(['sample', 'status'], ['s1', 'PASS'], ['s2', 'WARNING']),
        'sequence_distribution.tsv': tsv(['sample', 'category', 'reads'], ['s1', 'exonic', '100']),
        'de/limma.tsv': tsv(
          ['gene_id', 'logFC', 'AveExpr', 't', 'P.Value', 'adj.P.Val', 'B'],
          ['G1', '2', '5', '9', '1e-5', '1e-3', '4'],
        ),
        'go/cp.tsv': tsv(
          ['ID', 'Description', 'GeneRatio', 'BgRatio', 'pvalue', 'p.adjust', 'qvalue', 'geneID', 'Count'],
          ['GO:0006915', 'apoptotic process', '1/1', '500/18000', '0.01', '0.02', '0.02', 'TP53', '1'],
        ),
      },
    );
    const archive = await readArchive(path, ARCHIVE_NAME);
    expect(archive.comparisons.map((comparison) => comparison.table.dialect)).toEqual(['limma', 'DESeq2']);
    expect(archive.comparisons[0]?.goTerms?.[0]).toMatchObject({
      go_id: 'GO:0006915',
      term_size: 500,
      genes: ['TP53'],
    });
    expect(archive.genes).toEqual([{ geneId: 'G1', symbol: 'TP53', description: null, biotype: null }]);
    expect(archive.qc?.map((row) => row.status)).toEqual(['PASS', 'WARNING']);
    expect(archive.sequenceDistribution).toEqual([{ sample: 's1', category: 'exonic', reads: 100 }]);
  });

  it('reads csv tables with quoted fields', async () => {
    const path = await withManifest(
      { samples: 'samples.csv', counts: 'counts.csv' },
      {
        'samples.csv':
          '"sample","treatment","batch"\n"s1","ctrl","b 1"\n"s2","ctrl","b2"\n"s3","dex","b1"\n"s4","dex","b2"\n',
        'counts.csv': '"gene_id","gene_symbol","s4","s3","s2","s1"\n"G1","HLA-A, class I",1,2,3,4\n',
      },
    );
    const archive = await readArchive(path, ARCHIVE_NAME);
    expect(archive.samples[0]?.factors).toEqual({ treatment: 'ctrl', batch: 'b 1' });
    expect(archive.counts.symbols).toEqual(['HLA-A, class I']);
    expect([...archive.counts.values]).toEqual([4, 3, 2, 1]);
  });

  it('accepts a ZIP made of a folder, with macOS extras', async () => {
    const nested = Object.fromEntries(
      Object.entries(minimalFiles()).map(([name, content]) => [`study/${name}`, content]),
    );
    const path = await zipArchive({
      ...nested,
      '__MACOSX/study/._counts.tsv': 'resource fork',
      'study/.DS_Store': 'x',
    });
    const archive = await readArchive(path, ARCHIVE_NAME);
    expect(archive.counts.geneIds).toEqual(['G1', 'G2', 'G3']);
  });

  it('refuses a wrong file name before opening anything', async () => {
    expect(await refusal('/nonexistent', 'results.zip')).toEqual([
      400,
      'File name must follow the format: export_for_genoapp_SLCXXX.zip',
    ]);
    expect(await refusal('/nonexistent', 'export_for_genoapp_SLC001.rar')).toEqual([
      400,
      'Only ZIP files are accepted',
    ]);
  });

  it('refuses a file that is not a ZIP', async () => {
    expect(await refusal(writeTemp(Buffer.from('gene_id\tlane1\nG1\t3\n')))).toEqual([
      400,
      'The file is not a valid ZIP archive',
    ]);
  });

  it('refuses a file over 100 MB', async () => {
    const path = writeTemp(Buffer.from('PK'));
    truncateSync(path, 100 * 1024 ** 2 + 1);
    expect(await refusal(path)).toEqual([413, 'File size exceeds the allowed limit']);
  });

  it.each(['../manifest.json', '/etc/passwd', 'de/../../x.tsv', 'C:\\x.tsv'])(
    'refuses the unsafe entry %j',
    async (name) => {
      const path = await zipArchive({ ...minimalFiles(), [name]: 'x' });
      expect(await refusal(path)).toEqual([400, `Unsafe entry path in the archive: "${name}"`]);
    },
  );

  it('refuses more than 10,000 entries', async () => {
    const entries = Array.from({ length: 10_001 }, (_, i) => ({ name: `f${i}.txt`, data: Buffer.from('x') }));
    expect(await refusal(writeTemp(rawZip(entries)))).toEqual([
      400,
      'The archive has 10001 entries (at most 10000)',
    ]);
  });

  it('refuses a zip bomb by its compression ratio before inflating it', async () => {
    const path = await zipArchive({ ...minimalFiles(), 'zeros.tsv': new Uint8Array(11 * 1024 ** 2) });
    expect(await refusal(path)).toEqual([
      400,
      'Entry "zeros.tsv" has a suspicious compression ratio (possible zip bomb)',
    ]);
  });

  it('stops inflating an entry whose header lies about its size', async () => {
    const files = minimalFiles();
    const counts = Buffer.from(files['counts.tsv'] ?? '');
    const entries = Object.entries(files).map(([name, content]) =>
      name === 'counts.tsv'
        ? { name, method: 8, compressed: deflateRawSync(counts), uncompressedSize: 20 }
        : { name, data: Buffer.from(content) },
    );
    expect(await refusal(writeTemp(rawZip(entries)))).toEqual([
      400,
      'Entry "counts.tsv" expands beyond its declared size (possible zip bomb)',
    ]);
  });

  it('refuses an archive without manifest.json', async () => {
    expect(await refusal(await withFiles({ 'manifest.json': null }))).toEqual([
      400,
      'manifest.json is missing',
    ]);
  });

  it('refuses a manifest that is not JSON, naming line and column', async () => {
    expect(
      await refusal(
        await withFiles({ 'manifest.json': '{\n  "format": "genoapp-export",\n  "version": 1,,\n}' }),
      ),
    ).toEqual([422, expect.stringMatching(/^manifest\.json, line 3, column 16: invalid JSON \(/)]);
  });

  it('refuses the wrong format and version', async () => {
    expect(await refusal(await withManifest({ format: 'other-export' }))).toEqual([
      422,
      'manifest.json: format must be "genoapp-export" (found "other-export")',
    ]);
    expect(await refusal(await withManifest({ version: 2 }))).toEqual([
      422,
      'manifest.json: version 2 is not supported (this GenoApp reads version 1)',
    ]);
  });

  it('refuses a file named in the manifest but absent', async () => {
    expect(await refusal(await withComparison({ go: 'go/missing.tsv' }))).toEqual([
      422,
      'manifest.json: "go/missing.tsv" is named in the manifest but is not in the archive',
    ]);
    expect(await refusal(await withFiles({ 'counts.tsv': null }))).toEqual([
      422,
      'manifest.json: "counts.tsv" is named in the manifest but is not in the archive',
    ]);
  });

  it('refuses a comparison level that no sample has', async () => {
    expect(await refusal(await withComparison({ condition_1: 'DEX' }))).toEqual([
      422,
      'manifest.json: comparison "dex vs ctrl": level "DEX" of factor "treatment" is not in samples.tsv',
    ]);
  });

  it('refuses an unknown results dialect', async () => {
    const results = tsv(['gene_id', 'fold', 'p'], ['G1', '2', '0.1']);
    expect(await refusal(await withFiles({ 'de/dex_vs_ctrl.tsv': results }))).toEqual([
      422,
      'de/dex_vs_ctrl.tsv, line 1: unknown result dialect: expected DESeq2 (baseMean, log2FoldChange, pvalue, padj), edgeR (logFC, logCPM, PValue, FDR) or limma (logFC, AveExpr, P.Value, adj.P.Val) columns',
    ]);
  });

  it('refuses counts columns that do not match the sample names', async () => {
    const counts = tsv(['gene_id', 's1', 's2', 's3', 'S4'], ['G1', '1', '2', '3', '4']);
    expect(await refusal(await withFiles({ 'counts.tsv': counts }))).toEqual([
      422,
      'counts.tsv, line 1: sample columns do not match samples.tsv: no column for "s4"; columns not in samples.tsv: "S4"',
    ]);
  });

  it('refuses a non-numeric count, a negative count and a gene twice', async () => {
    const header = ['gene_id', 's1', 's2', 's3', 's4'];
    const cases: [string, string][] = [
      [
        tsv(header, ['G1', '1', '2', '3', '4'], ['G2', '1', '2', 'abc', '4']),
        'counts.tsv, line 3, column s3: "abc" is not a number',
      ],
      [tsv(header, ['G1', '1', '-2', '3', '4']), 'counts.tsv, line 2, column s2: -2 is negative'],
      [
        tsv(header, ['G1', '1', '2', '3', '4'], ['G2', '1', '2', '3', '4'], ['G1', '1', '2', '3', '4']),
        'counts.tsv, line 4, column gene_id: gene "G1" already appears on line 2',
      ],
    ];
    for (const [counts, message] of cases) {
      expect(await refusal(await withFiles({ 'counts.tsv': counts }))).toEqual([422, message]);
    }
  });

  it('refuses a gene twice in the results', async () => {
    const results = tsv(
      ['gene_id', 'logFC', 'logCPM', 'PValue', 'FDR'],
      ['G1', '1', '2', '0.1', '0.2'],
      ['G1', '1', '2', '0.1', '0.2'],
    );
    expect(await refusal(await withFiles({ 'de/dex_vs_ctrl.tsv': results }))).toEqual([
      422,
      'de/dex_vs_ctrl.tsv, line 3, column gene_id: gene "G1" already appears on line 2',
    ]);
  });

  it('refuses a table that is not UTF-8', async () => {
    const path = await zipArchive({
      ...minimalFiles(),
      'samples.tsv': Buffer.from('sample\ttreatment\tbatch\ns1\tcontr\xf4le\tb1\n', 'latin1'),
    });
    expect(await refusal(path)).toEqual([
      422,
      'samples.tsv, line 2: not UTF-8 text (save the file as UTF-8)',
    ]);
  });
});
