import { Type } from 'typebox';
import { DateTime, Nullable } from '../http/schemas';

export const ImportTaskSchema = Type.Object(
  {
    id: Type.Integer(),
    file_name: Type.String(),
    file_size: Type.Integer({ description: 'bytes' }),
    library: Type.String({
      description:
        "Library code from the archive's name, e.g. SLC001; empty for a project's data file (see project_id)",
    }),
    status: Type.Union([
      Type.Literal('PENDING'),
      Type.Literal('RUNNING'),
      Type.Literal('SUCCESS'),
      Type.Literal('FAILURE'),
    ]),
    progress: Type.Integer({ minimum: 0, maximum: 100, description: 'percent' }),
    step: Type.String({ description: 'Current step: queued, reading, computing, writing, done, failed' }),
    messages: Type.Array(
      Type.Object({
        at: DateTime,
        level: Type.Union([Type.Literal('info'), Type.Literal('error')]),
        text: Type.String(),
      }),
    ),
    error: Nullable(Type.String({ description: 'Why the import failed, naming file, line and column' })),
    timings: Type.Record(Type.String(), Type.Number(), { description: 'Milliseconds spent per step' }),
    project_id: Nullable(
      Type.Integer({
        description: 'The project made by an archive once imported, or the project a data file fills',
      }),
    ),
    created_at: DateTime,
    started_at: Nullable(DateTime),
    finished_at: Nullable(DateTime),
  },
  { title: 'ImportTask' },
);

export const ImportAccepted = Type.Object({ task_id: Type.Integer() }, { title: 'ImportAccepted' });
