import type { Genolist } from '../api/get-my-genolists';

/** What using a genolist changes (its view count, the favourite star): the header shows them. */
const VOLATILE: ReadonlySet<string> = new Set<keyof Genolist>(['view_count', 'is_favorite']);

/**
 * `memo`'s comparison for the cards drawn from a genolist. Opening it counts a view, which
 * replaces the cached genolist (its nested objects kept): the cards need not render again for it.
 */
export function sameGenolistCard(previous: { genolist: Genolist }, next: { genolist: Genolist }): boolean {
  const a = previous.genolist as Record<string, unknown>;
  const b = next.genolist as Record<string, unknown>;
  if (a === b) return true;
  const keys = Object.keys(b);
  if (Object.keys(a).length !== keys.length) return false;
  return keys.every((key) => VOLATILE.has(key) || Object.is(a[key], b[key]));
}
