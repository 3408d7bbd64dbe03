/**
 * What the console checks about an archive before sending it. The server checks
 * the same again, and the archive's contents; these only spare a 100 MB upload that would be refused.
 */
export const MAX_ARCHIVE_BYTES = 100 * 1024 * 1024;
export const ARCHIVE_NAME_PATTERN = /^export_for_genoapp_SLC\w{3}\.zip$/;
export const ARCHIVE_ACCEPT = '.zip';

export type ArchiveProblem = 'notZip' | 'badName' | 'tooLarge';

/** The first rule the file breaks, in the order type, name, size, or null when it may be sent. */
export function checkArchive(file: { name: string; size: number }): ArchiveProblem | null {
  if (!file.name.toLowerCase().endsWith('.zip')) return 'notZip';
  if (!ARCHIVE_NAME_PATTERN.test(file.name)) return 'badName';
  if (file.size > MAX_ARCHIVE_BYTES) return 'tooLarge';
  return null;
}
