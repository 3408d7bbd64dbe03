import { Type } from 'typebox';
import packageJson from '../../package.json' with { type: 'json' };
import type { RouteOptions } from '../context';
import { Nullable } from '../http/schemas';
import type { App } from '../http/types';

const tags = ['system'];

const About = Type.Object(
  {
    name: Type.Literal('GenoApp'),
    version: Type.String(),
    support_email: Nullable(
      Type.String({
        description: 'Where users write for help: SUPPORT_EMAIL, else ADMIN_EMAIL; null when neither is set',
      }),
    ),
  },
  { title: 'About' },
);

/** What is true of the server itself: liveness, and what the Help page shows of this installation. */
export async function systemRoutes(app: App, { ctx }: RouteOptions) {
  app.get(
    '/health',
    {
      schema: {
        tags,
        summary: 'Liveness and database check',
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }, { title: 'Health' }),
        },
      },
    },
    async () => {
      await ctx.database.db.execute('select 1');
      return { status: 'ok' as const, database: ctx.database.kind };
    },
  );

  app.get(
    '/about/',
    {
      schema: {
        tags,
        summary: 'This installation: version and support address (no sign-in needed)',
        response: { 200: About },
      },
    },
    async () => ({
      name: 'GenoApp' as const,
      version: packageJson.version,
      support_email: ctx.config.supportEmail ?? null,
    }),
  );
}
