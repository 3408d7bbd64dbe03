/** The fields an entry changed, as `field: before → after`; a creation or deletion lists one side. */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { field: string; before: string; after: string }[] {
  const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...fields]
    .filter((field) => show(before?.[field]) !== show(after?.[field]))
    .map((field) => ({ field, before: show(before?.[field]), after: show(after?.[field]) }));
}
