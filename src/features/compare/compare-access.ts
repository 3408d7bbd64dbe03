/** What the comparison screen may ask the server for, given the genolists picked. */
export type CompareAccess = 'pick' | 'open' | 'upgrade' | 'checking';

/**
 * As the server decides: genolists of one project are open to whoever sees them; across
 * projects the plan needs `multi_project_comparison`, staff and superusers never limited. Until
 * two are picked there is nothing to ask; while the plan is being read nothing is asked; when it
 * cannot be read (offline) the screen asks and shows what it has cached.
 */
export function compareAccess(
  picked: readonly { project: { id: number } }[],
  staff: boolean,
  plan: { readonly multi_project_comparison: boolean } | undefined,
  pending: boolean,
): CompareAccess {
  if (picked.length < 2) return 'pick';
  if (staff || new Set(picked.map((g) => g.project.id)).size <= 1) return 'open';
  if (plan) return plan.multi_project_comparison ? 'open' : 'upgrade';
  return pending ? 'checking' : 'open';
}
