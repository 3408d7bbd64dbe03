/**
 * `rapport_{title}_{YYYY-MM-DD}.pdf`, safe in a Content-Disposition header and on
 * any file system: accents stripped, anything but letters, digits and hyphens turned into
 * underscores, at most 60 characters of title; `project-{id}` when nothing is left of it.
 */
export function reportFileName(project: { id: number; name: string }, date: Date): string {
  const title = project.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60)
    .replace(/_+$/, '');
  return `rapport_${title || `project-${project.id}`}_${date.toISOString().slice(0, 10)}.pdf`;
}
