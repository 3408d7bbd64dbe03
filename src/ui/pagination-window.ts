/**
 * The page numbers a pager shows: a sliding window of up to `size` pages
 * around the current one, kept inside 1..pageCount. Page 1 of 10 shows 1–5, page 5 shows 3–7,
 * page 10 shows 6–10. A `page` outside 1..pageCount is clamped; no pages gives an empty window.
 */
export function pageWindow(page: number, pageCount: number, size = 5): number[] {
  const count = Math.max(0, Math.floor(pageCount));
  const width = Math.max(1, Math.floor(size));
  if (count === 0) return [];
  const current = Math.min(count, Math.max(1, Math.floor(page) || 1));
  const shown = Math.min(width, count);
  const first = Math.min(Math.max(1, current - Math.floor((shown - 1) / 2)), count - shown + 1);
  return Array.from({ length: shown }, (_, index) => first + index);
}

/** How many pages `total` items make at `pageSize` a page (0 when there are none). */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}

/** The 1-based positions of the first and last items of `page` ("Showing 11 to 20 of 42"). */
export function pageRange(page: number, pageSize: number, total: number): { start: number; end: number } {
  if (!(total > 0) || !(pageSize > 0)) return { start: 0, end: 0 };
  const last = pageCount(total, pageSize);
  const current = Math.min(last, Math.max(1, Math.floor(page) || 1));
  const start = (current - 1) * pageSize + 1;
  return { start, end: Math.min(total, current * pageSize) };
}
