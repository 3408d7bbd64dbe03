/**
 * The kinds of event GenoApp records (the `events` table), and what each one's row holds beside
 * its ids. A team's activity lists the team kinds; the dashboard counts them per day.
 *
 * - team_created: actor made the team.
 * - member_joined: actor joined the team by accepting an invitation (data: role, invitation_id).
 * - member_left: actor left the team (data: role).
 * - member_removed: actor removed subject from the team (data: role).
 * - role_changed: actor changed subject's role (data: role, previous_role).
 * - shared: actor shared a project or a genolist with the team, or changed its permission
 *   (data: item, name, permission, previous_permission when it was a change).
 * - unshared: actor stopped sharing a project or a genolist with the team (data: item, name).
 * - genolist_viewed: actor opened the genolist; at most one per user, genolist and UTC day.
 * - project_viewed: actor opened the project; at most one per user, project and UTC day.
 * - project_created: actor created the project, by hand or by importing an archive (data: name).
 * - import_finished, import_failed: the import task of actor (its uploader) ended (data:
 *   task_id, file_name, and error when it failed).
 * - comparison_finished, comparison_failed: the limma-voom comparison actor asked the server to
 *   compute on the project ended; finished names its new genolist (data: task_id, name, factor,
 *   numerator, reference, project_name, and error when it failed).
 * - signed_in: actor signed in (or signed up, which signs in).
 * - favorite_added: actor made the project or the genolist a favourite (data: item).
 * - feature_used: the web app reported actor's use of a feature (data: action_type, resource_id,
 *   and the metadata it sent).
 */
export const TEAM_EVENT_KINDS = [
  'team_created',
  'member_joined',
  'member_left',
  'member_removed',
  'role_changed',
  'shared',
  'unshared',
] as const;

export const EVENT_KINDS = [
  ...TEAM_EVENT_KINDS,
  'genolist_viewed',
  'project_viewed',
  'project_created',
  'import_finished',
  'import_failed',
  'comparison_finished',
  'comparison_failed',
  'signed_in',
  'favorite_added',
  'feature_used',
] as const;

export type TeamEventKind = (typeof TEAM_EVENT_KINDS)[number];
export type EventKind = (typeof EVENT_KINDS)[number];

export type SharedItem = 'project' | 'genolist';
