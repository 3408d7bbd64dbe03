import { rm } from 'node:fs/promises';
import type { FastifySchemaCompiler } from 'fastify';
import { Type } from 'typebox';
import { projectOr404 } from '../access/guard';
import { storageRefusal } from '../access/quotas';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { HttpError } from '../http/errors';
import { messageFor } from '../http/messages';
import { rateLimited } from '../http/rate-limits';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import {
  dataFileFormat,
  inspectDataFile,
  MAX_TEXT_DATA_FILE_BYTES,
  MAX_XLSX_DATA_FILE_BYTES,
} from '../imports/data-file/read-data-file';
import type { ImportTask } from '../imports/tasks';
import { receiveUpload, uploadLimit } from '../imports/upload';
import { quotaError } from '../subscriptions/errors';
import { findUserById } from '../users/service';
import { type DataFileRefusal, dataFileRefusal, queueDataFile } from './data-file';
import { ProjectDataAccepted } from './schemas';

const REFUSAL_MESSAGE = { has_data: 'project_has_data', processing: 'project_data_processing' } as const;

/** POST /projects/{id}/data/: a count matrix into a project that has no data yet. */
export async function projectDataRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  app.post(
    '/projects/:id/data/',
    {
      schema: {
        tags: ['projects'],
        summary:
          'Send the data file of a project that has no data (multipart, field `file`): a count matrix, ' +
          `.csv, .tsv, .txt (tab-separated) up to ${MAX_TEXT_DATA_FILE_BYTES / 1024 ** 2} MB or .xlsx ` +
          `(first sheet) up to ${MAX_XLSX_DATA_FILE_BYTES / 1024 ** 2} MB, with gene_id, optional ` +
          'gene_symbol, then one column of counts per sample. The header of a text file is checked ' +
          'at once; the file is then imported in the background (status PROCESSING, then SUCCESS, ' +
          'or ERROR naming file, line and column). ' +
          "Whoever may edit the project may send it; it counts against the storage of the owner's plan (403 quota_exceeded when it would not fit).",
        params: IdParams,
        consumes: ['multipart/form-data'],
        body: Type.Object({ file: Type.String({ format: 'binary' }) }),
        response: { 202: ProjectDataAccepted, ...errorResponses(400, 401, 403, 404, 409, 413, 422, 429) },
      },
      // The body is a stream read by the handler (the schema documents it for the contract); the
      // id still goes through the server's validator, which also turns it into a number.
      validatorCompiler: (route) =>
        route.httpPart === 'body'
          ? () => true
          : (app.validatorCompiler as FastifySchemaCompiler<unknown>)(route),
      onRequest: authenticate,
      preHandler: rateLimited(app, [uploadLimit(ctx.config)]),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { project } = await projectOr404(db, request, request.params.id, 'edit');
      const refuse = (refusal: DataFileRefusal) =>
        new HttpError(409, `project_${refusal}`, messageFor(request, REFUSAL_MESSAGE[refusal]));
      // Checked before the bytes are received, and again, atomically, when the task is queued.
      const early = await dataFileRefusal(db, project.id);
      if (early) throw refuse(early);
      // Stored against the owner's plan: refused at once when it is already full, and again once
      // the file's size is known, before anything is queued.
      const owner = project.owner_id === null ? null : ((await findUserById(db, project.owner_id)) ?? null);
      const full = await storageRefusal(db, user, owner, 1);
      if (full) throw quotaError(request, full);

      const file = await receiveUpload(request, {
        uploadDir: ctx.config.uploadDir,
        maxBytes: Math.max(MAX_TEXT_DATA_FILE_BYTES, MAX_XLSX_DATA_FILE_BYTES),
        code: 'invalid_data_file',
        checkName: dataFileFormat,
        inspect: inspectDataFile,
      });
      const overflow = await storageRefusal(db, user, owner, file.size);
      if (overflow) {
        await rm(file.path, { force: true });
        throw quotaError(request, overflow);
      }
      let task: ImportTask | null = null;
      try {
        task = await queueDataFile(db, project.id, {
          file_name: file.fileName,
          file_path: file.path,
          file_size: file.size,
          created_by: user.id,
        });
      } finally {
        // No task will read the file: it does not wait in the upload directory.
        if (!task) await rm(file.path, { force: true });
      }
      if (!task) throw refuse((await dataFileRefusal(db, project.id)) ?? 'processing');
      ctx.imports.wake();
      return reply.status(202).send({ task_id: task.id, status: 'PROCESSING' });
    },
  );
}
