/**
 * The genolists of a comparison and their combinations, one rule for the server and the screen.
 *
 * A comparison holds 2 to 4 distinct genolists, in the order the user gave them. A combination of
 * them (an UpSet bar: the genes called in exactly these genolists and in none of the others) is a
 * bit mask over that order: bit i set when the i-th genolist is in it. Masks never leave this
 * module's callers: the API and the URL name a combination by its genolist ids (`in=3,7`).
 */

export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

export type IdsProblem = 'not_integers' | 'count' | 'duplicate';

/** The largest id a database serial holds; beyond it a number is a typing mistake. */
const LARGEST_ID = 2_147_483_647;

/** Comma-separated positive integers, or null when one is not. */
function idList(text: string): number[] | null {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.some((p) => !/^\d+$/.test(p))) return null;
  const ids = parts.map(Number);
  return ids.every((id) => id >= 1 && id <= LARGEST_ID) ? ids : null;
}

/** The genolists to compare from `ids=1,2,3`, or what is wrong with it. */
export function parseComparedIds(
  text: string,
): { ids: number[]; problem?: undefined } | { ids?: undefined; problem: IdsProblem } {
  const ids = idList(text);
  if (!ids) return { problem: 'not_integers' };
  if (new Set(ids).size !== ids.length) return { problem: 'duplicate' };
  if (ids.length < MIN_COMPARED || ids.length > MAX_COMPARED) return { problem: 'count' };
  return { ids };
}

/** The mask of a combination named by genolist ids (`in=1,2`), or null when one is not compared. */
export function maskOfIds(text: string, compared: readonly number[]): number | null {
  const ids = idList(text);
  if (!ids || ids.length === 0) return null;
  let mask = 0;
  for (const id of ids) {
    const index = compared.indexOf(id);
    if (index < 0) return null;
    mask |= 1 << index;
  }
  return mask;
}

/** The genolist ids of a mask, in the comparison's order. */
export function idsOfMask(mask: number, compared: readonly number[]): number[] {
  return compared.filter((_, i) => (mask & (1 << i)) !== 0);
}

/** How many genolists a mask holds. */
export function degreeOf(mask: number): number {
  let degree = 0;
  for (let m = mask; m !== 0; m &= m - 1) degree++;
  return degree;
}

export interface Intersection {
  /** The genolists of the combination, in the comparison's order. */
  genolists: number[];
  /** Genes called in exactly these genolists. */
  count: number;
  /** Of those, called in the same direction everywhere; null for a single genolist. */
  same_direction: number | null;
  /** Of those, up in one and down in another; null for a single genolist. */
  opposite_direction: number | null;
}

/** What SQL counts: genes by combination mask and whether their calls agree in direction. */
export interface MaskCount {
  mask: number;
  same: boolean;
  count: number;
}

/**
 * Every non-empty combination of `compared` (2^n − 1 of them, empty ones included so that a
 * chart shows the zeros), largest first, then fewer genolists first, then in mask order.
 */
export function intersectionsOf(compared: readonly number[], counts: readonly MaskCount[]): Intersection[] {
  const out: (Intersection & { mask: number })[] = [];
  for (let mask = 1; mask < 1 << compared.length; mask++) {
    const rows = counts.filter((c) => c.mask === mask);
    const same = rows.filter((c) => c.same).reduce((s, c) => s + c.count, 0);
    const opposite = rows.filter((c) => !c.same).reduce((s, c) => s + c.count, 0);
    const single = degreeOf(mask) === 1;
    out.push({
      mask,
      genolists: idsOfMask(mask, compared),
      count: same + opposite,
      same_direction: single ? null : same,
      opposite_direction: single ? null : opposite,
    });
  }
  out.sort((a, b) => b.count - a.count || degreeOf(a.mask) - degreeOf(b.mask) || a.mask - b.mask);
  return out.map(({ mask: _, ...intersection }) => intersection);
}
