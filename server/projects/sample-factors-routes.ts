import { Type } from 'typebox';
import { projectOr404 } from '../access/guard';
import type { RouteOptions } from '../context';
import { HttpError } from '../http/errors';
import { messageFor } from '../http/messages';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { type SampleFactorsRefusal, SampleFactorsRefused, setSampleFactors } from './sample-factors';

const Name = Type.String({ minLength: 1, maxLength: 200 });

const SampleFactorsBody = Type.Object(
  {
    samples: Type.Array(Name, {
      maxItems: 10_000,
      description: 'Every sample of the project once, in any order',
    }),
    factors: Type.Array(
      Type.Object({
        name: Name,
        levels: Type.Array(Name, {
          maxItems: 10_000,
          description: 'The level of each sample of `samples`, in its order',
        }),
      }),
      { maxItems: 50 },
    ),
  },
  { title: 'SampleFactors' },
);

/** The names of a list, or a dash for none, in a message. */
const listed = (names: string[]) => (names.length ? names.slice(0, 10).join(', ') : '—');

function refusalError(request: Parameters<typeof messageFor>[0], refusal: SampleFactorsRefusal): HttpError {
  switch (refusal.kind) {
    case 'no_samples':
      return new HttpError(409, 'project_no_samples', messageFor(request, 'project_no_samples'));
    case 'has_factors':
      return new HttpError(409, 'project_has_factors', messageFor(request, 'project_has_factors'));
    case 'mismatch':
      return new HttpError(
        422,
        'sample_factors_mismatch',
        messageFor(request, 'sample_factors_mismatch', {
          missing: listed(refusal.missing),
          extra: listed(refusal.extra),
        }),
      );
    case 'duplicate_factor':
      return new HttpError(
        422,
        'sample_factors_duplicate',
        messageFor(request, 'sample_factors_duplicate', refusal),
      );
    case 'levels_length':
      return new HttpError(
        422,
        'sample_factors_levels',
        messageFor(request, 'sample_factors_levels', refusal),
      );
  }
}

/** PUT /projects/{id}/sample-factors/: the sample sheet of a project filled from a count matrix. */
export async function projectSampleFactorsRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  app.put(
    '/projects/:id/sample-factors/',
    {
      schema: {
        tags: ['projects'],
        summary:
          "Give the factors of the samples of a project filled from a data file (a count matrix has none), so that its PCA and plots group them and its genolists' comparisons name their levels. " +
          'Whoever may edit the project may give them, once: 409 when the project has no samples yet or its samples already have factors; 422 when the samples are not exactly those of the project.',
        params: IdParams,
        body: SampleFactorsBody,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const { project } = await projectOr404(db, request, request.params.id, 'edit');
      try {
        await setSampleFactors(db, project.id, request.body);
      } catch (error) {
        if (error instanceof SampleFactorsRefused) throw refusalError(request, error.refusal);
        throw error;
      }
      return reply.status(204).send(null);
    },
  );
}
