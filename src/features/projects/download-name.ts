/**
 * The file name a server gives in Content-Disposition: the RFC 5987 `filename*=UTF-8''…` form
 * first, else `filename="…"`, else `fallback`. Path separators and control characters are
 * removed, so a name can never point outside the download folder.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
    name = (plain?.[1] ?? plain?.[2])?.replace(/\\(.)/g, '$1').trim();
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const safe = name?.replace(/[/\\\u0000-\u001f\u007f]/g, '_').trim();
  return safe && safe !== '.' && safe !== '..' ? safe : fallback;
}
