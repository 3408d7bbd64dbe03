import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { type Static, Type } from 'typebox';
import { projectOr404, visibleOr404 } from '../access/guard';
import { ADD_GENOLIST_NEEDS } from '../access/policy';
import { planOf, storageRefusal } from '../access/quotas';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { HttpError } from '../http/errors';
import { messageFor } from '../http/messages';
import { rateLimited } from '../http/rate-limits';
import { hardenRequestSchema } from '../http/request-schemas';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { ArchiveError } from '../imports/archive-types';
import { uploadLimit } from '../imports/upload';
import { quotaError } from '../subscriptions/errors';
import { findUserById } from '../users/service';
import { addResultsGenolist, readResultsFile } from './results-upload';
import { GenolistSchema } from './schemas';
import { findGenolist } from './service';

/** A results table is a few MB (60,000 genes ≈ 10 MB of CSV); gzip or a workbook make it smaller. */
export const MAX_RESULTS_FILE_BYTES = 64 * 1024 ** 2;

const Level = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });

/** The form fields, sent before the file. */
const ResultsFields = {
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'Not blank' }),
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  factor: Type.Optional({ ...Level, description: 'The factor compared (default "condition")' }),
  numerator: Type.Optional({ ...Level, description: 'Level in the numerator of the fold change' }),
  reference: Type.Optional({
    ...Level,
    description: 'Reference level; given with `numerator` or not at all',
  }),
  pvalue_cutoff: Type.Number({ minimum: 0, maximum: 1, description: 'Adjusted p-value cutoff, in [0, 1]' }),
  fold_change_cutoff: Type.Number({
    minimum: 1,
    maximum: 1e6,
    description: 'Linear fold change, at least 1',
  }),
};
const ResultsFieldsSchema = hardenRequestSchema(Type.Object(ResultsFields));
type ResultsFieldValues = Static<typeof ResultsFieldsSchema>;

/** A 400 naming the field, as the validator's own answers do. */
function fieldError(
  request: FastifyRequest,
  field: string,
  key: 'field_required' | 'field_invalid' | 'field_nul',
) {
  const detail = messageFor(request, key);
  return new HttpError(400, 'validation', `${field}: ${detail}`, { [field]: detail });
}

/** The text fields sent before the file, checked against the schema (numbers from their text). */
function formFields(request: FastifyRequest, part: MultipartFile): ResultsFieldValues {
  const values: Record<string, string> = {};
  for (const field of Object.values(part.fields).flat()) {
    if (field && field.type === 'field') values[field.fieldname] = String(field.value);
  }
  const validate = request.compileValidationSchema(ResultsFieldsSchema);
  if (!validate(values)) {
    throw Object.assign(new Error('validation'), {
      statusCode: 400,
      validation: validate.errors,
      validationContext: 'body',
    });
  }
  return values as unknown as ResultsFieldValues;
}

function comparisonOf(request: FastifyRequest, fields: ResultsFieldValues) {
  const { numerator, reference } = fields;
  if (numerator === undefined && reference === undefined) return null;
  if (numerator === undefined) throw fieldError(request, 'numerator', 'field_required');
  if (reference === undefined) throw fieldError(request, 'reference', 'field_required');
  if (numerator.trim() === reference.trim()) throw fieldError(request, 'reference', 'field_invalid');
  return {
    factor: fields.factor?.trim() ?? 'condition',
    numerator: numerator.trim(),
    reference: reference.trim(),
  };
}

/** The file's bytes, 413 past the limit. */
async function fileBytes(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw new HttpError(
      413,
      'file_too_large',
      `File size exceeds the allowed limit (${MAX_RESULTS_FILE_BYTES / 1024 ** 2} MB)`,
    );
  }
}

/** POST /projects/{id}/genolists/: a researcher's own results table as a new genolist of the project. */
export async function resultsUploadRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  app.post(
    '/projects/:id/genolists/',
    {
      schema: {
        tags: ['genolists'],
        summary:
          'Add a gene list to a project from your own differential-expression table (multipart: the fields, ' +
          'then the file in the field `file`): DESeq2 `write.csv(as.data.frame(res))`, edgeR `topTags`, ' +
          `limma \`topTable\`, as .csv, .tsv or .txt, gzip-compressed or not, or .xlsx (first sheet), up to ${MAX_RESULTS_FILE_BYTES / 1024 ** 2} MB. ` +
          'The new gene list (source RESULTS_UPLOAD) is private and yours; with `numerator` and `reference` it is a ' +
          'comparison of the project. Whoever may edit the project, within their plan: past its gene list limit ' +
          "403 plan_limit_reached, past the storage of the project owner's plan 403 quota_exceeded (staff are not limited); " +
          'a table that cannot be read 400, with invalid data 422 naming file, line and column; ' +
          'a comparison of that name already in the project 409. Nothing is written unless the whole list is.',
        params: IdParams,
        consumes: ['multipart/form-data'],
        body: Type.Object({ ...ResultsFields, file: Type.String({ format: 'binary' }) }),
        response: { 201: GenolistSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 422, 429) },
      },
      // The body is a stream read by the handler, its fields checked there against the same
      // schema; the id still goes through the server's validator.
      validatorCompiler: (route) =>
        route.httpPart === 'body'
          ? () => true
          : (app.validatorCompiler as FastifySchemaCompiler<unknown>)(route),
      onRequest: authenticate,
      preHandler: rateLimited(app, [uploadLimit(ctx.config)]),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { project } = await projectOr404(db, request, request.params.id, ADD_GENOLIST_NEEDS);
      if (!request.isMultipart()) throw fieldError(request, 'file', 'field_required');
      const part = await request.file({ limits: { fileSize: MAX_RESULTS_FILE_BYTES, files: 1 } });
      if (part?.fieldname !== 'file') {
        part?.file.resume();
        throw fieldError(request, 'file', 'field_required');
      }
      let fields: ResultsFieldValues;
      let comparison: ReturnType<typeof comparisonOf>;
      try {
        if (part.filename.includes('\u0000')) throw fieldError(request, 'file', 'field_nul');
        fields = formFields(request, part);
        comparison = comparisonOf(request, fields);
      } catch (error) {
        part.file.resume();
        throw error;
      }
      const bytes = await fileBytes(part);
      const owner = project.owner_id === null ? null : ((await findUserById(db, project.owner_id)) ?? null);
      // The rows take about what the file does: refused before anything is written.
      const full = await storageRefusal(db, user, owner, bytes.length);
      if (full) throw quotaError(request, full);
      const table = await readResultsFile(part.filename, bytes).catch((error: unknown) => {
        if (error instanceof ArchiveError)
          throw new HttpError(error.status, 'invalid_results_file', error.message);
        throw error;
      });
      const created = await addResultsGenolist(db, user, await planOf(db, user.id), project.id, table, {
        name: fields.name,
        description: fields.description ?? '',
        comparison,
        pvalue_cutoff: fields.pvalue_cutoff,
        fold_change_cutoff: fields.fold_change_cutoff,
      });
      if (created.refusal === 'comparison_exists') {
        throw new HttpError(409, 'comparison_exists', messageFor(request, 'comparison_exists'));
      }
      if (created.refusal) throw quotaError(request, created.refusal);
      const genolist = visibleOr404(request, await findGenolist(db, user, created.id));
      return reply.status(201).send(genolist);
    },
  );
}
