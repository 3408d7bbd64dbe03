/**
 * `npm run make-archive -- --genes 60000 --samples 384 --comparisons 20 [--out dir] [--seed 1]`
 * writes a large SYNTHETIC import archive for benchmarks: `export_for_genoapp_SLCSYN.zip`.
 * Its manifest says it is synthetic; it is never loaded as demo data nor presented as real.
 *
 * Distributions follow what RNA-seq looks like: gene means log-normal (many low, few very high),
 * counts negative binomial (dispersion falling with the mean), per-sample library sizes varying
 * ±30 %, about 10 % of genes differentially expressed per comparison, p-values uniform for the
 * others, BH-adjusted; genes with a zero mean are kept as all-zero rows, as real data has them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import JSZip from 'jszip';

const { values: args } = parseArgs({
  options: {
    genes: { type: 'string', default: '20000' },
    samples: { type: 'string', default: '96' },
    comparisons: { type: 'string', default: '5' },
    out: { type: 'string', default: '.' },
    seed: { type: 'string', default: '1' },
    library: { type: 'string', default: 'SYN' },
  },
});
const nGenes = Number(args.genes);
const nSamples = Number(args.samples);
const nComparisons = Number(args.comparisons);
const library = `SLC${args.library}`;

/** mulberry32: small, fast, seeded — the same arguments always give the same archive. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(Number(args.seed));
const normal = () => Math.sqrt(-2 * Math.log(random() || 1e-12)) * Math.cos(2 * Math.PI * random());
function gamma(shape: number): number {
  if (shape < 1) return gamma(shape + 1) * random() ** (1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = normal();
    const v = (1 + c * x) ** 3;
    if (v > 0 && Math.log(random() || 1e-12) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}
function poisson(mean: number): number {
  if (mean > 50) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal()));
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = random(); p > limit; p *= random()) k++;
  return k;
}
const negativeBinomial = (mean: number, dispersion: number) =>
  mean === 0 ? 0 : poisson(gamma(1 / dispersion) * mean * dispersion);

const groups = Math.max(2, Math.min(nComparisons + 1, Math.floor(nSamples / 2)));
const sampleNames = Array.from({ length: nSamples }, (_, s) => `S${String(s + 1).padStart(4, '0')}`);
const groupOf = (s: number) => `G${(s % groups) + 1}`;
const batchOf = (s: number) => `B${(Math.floor(s / groups) % 4) + 1}`;
const geneIds = Array.from({ length: nGenes }, (_, g) => `ENSGSYN${String(g + 1).padStart(8, '0')}`);
const symbols = geneIds.map((_, g) => (g % 3 === 2 ? '' : `SYN${g + 1}`));

const baseMeans = geneIds.map(() => (random() < 0.25 ? 0 : Math.exp(3 + 2 * normal())));
const groupEffects = Array.from({ length: groups }, () =>
  geneIds.map(() => (random() < 0.1 ? 1.5 * normal() : 0)),
);
const libraryFactors = sampleNames.map(() => 0.7 + 0.6 * random());

console.log(`Generating ${nGenes} genes × ${nSamples} samples, ${nComparisons} comparisons…`);
const countLines = [['gene_id', 'gene_symbol', ...sampleNames].join('\t')];
for (let g = 0; g < nGenes; g++) {
  const mu = baseMeans[g] as number;
  const dispersion = 0.05 + 1 / (1 + mu);
  const row = [geneIds[g], symbols[g]];
  for (let s = 0; s < nSamples; s++) {
    const effect = groupEffects[s % groups]?.[g] ?? 0;
    row.push(String(negativeBinomial(mu * 2 ** effect * (libraryFactors[s] as number), dispersion)));
  }
  countLines.push(row.join('\t'));
}

function benjaminiHochberg(p: number[]): number[] {
  const order = p
    .map((v, i) => [v, i] as const)
    .filter(([v]) => !Number.isNaN(v))
    .sort((a, b) => a[0] - b[0]);
  const adjusted = new Array<number>(p.length).fill(Number.NaN);
  let running = 1;
  for (let k = order.length - 1; k >= 0; k--) {
    const [value, index] = order[k] as readonly [number, number];
    running = Math.min(running, (value * order.length) / (k + 1));
    adjusted[index] = running;
  }
  return adjusted;
}
const fmt = (x: number) => (Number.isNaN(x) ? 'NA' : x.toPrecision(6));

const zip = new JSZip();
const comparisons = [];
for (let c = 0; c < nComparisons; c++) {
  const a = (c % (groups - 1)) + 2;
  const name = `G${a} vs G1 (${c + 1})`;
  const file = `de/comparison_${c + 1}.tsv`;
  const log2fc = baseMeans.map((mu, g) =>
    mu === 0 ? Number.NaN : (groupEffects[a - 1]?.[g] ?? 0) + 0.15 * normal(),
  );
  const pvalue = log2fc.map((fc) =>
    Number.isNaN(fc) ? Number.NaN : Math.abs(fc) > 0.5 ? random() ** 8 : random(),
  );
  const padj = benjaminiHochberg(pvalue);
  const lines = ['gene_id\tsymbol\tbaseMean\tlog2FoldChange\tpvalue\tpadj'];
  for (let g = 0; g < nGenes; g++) {
    lines.push(
      `${geneIds[g]}\t${symbols[g] || 'NA'}\t${fmt(baseMeans[g] as number)}\t${fmt(log2fc[g] as number)}\t${fmt(pvalue[g] as number)}\t${fmt(padj[g] as number)}`,
    );
  }
  zip.file(file, lines.join('\n'));
  comparisons.push({ name, factor: 'group', condition_1: `G${a}`, condition_2: 'G1', results: file });
}

zip.file('counts.tsv', countLines.join('\n'));
zip.file(
  'samples.tsv',
  ['sample\tgroup\tbatch', ...sampleNames.map((s, i) => `${s}\t${groupOf(i)}\t${batchOf(i)}`)].join('\n'),
);
zip.file(
  'manifest.json',
  JSON.stringify(
    {
      format: 'genoapp-export',
      version: 1,
      project: {
        name: `Synthetic benchmark data (${nGenes} genes × ${nSamples} samples)`,
        description: 'SYNTHETIC data made by scripts/make-archive.ts for benchmarks. Not real measurements.',
        library,
        organism: { genus: 'Homo', species: 'sapiens' },
      },
      factors: ['group', 'batch'],
      samples: 'samples.tsv',
      counts: 'counts.tsv',
      comparisons,
    },
    null,
    2,
  ),
);
const out = join(args.out, `export_for_genoapp_${library}.zip`);
const bytes = await zip.generateAsync({
  type: 'nodebuffer',
  compression: 'DEFLATE',
  compressionOptions: { level: 6 },
});
writeFileSync(out, bytes);
console.log(`Wrote ${out} (${(bytes.length / 1024 ** 2).toFixed(1)} MiB)`);
