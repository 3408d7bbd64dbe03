import { Type } from 'typebox';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { notFound } from '../http/errors';
import { rateLimited } from '../http/rate-limits';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { checkArchiveName, inspectArchive, libraryCodeOf, MAX_ARCHIVE_BYTES } from './archive/read-archive';
import { ImportAccepted, ImportTaskSchema } from './schemas';
import { taskProgress } from './task-progress';
import { createTask, getTask, type ImportTask, listTasks } from './tasks';
import { receiveUpload, uploadLimit } from './upload';

const tags = ['imports'];

export async function importRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { requireStaff } = ctx.guards;

  const present = (task: ImportTask) => ({
    id: task.id,
    file_name: task.file_name,
    file_size: task.file_size,
    library: task.library,
    ...taskProgress(task, (id) => ctx.imports.progressOf(id)),
    messages: task.messages,
    error: task.error,
    timings: task.timings,
    project_id: task.project_id,
    created_at: task.created_at.toISOString(),
    started_at: task.started_at?.toISOString() ?? null,
    finished_at: task.finished_at?.toISOString() ?? null,
  });

  app.post(
    '/imports/',
    {
      schema: {
        tags,
        summary: 'Upload an import archive (multipart, field `file`); the import runs in the background',
        consumes: ['multipart/form-data'],
        body: Type.Object({ file: Type.String({ format: 'binary' }) }),
        response: { 202: ImportAccepted, ...errorResponses(400, 401, 403, 413, 422, 429) },
      },
      // The body is a stream read by the handler; the schema above documents it for the contract.
      validatorCompiler: () => () => true,
      onRequest: requireStaff,
      preHandler: rateLimited(app, [uploadLimit(ctx.config)]),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const file = await receiveUpload(request, {
        uploadDir: ctx.config.uploadDir,
        maxBytes: MAX_ARCHIVE_BYTES,
        code: 'invalid_archive',
        checkName: checkArchiveName,
        inspect: inspectArchive,
      });
      const task = await createTask(db, {
        file_name: file.fileName,
        file_path: file.path,
        file_size: file.size,
        library: libraryCodeOf(file.fileName),
        created_by: user.id,
      });
      ctx.imports.wake();
      return reply.status(202).send({ task_id: task.id });
    },
  );

  app.get(
    '/imports/',
    {
      schema: {
        tags,
        summary: 'The latest import tasks, newest first (staff)',
        response: { 200: Type.Array(ImportTaskSchema), ...errorResponses(401, 403) },
      },
      onRequest: requireStaff,
    },
    async () => (await listTasks(db)).map(present),
  );

  app.get(
    '/imports/:id/',
    {
      schema: {
        tags,
        summary: 'One import task: state, progress, step, messages, timings, project (staff)',
        params: IdParams,
        response: { 200: ImportTaskSchema, ...errorResponses(401, 403, 404) },
      },
      onRequest: requireStaff,
    },
    async (request) => {
      const task = await getTask(db, request.params.id);
      if (!task) throw notFound(request);
      return present(task);
    },
  );
}
