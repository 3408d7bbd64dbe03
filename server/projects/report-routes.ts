import { Type } from 'typebox';
import { reportFileName } from '../../genomics/project-report/file-name';
import { visibleOr404 } from '../access/guard';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { localeOf } from '../http/messages';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { renderProjectPdf } from '../reports/project-pdf';
import { reportInput } from './report';
import { findProject } from './service';

const tags = ['projects'];

/** The project report as a PDF (`report.ts` gathers it, `genomics/project-report` lays it out). */
export async function projectReportRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  app.get(
    '/projects/:id/download_report/',
    {
      schema: {
        tags,
        params: IdParams,
        summary:
          'The project report as a PDF (language from Accept-Language), named rapport_{title}_{YYYY-MM-DD}.pdf',
        response: {
          200: {
            description: 'The PDF file',
            content: {
              'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
            },
          },
          ...errorResponses(400, 401, 404),
        },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const project = visibleOr404(request, await findProject(db, user, request.params.id));
      const input = await reportInput(db, user, project, localeOf(request.headers['accept-language']));
      const pdf = await renderProjectPdf(input);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${reportFileName(project, input.generatedAt)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
