import { readFileSync } from 'node:fs';
import JSZip from 'jszip';

export const DEMO = {
  SLC001: 'demo/export_for_genoapp_SLC001.zip',
  SLC002: 'demo/export_for_genoapp_SLC002.zip',
} as const;

/**
 * A copy of a real archive with some files replaced (a string or a function of the original
 * text) or removed (null), for the catalogue of bad archives.
 */
export async function variantOf(
  base: string,
  changes: Record<string, string | null | ((text: string) => string)>,
): Promise<Buffer> {
  const zip = await JSZip.loadAsync(readFileSync(base));
  for (const [name, change] of Object.entries(changes)) {
    if (change === null) zip.remove(name);
    else if (typeof change === 'string') zip.file(name, change);
    else zip.file(name, change(await (zip.file(name) as JSZip.JSZipObject).async('string')));
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A multipart form as a browser sends it: text fields first, then the file in the field `file`. */
export function multipartForm(fields: Record<string, string | number>, fileName: string, content: Buffer) {
  const file = multipartBody(fileName, content);
  const boundary = (file.headers['content-type'].split('boundary=')[1] ?? '') as string;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { payload: Buffer.concat([Buffer.from(parts.join('')), file.payload]), headers: file.headers };
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipartBody(fileName: string, content: Buffer, field = 'file') {
  const boundary = `----genoapp${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/zip\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
