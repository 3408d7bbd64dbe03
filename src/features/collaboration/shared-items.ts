import type { Team } from './roles';

/**
 * The shared-projects and shared-gene-lists tabs: what each of the user's teams has, as one list,
 * most recently shared first. An item shared with two teams is two rows: each names its team and
 * that team's permission, which may differ.
 */
export interface SharedRow<T> {
  team: Pick<Team, 'id' | 'name'>;
  item: T;
}

export function sharedRows<T extends { id: number; shared_date: string }>(
  perTeam: readonly { team: Pick<Team, 'id' | 'name'>; items: readonly T[] | undefined }[],
): SharedRow<T>[] {
  return perTeam
    .flatMap(({ team, items }) =>
      (items ?? []).map((item) => ({ team: { id: team.id, name: team.name }, item })),
    )
    .sort(
      (a, b) =>
        Date.parse(b.item.shared_date) - Date.parse(a.item.shared_date) ||
        a.team.name.localeCompare(b.team.name) ||
        a.item.id - b.item.id,
    );
}
