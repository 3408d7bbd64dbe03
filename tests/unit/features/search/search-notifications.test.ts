import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../src/features/notifications/api/get-notifications';
import {
  notificationTarget,
  notificationValues,
} from '../../../../src/features/notifications/notification-target';
import type { SearchResult } from '../../../../src/features/search/api/search';
import { suggestionsOf } from '../../../../src/features/search/suggestions';

const base: Notification = {
  id: 1,
  kind: 'invitation_received',
  created_at: '2026-11-25T10:00:00Z',
  read: false,
  read_at: null,
  actor: { id: 2, first_name: 'Rosalind', last_name: 'Franklin' },
  team: { id: 7, name: 'Prostate lab' },
  project: null,
  genolist: null,
  invitation_id: 3,
  import_task_id: null,
  team_name: 'Prostate (old name)',
  item_name: null,
  permission: null,
  role: 'MEMBER',
  file_name: null,
  error: null,
};

describe('where a notification leads', () => {
  it('an invitation to the invitations tab, its acceptance to the team', () => {
    expect(notificationTarget(base)).toEqual({ to: '/collaboration', search: { tab: 'invitations' } });
    expect(notificationTarget({ ...base, kind: 'invitation_accepted' })).toEqual({
      to: '/teams/$teamId',
      params: { teamId: 7 },
    });
  });

  it('a share to the shared item; nowhere when the item is gone', () => {
    const genolist = { id: 9, name: 'DHT vs control' };
    expect(notificationTarget({ ...base, kind: 'genolist_shared', genolist })).toEqual({
      to: '/genolists/$genolistId',
      params: { genolistId: 9 },
    });
    expect(notificationTarget({ ...base, kind: 'project_shared' })).toBeNull();
  });

  it('a finished import to its project, a failed one to its task in the console', () => {
    const finished = {
      ...base,
      kind: 'import_finished' as const,
      project: { id: 4, name: 'Li 2008' },
      import_task_id: 5,
    };
    expect(notificationTarget(finished)).toEqual({ to: '/projects/$projectId', params: { projectId: 4 } });
    expect(notificationTarget({ ...finished, kind: 'import_failed', project: null })).toEqual({
      to: '/upload',
      search: { view: 'status', task: 5 },
    });
  });

  it('names things as they were when notified', () => {
    expect(
      notificationValues({
        ...base,
        kind: 'genolist_shared',
        item_name: 'Old list',
        genolist: { id: 9, name: 'New' },
      }),
    ).toMatchObject({
      actor: 'Rosalind Franklin',
      team: 'Prostate (old name)',
      item: 'Old list',
    });
  });
});

describe('the header search suggestions', () => {
  it('groups genes, then gene lists, then projects, leaving empty groups out; a gene counts where it is called', () => {
    const result: SearchResult = {
      query: 'klk3',
      projects: [],
      genolists: [{ id: 3, name: 'KLK3 targets', project: { id: 1, name: 'LNCaP' } }],
      genes: [
        {
          id: 12,
          gene_id: 'ENSG00000142515',
          symbol: 'KLK3',
          description: 'kallikrein related peptidase 3',
          genolists: [
            {
              genolist: {
                id: 3,
                name: 'DHT vs control',
                type_genolist: 'DE',
                pvalue_cutoff: 0.05,
                fold_change_cutoff: 1.5,
              },
              project: { id: 1, name: 'LNCaP' },
              comparison: null,
              log2_fold_change: 2.1,
              pvalue: 1e-11,
              padj: 1e-9,
              significant: true,
              direction: 'up',
            },
            {
              genolist: {
                id: 4,
                name: 'Liver vs Kidney',
                type_genolist: 'DE',
                pvalue_cutoff: 0.05,
                fold_change_cutoff: 1.5,
              },
              project: { id: 2, name: 'Marioni' },
              comparison: null,
              log2_fold_change: 0.1,
              pvalue: 0.6,
              padj: 0.8,
              significant: false,
              direction: null,
            },
          ],
        },
      ],
    };
    const groups = suggestionsOf(result);
    expect(groups.map((g) => g.kind)).toEqual(['genes', 'genolists']);
    expect(groups[0]?.items[0]).toMatchObject({
      key: 'gene:12',
      title: 'KLK3',
      detail: 'ENSG00000142515 · kallikrein related peptidase 3',
      called: 1,
      held: 2,
      target: { to: '/genes/$geneId', params: { geneId: 12 } },
    });
    expect(groups[1]?.items[0]).toMatchObject({ title: 'KLK3 targets', detail: 'LNCaP' });
    expect(suggestionsOf(undefined)).toEqual([]);
  });
});
