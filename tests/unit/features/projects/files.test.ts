import { describe, expect, it } from 'vitest';
import { isAcceptedDataFile } from '../../../../src/features/projects/data-file';
import { withFavorite } from '../../../../src/features/projects/favorite-cache';
import { nameError, toCreatePayload } from '../../../../src/features/projects/project-form';

describe('the favourite star in cached answers', () => {
  const project = { id: 1, name: 'Li', samples_count: 7, is_favorite: false };
  const other = { id: 2, name: 'Marioni', samples_count: 10, is_favorite: false };

  it('sets the star in a page, a list and a project', () => {
    const page = { count: 2, next: null, previous: null, results: [project, other] };
    expect(withFavorite(page, 1, true).results).toEqual([{ ...project, is_favorite: true }, other]);
    expect(withFavorite([project, other], 2, true)).toEqual([project, { ...other, is_favorite: true }]);
    expect(withFavorite(project, 1, true)).toEqual({ ...project, is_favorite: true });
  });

  it('leaves unrelated answers as they were (same object)', () => {
    const page = { count: 1, next: null, previous: null, results: [other] };
    expect(withFavorite(page, 1, true)).toBe(page);
    expect(withFavorite(project, 2, true)).toBe(project);
    const pca = { points: [], factor_names: [] };
    expect(withFavorite(pca, 1, true)).toBe(pca);
    expect(withFavorite(undefined, 1, true)).toBeUndefined();
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
