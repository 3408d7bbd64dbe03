import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../http/errors';
import { messageFor } from '../http/messages';
import type { Limit } from '../http/rate-limits';
import { ArchiveError } from './archive-types';

/** Multipart framing around the file: boundaries and part headers. */
const MULTIPART_SLACK = 64 * 1024;

export interface UploadRules {
  /** Where the file waits for its task (shared by all processes). */
  uploadDir: string;
  /** The largest file accepted, whatever its name. */
  maxBytes: number;
  /** Error code of a refused file (`invalid_archive`, `invalid_data_file`). */
  code: string;
  /** Throws an `ArchiveError` when the name is refused, before a byte is stored. */
  checkName: (fileName: string) => void;
  /** The cheap checks of the content (`ArchiveError` when refused), before the task is queued. */
  inspect: (path: string, fileName: string) => Promise<unknown>;
}

export interface ReceivedFile {
  path: string;
  fileName: string;
  size: number;
}

/** The one limit of every upload route, counted per account across them. */
export const uploadLimit = (config: Config): Limit => ({
  name: 'upload',
  max: config.uploadRateLimitPerHour,
  windowMs: 3_600_000,
  key: (request) => String(request.user?.id),
  message: 'rate_limited_upload',
});

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;

/**
 * Receives the one file of a multipart upload (field `file`) into the upload directory,
 * refusing it as early as it can: by the declared length, the name, the size while streaming,
 * then its content. A refused file is removed. Errors are `HttpError`s with the `ArchiveError`'s
 * status and message (file, line, column).
 */
export async function receiveUpload(request: FastifyRequest, rules: UploadRules): Promise<ReceivedFile> {
  const tooLarge = () =>
    new HttpError(
      413,
      'file_too_large',
      `File size exceeds the allowed limit (${megabytes(rules.maxBytes)})`,
    );
  const refused = (error: ArchiveError) => new HttpError(error.status, rules.code, error.message);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > rules.maxBytes + MULTIPART_SLACK) throw tooLarge();
  if (!request.isMultipart()) {
    throw new HttpError(400, 'validation', 'Send the file as multipart/form-data in the field "file"', {
      file: messageFor(request, 'field_required'),
    });
  }
  const part = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw new HttpError(400, 'validation', 'Send the file in the form field "file"', {
      file: messageFor(request, 'field_required'),
    });
  }
  if (part.filename.includes('\u0000')) {
    part.file.resume();
    const detail = messageFor(request, 'field_nul');
    throw new HttpError(400, 'validation', `file: ${detail}`, { file: detail });
  }
  try {
    rules.checkName(part.filename);
  } catch (error) {
    part.file.resume();
    throw error instanceof ArchiveError ? refused(error) : error;
  }
  await mkdir(rules.uploadDir, { recursive: true });
  const path = join(rules.uploadDir, `${randomUUID()}${extname(part.filename).toLowerCase()}`);
  try {
    await pipeline(part.file, createWriteStream(path));
    if (part.file.truncated) throw tooLarge();
    await rules.inspect(path, part.filename);
    return { path, fileName: part.filename, size: (await stat(path)).size };
  } catch (error) {
    await rm(path, { force: true });
    if (error instanceof ArchiveError) throw refused(error);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}
