import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../../src/api/errors';
import type { Genolist } from '../../../../src/features/genolists/api/get-my-genolists';
import {
  filterGenolists,
  genolistsStats,
  isAccessDenied,
  pageItems,
  sortGenolists,
} from '../../../../src/features/genolists/genolists-list';

const now = new Date('2026-06-30T12:00:00Z');

function genolist(id: number, fields: Partial<Genolist> & { projectName?: string } = {}): Genolist {
  const { projectName = 'Project', ...rest } = fields;
  return {
    id,
    name: `List ${id}`,
    description: '',
    project: { id: 100 + id, name: projectName, owner: null, visible: true },
    project_id: 100 + id,
    project_name: projectName,
    type_genolist: 'TRANSCRIPTO',
    source: 'BRBSEQ_PIPELINE',
    public: false,
    view_count: 0,
    gene_count: 0,
    deg: { pos: 0, neg: 0, total: 0 },
    pvalue_cutoff: 0.05,
    fold_change_cutoff: 1.5,
    is_favorite: false,
    creation_date: '2026-01-01T00:00:00Z',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    condition_1: null,
    condition_2: null,
    comparison: null,
    go_term_count: 0,
    owner: null,
    can_edit: false,
    can_delete: false,
    can_change_visibility: false,
    can_share: false,
    can_move: false,
    share_permissions: [],
    ...rest,
  };
}

const lists = [
  genolist(1, {
    name: 'DHT vs control',
    projectName: 'Li 2008',
    gene_count: 49_506,
    view_count: 12,
    public: true,
    is_favorite: true,
    creation_date: '2026-06-25T10:00:00Z',
  }),
  genolist(2, {
    name: 'Liver vs Kidney',
    projectName: 'Marioni 2008',
    gene_count: 3453,
    view_count: 3,
    public: true,
    creation_date: '2026-05-20T10:00:00Z',
  }),
  genolist(3, {
    name: 'anti-PD1 proteome',
    description: 'Tumour vs normal',
    projectName: 'Atlas',
    type_genolist: 'PROTEO',
    gene_count: 800,
    view_count: 40,
    creation_date: '2026-06-01T13:00:00Z',
  }),
];

describe('genolistsStats', () => {
  it('counts lists, genes, views, the last 30 days and the public share', () => {
    expect(genolistsStats(lists, now)).toEqual({
      total: 3,
      genes: 53_759,
      views: 55,
      recent: 2,
      public: 2,
      private: 1,
      publicPercent: (2 / 3) * 100,
    });
  });

  it('has no public share when there are no lists', () => {
    expect(genolistsStats([], now).publicPercent).toBeNull();
  });
});

describe('filterGenolists', () => {
  const none = { q: '', type: null, visibility: null, favoritesOnly: false } as const;
  it('searches name, description and project, case-insensitively', () => {
    expect(filterGenolists(lists, { ...none, q: 'dht' }).map((g) => g.id)).toEqual([1]);
    expect(filterGenolists(lists, { ...none, q: 'TUMOUR' }).map((g) => g.id)).toEqual([3]);
    expect(filterGenolists(lists, { ...none, q: 'marioni' }).map((g) => g.id)).toEqual([2]);
  });

  it('filters by type, visibility and favourites', () => {
    expect(filterGenolists(lists, { ...none, type: 'PROTEO' }).map((g) => g.id)).toEqual([3]);
    expect(filterGenolists(lists, { ...none, visibility: 'private' }).map((g) => g.id)).toEqual([3]);
    expect(filterGenolists(lists, { ...none, visibility: 'public' }).map((g) => g.id)).toEqual([1, 2]);
    expect(filterGenolists(lists, { ...none, favoritesOnly: true }).map((g) => g.id)).toEqual([1]);
  });
});

describe('sortGenolists', () => {
  it('sorts by each column, both ways', () => {
    expect(sortGenolists(lists, 'creation_date', 'desc').map((g) => g.id)).toEqual([1, 3, 2]);
    expect(sortGenolists(lists, 'name', 'asc').map((g) => g.id)).toEqual([3, 1, 2]);
    expect(sortGenolists(lists, 'project', 'asc').map((g) => g.id)).toEqual([3, 1, 2]);
    expect(sortGenolists(lists, 'gene_count', 'desc').map((g) => g.id)).toEqual([1, 2, 3]);
    expect(sortGenolists(lists, 'view_count', 'asc').map((g) => g.id)).toEqual([2, 1, 3]);
  });

  it('does not change the list it is given', () => {
    const copy = [...lists];
    sortGenolists(lists, 'name', 'desc');
    expect(lists).toEqual(copy);
  });
});

describe('pageItems', () => {
  it('clamps the page to the pages there are', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(pageItems(items, 3, 20)).toEqual({ items: [40, 41, 42, 43, 44], page: 3 });
    expect(pageItems(items, 7, 20).page).toBe(3);
    expect(pageItems([], 2, 20)).toEqual({ items: [], page: 1 });
  });
});

describe('isAccessDenied (the access-denied panel of the list)', () => {
  it('is a 403, or an error speaking of access, rights or authorisation', () => {
    expect(isAccessDenied(new ApiError('Forbidden', 403, undefined))).toBe(true);
    expect(isAccessDenied(new ApiError("Vous n'avez pas les droits nécessaires", 500, undefined))).toBe(true);
    expect(isAccessDenied(new ApiError('Accès refusé', 400, undefined))).toBe(true);
    expect(isAccessDenied(new Error('Autorisation requise'))).toBe(true);
    expect(isAccessDenied(new Error('Request failed with status 403'))).toBe(true);
  });

  it('is not any other failure: those show an alert with a retry', () => {
    expect(isAccessDenied(new ApiError('Internal Server Error', 500, undefined))).toBe(false);
    expect(isAccessDenied(networkError(new TypeError('Failed to fetch')))).toBe(false);
    expect(isAccessDenied(new ApiError('Not Found', 404, undefined))).toBe(false);
    expect(isAccessDenied(null)).toBe(false);
  });
});
