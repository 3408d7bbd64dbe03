/**
 * The kinds of notification, whom each goes to, and what its row holds beside its ids.
 *
 * - invitation_received: to the invitee (an account with the invited address, at the invitation
 *   or when they sign up later); actor the inviter (data: team_name, role).
 * - invitation_accepted: to the inviter; actor the invitee (data: team_name).
 * - project_shared, genolist_shared: to every member of the team but the sharer; actor the
 *   sharer (data: team_name, name, permission).
 * - import_finished, import_failed: to the task's uploader (data: file_name, and error).
 * - comparison_finished, comparison_failed: to whoever asked the server for the limma-voom
 *   comparison; finished names the new genolist, failed the project whose Genolists tab asks
 *   again (data: name, factor, numerator, reference, project_name, and error).
 * - quote_answered: to whoever asked for the quote, when staff reply or change its status;
 *   actor the staff member (data: name, the plan asked for; status).
 */
export const NOTIFICATION_KINDS = [
  'invitation_received',
  'invitation_accepted',
  'project_shared',
  'genolist_shared',
  'import_finished',
  'import_failed',
  'comparison_finished',
  'comparison_failed',
  'quote_answered',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
