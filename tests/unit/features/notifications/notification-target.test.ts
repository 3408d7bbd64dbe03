import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../src/features/notifications/api/get-notifications';
import {
  notificationTarget,
  notificationValues,
} from '../../../../src/features/notifications/notification-target';

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
  numerator: null,
  reference: null,
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

  it('a computed comparison to its new genolist; a failed one to its project’s Genolists tab, never the staff console', () => {
    const finished = {
      ...base,
      kind: 'comparison_finished' as const,
      project: { id: 4, name: 'Marioni 2008' },
      genolist: { id: 12, name: 'Liver vs Kidney (limma-voom)' },
      import_task_id: 5,
      item_name: 'Liver vs Kidney (limma-voom)',
      numerator: 'Liver',
      reference: 'Kidney',
    };
    expect(notificationTarget(finished)).toEqual({
      to: '/genolists/$genolistId',
      params: { genolistId: 12 },
    });
    const failed = { ...finished, kind: 'comparison_failed' as const, genolist: null, error: 'no counts' };
    expect(notificationTarget(failed)).toEqual({
      to: '/projects/$projectId',
      params: { projectId: 4 },
      search: { tab: 'genolists' },
    });
    expect(notificationTarget({ ...failed, project: null })).toBeNull();
    expect(notificationTarget({ ...finished, genolist: null })).toBeNull();
    expect(notificationValues(finished)).toMatchObject({
      item: 'Liver vs Kidney (limma-voom)',
      numerator: 'Liver',
      reference: 'Kidney',
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
