import type { Notification } from './api/get-notifications';

/** Where a notification leads: the thing it is about, or the screen where the user acts on it. */
export type NotificationTarget =
  | { to: '/collaboration'; search: { tab: 'invitations' } }
  | { to: '/teams/$teamId'; params: { teamId: number } }
  | { to: '/projects/$projectId'; params: { projectId: number } }
  | { to: '/projects/$projectId'; params: { projectId: number }; search: { tab: 'genolists' } }
  | { to: '/genolists/$genolistId'; params: { genolistId: number } }
  | { to: '/upload'; search: { view: 'status'; task: number } }
  | { to: '/subscription' }
  | null;

export function notificationTarget(n: Notification): NotificationTarget {
  switch (n.kind) {
    case 'invitation_received':
      return { to: '/collaboration', search: { tab: 'invitations' } };
    case 'invitation_accepted':
      return n.team ? { to: '/teams/$teamId', params: { teamId: n.team.id } } : null;
    case 'project_shared':
      return n.project ? { to: '/projects/$projectId', params: { projectId: n.project.id } } : null;
    case 'genolist_shared':
      return n.genolist ? { to: '/genolists/$genolistId', params: { genolistId: n.genolist.id } } : null;
    case 'import_finished':
      if (n.project) return { to: '/projects/$projectId', params: { projectId: n.project.id } };
      return n.import_task_id ? { to: '/upload', search: { view: 'status', task: n.import_task_id } } : null;
    case 'import_failed':
      return n.import_task_id ? { to: '/upload', search: { view: 'status', task: n.import_task_id } } : null;
    case 'comparison_finished':
      return n.genolist ? { to: '/genolists/$genolistId', params: { genolistId: n.genolist.id } } : null;
    case 'comparison_failed':
      // Where the comparison was asked for and may be asked again: never the staff-only task console.
      return n.project
        ? { to: '/projects/$projectId', params: { projectId: n.project.id }, search: { tab: 'genolists' } }
        : null;
    case 'quote_answered':
      return { to: '/subscription' };
    default:
      return null;
  }
}

/** The names a notification's sentence uses, as they were when it was made when the server kept them. */
export function notificationValues(n: Notification) {
  const actor = n.actor ? `${n.actor.first_name} ${n.actor.last_name}`.trim() : '';
  return {
    actor,
    team: n.team_name ?? n.team?.name ?? '',
    item: n.item_name ?? n.project?.name ?? n.genolist?.name ?? '',
    file: n.file_name ?? '',
    numerator: n.numerator ?? '',
    reference: n.reference ?? '',
    project: n.project?.name ?? '',
    error: n.error ?? '',
  };
}
