/**
 * The R references of the limma-voom tests (tests/fixtures/de/make-reference.R): reading a
 * case, the demo archives' counts as the pipeline takes them, and the tolerance the issue sets.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import type { LimmaVoomRequest } from '../../genomics/de/limma-voom';
import { readArchive } from '../../server/imports/archive/read-archive';

const root = join(import.meta.dirname, '../..');

// biome-ignore lint/suspicious/noExplicitAny: a JSON document whose shape each test states.
export type Reference = any;

export function readReference(name: string): Reference {
  return JSON.parse(
    gunzipSync(readFileSync(join(root, 'tests/fixtures/de', `${name}.json.gz`))).toString('utf8'),
  );
}

/** null (R's NA) as NaN, numbers as they are. */
export function numbers(values: (number | null)[]): Float64Array {
  return Float64Array.from(values, (value) => (value === null ? Number.NaN : value));
}

/**
 * Every value within `relative` of R's (or `absolute` of it, for values near 0); NaN where R
 * has NA. Reports the worst index, so a failure says which gene.
 */
export function expectClose(
  actual: ArrayLike<number>,
  expected: (number | null)[],
  relative = 1e-6,
  absolute = 1e-12,
  what = 'value',
): void {
  expect(actual.length, `${what}: length`).toBe(expected.length);
  let worst = -1;
  let worstExcess = 0;
  for (let i = 0; i < expected.length; i++) {
    const want = expected[i];
    const got = actual[i] as number;
    if (want === null || want === undefined) {
      expect(Number.isNaN(got), `${what}[${i}]: R has NA, got ${got}`).toBe(true);
      continue;
    }
    if (got === want) continue;
    const excess = Math.abs(got - want) / Math.max(relative * Math.abs(want), absolute);
    if (!(excess <= worstExcess)) {
      worstExcess = excess;
      worst = i;
    }
  }
  if (worst >= 0 && !(worstExcess <= 1)) {
    expect.fail(
      `${what}[${worst}]: got ${actual[worst]}, R has ${expected[worst]} (beyond tolerance ×${worstExcess.toPrecision(3)})`,
    );
  }
}

/** The request a pipeline case of the fixtures describes: made-up counts, or a demo archive's. */
export async function pipelineRequest(ref: Reference): Promise<LimmaVoomRequest> {
  if (ref.inputs.archive) {
    const path = join(root, ref.inputs.archive);
    const archive = await readArchive(path, path.split('/').pop() as string);
    const column = (name: string) => archive.samples.map((sample) => sample.factors[name] as string);
    return {
      counts: archive.counts.values,
      nGenes: archive.counts.geneIds.length,
      nSamples: archive.samples.length,
      sampleNames: archive.counts.sampleNames,
      comparison: {
        factor: { name: ref.factor, values: column(ref.factor) },
        covariates: (ref.covariates as string[]).map((name) => ({ name, values: column(name) })),
        numerator: ref.numerator,
        reference: ref.reference,
      },
      filter: ref.filter,
    };
  }
  const { genes, samples, counts } = ref.inputs;
  return {
    counts: numbers(counts),
    nGenes: genes.length,
    nSamples: samples.length,
    sampleNames: samples,
    comparison: {
      factor: { name: ref.factor, values: ref.inputs[ref.factor] },
      covariates: (ref.covariates as string[]).map((name) => ({ name, values: ref.inputs[name] })),
      numerator: ref.numerator,
      reference: ref.reference,
    },
    filter: ref.filter,
  };
}

export const PIPELINE_CASES = ['two-per-group', 'covariates', 'slc001', 'slc002', 'slc002-filtered'] as const;
