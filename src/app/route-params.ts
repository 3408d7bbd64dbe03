/** A database id in a URL: a positive integer written plainly ('12', not '012', '1e3' or '-1'). */
export function parseRouteId(value: string): number | null {
  return /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}
