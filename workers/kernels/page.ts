/** The pages `total` rows make, at least 1 so an empty result still has a page 1. */
export function pageTotal(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows of 1-based `page` (clamped to the pages there are). A view, not a copy. */
export function pageOf(rows: Uint32Array, page: number, pageSize: number): Uint32Array {
  const last = pageTotal(rows.length, pageSize);
  const current = Math.min(last, Math.max(1, Math.floor(page) || 1));
  const start = (current - 1) * pageSize;
  return rows.subarray(start, start + pageSize);
}
