/**
 * workers/results-reader.worker.ts through Comlink, as a screen drives it: the worker module
 * listens on one end of a MessageChannel (standing in for the worker's global scope), the test
 * sends it files (a name and a Blob, as a screen sends a dropped File) from the other. Tables arrive with their arrays, a refusal with its code,
 * parameters and place, so a screen can word it in the user's language.
 */
import type * as Comlink from 'comlink';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsReaderApi } from '../../../workers/results-reader.worker';
import { workerOnChannel } from '../../support/comlink-worker';
import { fixtureBytes, fixtureText } from '../../support/format-fixtures';

let reader: Comlink.Remote<ResultsReaderApi>;
let close: () => void;

beforeAll(async () => {
  ({ remote: reader, close } = await workerOnChannel<ResultsReaderApi>(
    () => import('../../../workers/results-reader.worker'),
  ));
});

afterAll(() => close());

/** What a screen sends: the file's name and the file itself (a `File` is a `Blob`). */
const file = (name: string, content: string | Uint8Array = fixtureBytes(name)) =>
  [name, new Blob([content as BlobPart])] as const;

describe('the results reader worker', () => {
  it('reads a DESeq2 table, its arrays whole', async () => {
    const answer = await reader.readResults(...file('deseq2.csv'));
    if (!answer.ok || answer.value.kind !== 'table') throw new Error('expected a table');
    expect(answer.source).toBe('text');
    const { table } = answer.value;
    expect(table.dialect).toBe('DESeq2');
    expect(table.log2fc).toBeInstanceOf(Float64Array);
    expect(table.log2fc[0]).toBe(-0.538004711878081);
    expect(table.extras[0]?.values).toBeInstanceOf(Float64Array);
  });

  it('answers a table it is unsure of with its inspection, then reads it with the mapping', async () => {
    const renamed = file('mine.tsv', 'id\tlog2FC\tpval\nG1\t1\t0.5\nG2\t-1\t0.01\n');
    const asked = await reader.readResults(...renamed);
    if (!asked.ok || asked.value.kind !== 'needs-mapping') throw new Error('expected a question');
    expect(asked.value.inspection.suggested).toMatchObject({ gene: 'id', log2fc: 'log2FC', pvalue: 'pval' });
    const read = await reader.readResults(...renamed, asked.value.inspection.suggested);
    if (!read.ok || read.value.kind !== 'table') throw new Error('expected a table');
    expect(Array.from(read.value.table.padj)).toEqual([0.5, 0.02]);
  });

  it('reads a gzip-compressed table, a featureCounts matrix and its sample sheet', async () => {
    const limma = await reader.readResults(...file('limma-id.csv.gz'));
    expect(limma).toMatchObject({
      ok: true,
      source: 'gzip',
      value: { kind: 'table', table: { dialect: 'limma' } },
    });
    const counts = await reader.readCounts(...file('featurecounts.txt'));
    if (!counts.ok) throw new Error(counts.message);
    expect(counts.value.sampleNames).toEqual(['liver_1', 'liver_2', 'kidney_1', 'kidney_2']);
    expect(counts.value.values).toBeInstanceOf(Float64Array);
    const sheet = await reader.readSampleSheet(...file('featurecounts-samples.csv'), {
      file: 'featurecounts.txt',
      sampleNames: counts.value.sampleNames,
      sampleColumns: counts.value.sampleColumns,
    });
    expect(sheet).toMatchObject({
      ok: true,
      value: { factors: [{ name: 'tissue', levels: ['Liver', 'Kidney'] }] },
    });
  });

  it('reads clusterProfiler’s GO table as write.csv wrote it', async () => {
    const go = await reader.readGo(
      ...file(
        'go.csv',
        '"","ID","Description","GeneRatio","BgRatio","pvalue","p.adjust","qvalue","geneID","Count"\n"GO:0006955","GO:0006955","immune response","12/200","300/18000",1e-6,1e-4,9e-5,"CD4/CD8A",12\n',
      ),
    );
    expect(go).toMatchObject({
      ok: true,
      value: [{ go_id: 'GO:0006955', term_size: 300, genes: ['CD4', 'CD8A'] }],
    });
  });

  it('answers a refusal with its code, parameters, place and message', async () => {
    const bad = fixtureText('limma.txt').replace('324.707691981512', 'high');
    expect(await reader.readResults(...file('limma.txt', bad))).toEqual({
      ok: false,
      error: {
        code: 'not-a-number',
        params: { value: 'high' },
        where: { file: 'limma.txt', line: 2, column: 't' },
      },
      message: 'limma.txt, line 2, column t: "high" is not a number',
    });
    expect(
      await reader.readCounts(...file('counts.bam', new Uint8Array([0x42, 0x41, 0x4d, 1, 0]))),
    ).toMatchObject({
      ok: false,
      error: { code: 'binary-file', where: { file: 'counts.bam' } },
    });
  });
});
