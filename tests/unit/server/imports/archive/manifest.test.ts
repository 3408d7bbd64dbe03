import { describe, expect, it } from 'vitest';
import { parseManifest, referencedFiles } from '../../../../../server/imports/archive/manifest';
import { ArchiveError } from '../../../../../server/imports/archive-types';
import { MANIFEST } from '../../../../fixtures/archives/build';

type Json = Record<string, unknown>;

const withComparison = (patch: Json): Json => ({
  ...MANIFEST,
  comparisons: [{ ...MANIFEST.comparisons[0], ...patch }],
});

const refusal = (json: unknown) => {
  try {
    parseManifest(typeof json === 'string' ? json : JSON.stringify(json));
  } catch (error) {
    expect(error).toBeInstanceOf(ArchiveError);
    expect((error as ArchiveError).status).toBe(422);
    return (error as ArchiveError).message;
  }
  throw new Error('expected an ArchiveError');
};

describe('parseManifest', () => {
  it('fills the documented defaults', () => {
    const manifest = parseManifest(JSON.stringify(MANIFEST));
    expect(manifest.project).toEqual({
      name: 'Demo',
      description: '',
      library: 'SLC123',
      organism: { genus: '', species: '' },
    });
    expect(manifest).toMatchObject({ genes: null, qc: null, sequence_distribution: null });
    expect(manifest.comparisons[0]).toEqual({
      name: 'dex vs ctrl',
      description: '',
      factor: 'treatment',
      condition_1: 'dex',
      condition_2: 'ctrl',
      results: 'de/dex_vs_ctrl.tsv',
      go: null,
      type: 'TRANSCRIPTO',
      source: 'BRBSEQ_PIPELINE',
      pvalue_cutoff: 0.05,
      fold_change_cutoff: 1.5,
    });
  });

  it('keeps given values, treats null as absent and drops a leading ./', () => {
    const manifest = parseManifest(
      JSON.stringify({
        ...withComparison({
          type: 'PROTEO',
          source: 'MY_PIPELINE',
          pvalue_cutoff: 1,
          fold_change_cutoff: 1,
          go: null,
        }),
        project: { ...MANIFEST.project, organism: { genus: 'Mus', species: 'musculus' } },
        genes: './genes.csv',
        qc: null,
        unknown_future_field: [1, 2],
      }),
    );
    expect(manifest.project.organism).toEqual({ genus: 'Mus', species: 'musculus' });
    expect(manifest.genes).toBe('genes.csv');
    expect(manifest.qc).toBeNull();
    expect(manifest.comparisons[0]).toMatchObject({
      type: 'PROTEO',
      source: 'MY_PIPELINE',
      pvalue_cutoff: 1,
      go: null,
    });
  });

  it('lists every referenced file once', () => {
    const manifest = parseManifest(
      JSON.stringify({
        ...MANIFEST,
        qc: 'qc.tsv',
        comparisons: [
          { ...MANIFEST.comparisons[0], go: 'go/a.tsv' },
          { ...MANIFEST.comparisons[0], name: 'again', results: 'de/dex_vs_ctrl.tsv' },
        ],
      }),
    );
    expect(referencedFiles(manifest)).toEqual([
      'samples.tsv',
      'counts.tsv',
      'qc.tsv',
      'de/dex_vs_ctrl.tsv',
      'go/a.tsv',
    ]);
  });

  it.each([
    ['{\n  "format": "genoapp-export",\n  "version": }\n', 3, 14],
    ['{"format": "genoapp-export",\n "version": 1,\n}', 3, 1],
    ['{"a": [1, 2,]}', 1, 13],
    ['{"a": 01}', 1, 8],
    ['{"a": "tab\there"}', 1, 11],
    ['{"a": tru}', 1, 7],
    ['{"a": 1} x', 1, 10],
    ['{"a": 1', 1, 8],
    ['', 1, 1],
  ])('refuses invalid JSON with its line and column: %j', (text, line, column) => {
    try {
      parseManifest(text);
      throw new Error('expected an ArchiveError');
    } catch (error) {
      expect(error).toBeInstanceOf(ArchiveError);
      expect((error as ArchiveError).status).toBe(422);
      expect((error as ArchiveError).where).toEqual({ file: 'manifest.json', line, column: String(column) });
      expect((error as ArchiveError).message).toMatch(
        new RegExp(`^manifest\\.json, line ${line}, column ${column}: invalid JSON \\(`),
      );
    }
  });

  it.each<[string, unknown, string]>([
    ['an array', [], 'the manifest must be an object'],
    ['the wrong format', { ...MANIFEST, format: 'zip' }, 'format must be "genoapp-export" (found "zip")'],
    ['no format', { ...MANIFEST, format: undefined }, 'format must be "genoapp-export" (found null)'],
    ['version 2', { ...MANIFEST, version: 2 }, 'version 2 is not supported (this GenoApp reads version 1)'],
    [
      'version "1"',
      { ...MANIFEST, version: '1' },
      'version "1" is not supported (this GenoApp reads version 1)',
    ],
    ['no project', { ...MANIFEST, project: undefined }, 'project must be an object'],
    [
      'no project name',
      { ...MANIFEST, project: { library: 'SLC1' } },
      'project.name must be a non-empty string',
    ],
    [
      'a blank library',
      { ...MANIFEST, project: { name: 'x', library: ' ' } },
      'project.library must be a non-empty string',
    ],
    [
      'a numeric description',
      { ...MANIFEST, project: { ...MANIFEST.project, description: 3 } },
      'project.description must be a string',
    ],
    ['no factors', { ...MANIFEST, factors: [] }, 'factors must be a non-empty array of strings'],
    [
      'a factor that is not a string',
      { ...MANIFEST, factors: ['treatment', 2] },
      'factors[1] must be a non-empty string',
    ],
    ['a factor twice', { ...MANIFEST, factors: ['batch', 'batch'] }, 'factor "batch" is listed twice'],
    ['no samples file', { ...MANIFEST, samples: undefined }, 'samples must be a non-empty string'],
    [
      'a counts file that is not a table',
      { ...MANIFEST, counts: 'counts.xlsx' },
      'counts must name a .tsv or .csv file (found "counts.xlsx")',
    ],
    ['no comparisons', { ...MANIFEST, comparisons: [] }, 'comparisons must be a non-empty array'],
    [
      'a comparison without results',
      withComparison({ results: undefined }),
      'comparisons[0].results must be a non-empty string',
    ],
    [
      'a comparison without name',
      withComparison({ name: '' }),
      'comparisons[0].name must be a non-empty string',
    ],
    [
      'an unknown factor',
      withComparison({ factor: 'dose' }),
      'comparison "dex vs ctrl": factor "dose" is not one of factors',
    ],
    [
      'the same condition twice',
      withComparison({ condition_2: 'dex' }),
      'comparison "dex vs ctrl": condition_1 and condition_2 are both "dex"',
    ],
    [
      'an unknown type',
      withComparison({ type: 'METABO' }),
      'comparisons[0].type must be TRANSCRIPTO or PROTEO (found "METABO")',
    ],
    [
      'a p-value cutoff of 0',
      withComparison({ pvalue_cutoff: 0 }),
      'comparisons[0].pvalue_cutoff must be a number between 0 (excluded) and 1 (found 0)',
    ],
    [
      'a p-value cutoff above 1',
      withComparison({ pvalue_cutoff: 5 }),
      'comparisons[0].pvalue_cutoff must be a number between 0 (excluded) and 1 (found 5)',
    ],
    [
      'a text p-value cutoff',
      withComparison({ pvalue_cutoff: '0.05' }),
      'comparisons[0].pvalue_cutoff must be a number between 0 (excluded) and 1 (found "0.05")',
    ],
    [
      'a fold-change cutoff below 1',
      withComparison({ fold_change_cutoff: 0.5 }),
      'comparisons[0].fold_change_cutoff must be a number at least 1 (found 0.5)',
    ],
    [
      'a go file that is not a table',
      withComparison({ go: 'go.txt' }),
      'comparisons[0].go must name a .tsv or .csv file (found "go.txt")',
    ],
    [
      'two comparisons of the same name',
      { ...MANIFEST, comparisons: [MANIFEST.comparisons[0], MANIFEST.comparisons[0]] },
      'comparison name "dex vs ctrl" is used twice',
    ],
  ])('refuses %s', (_, json, problem) => {
    expect(refusal(json)).toBe(`manifest.json: ${problem}`);
  });
});
