import { describe, expect, it } from 'vitest';
import { isAcceptedDataFile } from '../../../../src/features/projects/data-file';
import { withProjectPatch } from '../../../../src/features/projects/project-cache';
import { nameError, toCreatePayload } from '../../../../src/features/projects/project-form';

describe('a project patched in cached answers (its star, its visibility)', () => {
  const project = { id: 1, name: 'Li', samples_count: 7, is_favorite: false, public: false };
  const other = { id: 2, name: 'Marioni', samples_count: 10, is_favorite: false };

  it('sets the star in a page, a list and a project', () => {
    const page = { count: 2, next: null, previous: null, results: [project, other] };
    expect(withProjectPatch(page, 1, { is_favorite: true }).results).toEqual([
      { ...project, is_favorite: true },
      other,
    ]);
    expect(withProjectPatch([project, other], 2, { is_favorite: true })).toEqual([
      project,
      { ...other, is_favorite: true },
    ]);
    expect(withProjectPatch(project, 1, { is_favorite: true })).toEqual({ ...project, is_favorite: true });
  });

  it('sets the visibility the same way, and leaves a project already so as it was', () => {
    const page = { count: 2, next: null, previous: null, results: [project, other] };
    expect(withProjectPatch(page, 1, { public: true }).results).toEqual([
      { ...project, public: true },
      other,
    ]);
    expect(withProjectPatch(project, 1, { public: false })).toBe(project);
  });

  it('leaves unrelated answers as they were (same object)', () => {
    const page = { count: 1, next: null, previous: null, results: [other] };
    expect(withProjectPatch(page, 1, { is_favorite: true })).toBe(page);
    expect(withProjectPatch(project, 2, { is_favorite: true })).toBe(project);
    const pca = { points: [], factor_names: [] };
    expect(withProjectPatch(pca, 1, { is_favorite: true })).toBe(pca);
    expect(withProjectPatch(undefined, 1, { is_favorite: true })).toBeUndefined();
  });
});

describe('the new-project form', () => {
  it('requires a name that is not blank', () => {
    expect(nameError('')).toBe('nameRequired');
    expect(nameError('   ')).toBe('nameRequired');
    expect(nameError(' Li ')).toBeNull();
  });

  it('sends trimmed text and no empty description', () => {
    expect(toCreatePayload({ name: ' Li 2008 ', description: '  ' })).toEqual({ name: 'Li 2008' });
    expect(toCreatePayload({ name: 'Li', description: ' DHT ' })).toEqual({ name: 'Li', description: 'DHT' });
  });

  it('accepts only .csv, .tsv, .txt and .xlsx data files', () => {
    expect(isAcceptedDataFile('counts.TSV')).toBe(true);
    expect(isAcceptedDataFile('design.xlsx')).toBe(true);
    expect(isAcceptedDataFile('archive.zip')).toBe(false);
  });
});
