/**
 * `npm run de -- --counts counts.tsv --samples samples.tsv --factor condition --numerator DHT
 * --reference control [--covariates run,donor] [--filter] [--out result.tsv]`
 *
 * Runs limma-voom (genomics/de, the code the browser's worker runs) on a count matrix and a
 * sample sheet and writes limma's table, tab-separated, genes in the input order, to `--out`
 * (written whole or not at all) or to standard output. The files are read as the browser reads
 * a researcher's own (genomics/formats/README.md): a count matrix (the archive's counts,
 * featureCounts output, R's write.csv …) and a sample sheet with the factor and covariate
 * columns, matched to the matrix's samples; CSV, TSV or TXT, gzip-compressed or not, or .xlsx.
 * Samples are in the matrix's order. Bad input stops
 * with a message naming the file, line and column (exit 1); bad arguments print the usage
 * (exit 2). Progress and a summary go to standard error.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { DeInputError } from '../genomics/de/design';
import { type LimmaVoomStep, runLimmaVoom } from '../genomics/de/limma-voom';
import { topTableTsv } from '../genomics/de/table-tsv';
import { readCountMatrixFile } from '../genomics/formats/count-matrix';
import { readTextFile, type TextFile } from '../genomics/formats/read-file';
import { designColumn, readSampleSheet } from '../genomics/formats/sample-sheet';
import { TableError } from '../genomics/formats/table-error';

const USAGE = `Usage: npm run de -- --counts counts.tsv --samples samples.tsv --factor condition
         --numerator DHT --reference control [--covariates run,donor] [--filter] [--out result.tsv]`;

function fail(message: string, code: 1 | 2): never {
  console.error(code === 2 ? `${message}\n${USAGE}` : `Error: ${message}`);
  process.exit(code);
}

let options: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      counts: { type: 'string' },
      samples: { type: 'string' },
      factor: { type: 'string' },
      numerator: { type: 'string' },
      reference: { type: 'string' },
      covariates: { type: 'string', multiple: true, default: [] },
      filter: { type: 'boolean', default: false },
      out: { type: 'string' },
    },
  }).values;
}
try {
  options = parse();
} catch (error) {
  fail((error as Error).message, 2);
}
for (const name of ['counts', 'samples', 'factor', 'numerator', 'reference'] as const) {
  if (!options[name]) fail(`--${name} is required`, 2);
}
const covariates = options.covariates
  .flatMap((list) => list.split(','))
  .map((name) => name.trim())
  .filter(Boolean);

/** The file's text (gzip and .xlsx included) and the name the table readers see (without `.gz`). */
async function readText(path: string): Promise<TextFile> {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    fail(
      `cannot read ${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
      1,
    );
  }
  return readTextFile(basename(path), bytes);
}

const STEP_NAMES: Record<LimmaVoomStep, string> = {
  filter: 'filterByExpr',
  normalise: 'TMM normalisation',
  voom: 'voom',
  trend: 'mean–variance trend',
  fit: 'weighted fits',
  moderate: 'eBayes',
};

try {
  const countsFile = await readText(options.counts as string);
  const matrix = readCountMatrixFile(countsFile.name, countsFile.text);
  const samplesFile = await readText(options.samples as string);
  const sheet = readSampleSheet(samplesFile.name, samplesFile.text, matrix);
  const factor = options.factor as string;
  const column = (name: string) => designColumn(sheet, name);
  const factorValues = column(factor);
  const covariateValues = covariates.map((name) => ({ name, values: column(name) }));
  const started = performance.now();
  let step: LimmaVoomStep | null = null;
  const result = runLimmaVoom(
    {
      counts: matrix.values,
      nGenes: matrix.geneIds.length,
      nSamples: matrix.sampleNames.length,
      sampleNames: matrix.sampleNames,
      comparison: {
        factor: { name: factor, values: factorValues },
        covariates: covariateValues,
        numerator: options.numerator as string,
        reference: options.reference as string,
      },
      filter: options.filter,
    },
    (progress) => {
      if (progress.step === step) return;
      step = progress.step;
      console.error(`${Math.round(progress.fraction * 100)}% ${STEP_NAMES[step]}`);
    },
  );
  const table = topTableTsv(result, matrix.geneIds, matrix.symbols);
  if (options.out) {
    const partial = `${options.out}.partial`;
    writeFileSync(partial, table);
    renameSync(partial, options.out);
  } else process.stdout.write(table);

  let up = 0;
  let down = 0;
  for (const [row, padj] of result.adjPValue.entries()) {
    if (padj < 0.05) (result.logFC[row] as number) > 0 ? up++ : down++;
  }
  const filtered = options.filter
    ? `filterByExpr kept ${result.genes.length} of ${matrix.geneIds.length} genes`
    : `${result.genes.length} genes, not filtered`;
  const dropped =
    result.notEstimable.length > 0 ? `; not estimable (confounded): ${result.notEstimable.join(', ')}` : '';
  console.error(
    [
      `limma-voom ${options.numerator} vs ${options.reference} (${factor}), design ~0 + ${[factor, ...covariates].join(' + ')}: ${filtered}${dropped}`,
      `TMM factors ${Array.from(result.normFactors, (f) => f.toFixed(3)).join(' ')}`,
      `prior df ${result.dfPrior.toPrecision(4)}, prior variance ${result.s2Prior.toPrecision(4)}`,
      `${up + down} genes with adj.P.Val < 0.05 (${up} up, ${down} down) in ${((performance.now() - started) / 1000).toFixed(1)} s${options.out ? `; wrote ${options.out}` : ''}`,
    ].join('\n'),
  );
} catch (error) {
  if (error instanceof TableError || error instanceof DeInputError) fail(error.message, 1);
  throw error;
}
