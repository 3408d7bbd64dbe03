/** The rows of `db.execute`: PGlite answers `{rows}`, node-postgres a QueryResult with `rows` too. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
