/**
 * `manifest.json` (README.md beside this file, format v1): parsed, checked field by field,
 * and completed with the documented defaults. Input: the decoded text. Output: a `Manifest`
 * whose optional files are null and whose optional fields hold their defaults. Unknown fields
 * are ignored, so a newer exporter's additions do not break an import; a `null` counts as
 * absent for optional fields. Cross-file checks (referenced files exist, comparison levels
 * appear in the samples) happen once those files are open.
 */
import {
  ArchiveError,
  type ComparisonType,
  type Manifest,
  type ManifestComparison,
  type Sample,
} from '../archive-types';
import { jsonErrorLocation } from './json-error';

export const MANIFEST = 'manifest.json';

type Json = Record<string, unknown>;

const invalid = (problem: string) => new ArchiveError(422, problem, { file: MANIFEST });

export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const { line, column } = jsonErrorLocation(text);
    throw new ArchiveError(422, `invalid JSON (${(error as Error).message})`, {
      file: MANIFEST,
      line,
      column: String(column),
    });
  }
  const root = object(json, 'the manifest');
  if (root.format !== 'genoapp-export') {
    throw invalid(`format must be "genoapp-export" (found ${JSON.stringify(root.format ?? null)})`);
  }
  if (root.version !== 1) {
    throw invalid(
      `version ${JSON.stringify(root.version ?? null)} is not supported (this GenoApp reads version 1)`,
    );
  }
  const project = object(root.project, 'project');
  const organism = project.organism == null ? {} : object(project.organism, 'project.organism');
  const factors = factorList(root.factors);
  return {
    format: 'genoapp-export',
    version: 1,
    project: {
      name: requiredText(project, 'name', 'project.'),
      description: optionalText(project, 'description', 'project.'),
      library: requiredText(project, 'library', 'project.'),
      organism: {
        genus: optionalText(organism, 'genus', 'project.organism.'),
        species: optionalText(organism, 'species', 'project.organism.'),
      },
    },
    factors,
    samples: requiredFile(root, 'samples', ''),
    counts: requiredFile(root, 'counts', ''),
    genes: optionalFile(root, 'genes', ''),
    qc: optionalFile(root, 'qc', ''),
    sequence_distribution: optionalFile(root, 'sequence_distribution', ''),
    comparisons: comparisonList(root.comparisons, factors),
  };
}

/** Every file the manifest names, for the check that each one is in the archive. */
/** Both conditions of every comparison must be levels that some sample has. */
export function checkComparisonLevels(manifest: Manifest, samples: Sample[]): void {
  for (const { name, factor, condition_1, condition_2 } of manifest.comparisons) {
    const levels = new Set(samples.map((sample) => sample.factors[factor]));
    for (const level of [condition_1, condition_2]) {
      if (!levels.has(level)) {
        throw new ArchiveError(
          422,
          `comparison "${name}": level "${level}" of factor "${factor}" is not in ${manifest.samples}`,
          { file: MANIFEST },
        );
      }
    }
  }
}

export function referencedFiles(manifest: Manifest): string[] {
  const files = [
    manifest.samples,
    manifest.counts,
    manifest.genes,
    manifest.qc,
    manifest.sequence_distribution,
  ];
  for (const comparison of manifest.comparisons) files.push(comparison.results, comparison.go);
  return [...new Set(files.filter((name): name is string => name !== null))];
}

function factorList(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw invalid('factors must be a non-empty array of strings');
  }
  const factors = value.map((factor, i) => {
    if (typeof factor !== 'string' || factor.trim() === '') {
      throw invalid(`factors[${i}] must be a non-empty string`);
    }
    return factor;
  });
  const twice = factors.find((factor, i) => factors.indexOf(factor) !== i);
  if (twice !== undefined) throw invalid(`factor "${twice}" is listed twice`);
  return factors;
}

function comparisonList(value: unknown, factors: string[]): ManifestComparison[] {
  if (!Array.isArray(value) || value.length === 0) throw invalid('comparisons must be a non-empty array');
  const names = new Set<string>();
  return value.map((item, i) => {
    const at = `comparisons[${i}].`;
    const json = object(item, `comparisons[${i}]`);
    const name = requiredText(json, 'name', at);
    if (names.has(name)) throw invalid(`comparison name "${name}" is used twice`);
    names.add(name);
    const factor = requiredText(json, 'factor', at);
    if (!factors.includes(factor)) {
      throw invalid(`comparison "${name}": factor "${factor}" is not one of factors`);
    }
    const comparison: ManifestComparison = {
      name,
      description: optionalText(json, 'description', at),
      factor,
      condition_1: requiredText(json, 'condition_1', at),
      condition_2: requiredText(json, 'condition_2', at),
      results: requiredFile(json, 'results', at),
      go: optionalFile(json, 'go', at),
      type: comparisonType(json.type ?? 'TRANSCRIPTO', at),
      source: json.source == null ? 'BRBSEQ_PIPELINE' : requiredText(json, 'source', at),
      pvalue_cutoff: cutoff(
        json,
        'pvalue_cutoff',
        at,
        0.05,
        (p) => p > 0 && p <= 1,
        'between 0 (excluded) and 1',
      ),
      fold_change_cutoff: cutoff(json, 'fold_change_cutoff', at, 1.5, (fc) => fc >= 1, 'at least 1'),
    };
    if (comparison.condition_1 === comparison.condition_2) {
      throw invalid(`comparison "${name}": condition_1 and condition_2 are both "${comparison.condition_1}"`);
    }
    return comparison;
  });
}

function object(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid(`${what} must be an object`);
  }
  return value as Json;
}

function requiredText(json: Json, key: string, at: string): string {
  const value = json[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw invalid(`${at}${key} must be a non-empty string`);
  }
  return value;
}

function optionalText(json: Json, key: string, at: string): string {
  const value = json[key];
  if (value == null) return '';
  if (typeof value !== 'string') throw invalid(`${at}${key} must be a string`);
  return value;
}

function requiredFile(json: Json, key: string, at: string): string {
  const name = requiredText(json, key, at).replace(/^\.\//, '');
  if (!/\.(tsv|csv)$/i.test(name)) {
    throw invalid(`${at}${key} must name a .tsv or .csv file (found "${name}")`);
  }
  return name;
}

function optionalFile(json: Json, key: string, at: string): string | null {
  return json[key] == null ? null : requiredFile(json, key, at);
}

function comparisonType(value: unknown, at: string): ComparisonType {
  if (value === 'TRANSCRIPTO' || value === 'PROTEO') return value;
  throw invalid(`${at}type must be TRANSCRIPTO or PROTEO (found ${JSON.stringify(value)})`);
}

function cutoff(
  json: Json,
  key: string,
  at: string,
  fallback: number,
  valid: (value: number) => boolean,
  range: string,
): number {
  const value = json[key] ?? fallback;
  if (typeof value !== 'number' || !valid(value)) {
    throw invalid(`${at}${key} must be a number ${range} (found ${JSON.stringify(value)})`);
  }
  return value;
}
