import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Writable } from 'node:stream';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { ResponseTimes } from './analytics/response-times';
import { analyticsRoutes } from './analytics/routes';
import { apiTokenRoutes } from './api-tokens/routes';
import { auditRoutes } from './audit/routes';
import { authGuards } from './auth/guard';
import { authRoutes } from './auth/routes';
import { tokenKeys } from './auth/tokens';
import { collaborationRoutes } from './collaboration/routes';
import { compareRoutes } from './compare/routes';
import type { Config } from './config';
import type { RouteOptions, ServerContext } from './context';
import { openDatabase } from './db/client';
import { redactLogArguments } from './db/errors';
import { comparisonTaskRoutes } from './de/routes';
import { startEventPruning } from './events/pruning';
import { geneRoutes } from './genes/routes';
import { genolistRoutes } from './genolists/routes';
import { notFound, registerErrorHandler } from './http/errors';
import { hoistNamedSchemas } from './http/openapi';
import { databaseRateLimitStore } from './http/rate-limits';
import { hardenRouteSchemas } from './http/request-schemas';
import type { App } from './http/types';
import { importRoutes } from './imports/routes';
import { ImportRunner } from './imports/runner';
import { notificationRoutes } from './notifications/routes';
import { projectRoutes } from './projects/routes';
import { searchRoutes } from './search/routes';
import { subscriptionRoutes } from './subscriptions/routes';
import { systemRoutes } from './system/routes';
import { userRoutes } from './users/routes';
import { answersWithAppPage, IMMUTABLE_ASSETS, isFilePath } from './web/app-page';

const API_VERSION = '0.1.0';

declare module 'fastify' {
  interface FastifyInstance {
    /** Database, keys and guards of this app, for start-up tasks and tests. */
    ctx: ServerContext;
  }
}

/**
 * Everything the server is, without listening: `main.ts` starts it, tests `inject()` into it
 * (and may read its log from `logStream`; standard output otherwise).
 */
export async function buildApp(config: Config, options: { logStream?: Writable } = {}): Promise<App> {
  const app: App = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            hooks: {
              // A database error reaches the log without the values of its query.
              logMethod(args, method) {
                method.apply(this, redactLogArguments(args) as Parameters<typeof method>);
              },
            },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: 'all', allErrors: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const database = await openDatabase(config.databaseUrl, config.dataDir, app.log);
  const keys = tokenKeys(
    config.jwtSecret,
    config.jwtRefreshSecret,
    config.accessTokenTtlSeconds,
    config.refreshTokenTtlSeconds,
  );
  const imports = new ImportRunner(database.db, app.log);
  const ctx: ServerContext = {
    config,
    database,
    keys,
    guards: authGuards(database.db, keys),
    imports,
    responseTimes: new ResponseTimes(),
  };
  let stopPruning: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    imports.start();
    stopPruning = startEventPruning(database.db, config.eventsRetentionDays, app.log);
  });
  app.addHook('onClose', async () => {
    await imports.stop();
    await stopPruning?.();
    await database.close();
  });
  app.decorate('ctx', ctx);
  app.decorateRequest('user', null);
  app.decorateRequest('apiTokenId', null);

  registerErrorHandler(app);
  // Before any route (and before the contract is read from them): every route gets the limits.
  app.addHook('onRoute', hardenRouteSchemas);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine writes its CSS variables into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        // Compiling WebAssembly (the heatmap's clustering kernels) and nothing else: no eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // GenoApp runs on plain http on a laptop or a LAN: upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart);
  // Routes opt in with `rateLimited` (server/http/rate-limits.ts).
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === 'postgres' ? { store: databaseRateLimitStore(database.db) } : {}),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'GenoApp API',
        version: API_VERSION,
        description:
          'Projects, genolists and their analyses. Send `Authorization: JWT <access>` (or `Bearer`), ' +
          'or a personal access token from Settings › API access as `Authorization: Bearer gnp_…`. ' +
          'Errors are `{detail, code, fields?}`; messages follow `Accept-Language` (en, fr).',
      },
      components: {
        securitySchemes: { jwt: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transformObject: (doc) =>
      hoistNamedSchemas('openapiObject' in doc ? doc.openapiObject : doc.swaggerObject),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles on its own elements.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });

  await app.register(
    async (api: App, opts: RouteOptions) => {
      // Answers are someone's data, and the browser's HTTP cache is shared by every account that
      // signs in on it (`fetch(url, { cache: 'only-if-cached' })` reads it back without asking
      // the server): none is stored there. The app keeps its own copy, sealed per user, and
      // revalidates it with If-None-Match itself.
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        // A 304 has no body; the route's schema would otherwise serialise its `null` as text.
        if (reply.statusCode === 304) return null;
        return payload;
      });
      // From the request's arrival to its answer sent (Fastify times it from onRequest).
      api.addHook('onResponse', async (_request, reply) => {
        opts.ctx.responseTimes.record(reply.elapsedTime);
      });
      await api.register(systemRoutes, { ctx: opts.ctx });
      await api.register(authRoutes, { ctx: opts.ctx });
      await api.register(userRoutes, { ctx: opts.ctx });
      await api.register(apiTokenRoutes, { ctx: opts.ctx });
      await api.register(importRoutes, { ctx: opts.ctx });
      await api.register(compareRoutes, { ctx: opts.ctx });
      await api.register(genolistRoutes, { ctx: opts.ctx });
      await api.register(projectRoutes, { ctx: opts.ctx });
      await api.register(comparisonTaskRoutes, { ctx: opts.ctx });
      await api.register(collaborationRoutes, { ctx: opts.ctx });
      await api.register(subscriptionRoutes, { ctx: opts.ctx });
      await api.register(auditRoutes, { ctx: opts.ctx });
      await api.register(analyticsRoutes, { ctx: opts.ctx });
      await api.register(searchRoutes, { ctx: opts.ctx });
      await api.register(geneRoutes, { ctx: opts.ctx });
      await api.register(notificationRoutes, { ctx: opts.ctx });
    },
    { prefix: '/api', ctx },
  );

  // Files are looked up on disk at each request (`wildcard`), so a new build in WEB_DIR is served
  // without a restart; what is not there falls to the not-found handler below.
  const webDir = config.webDir && existsSync(config.webDir) ? config.webDir : undefined;
  if (webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: true,
      index: false,
      // App routes and directories have no file: they go to the not-found handler, unread.
      allowedPath: (path) => isFilePath(path),
      setHeaders: (reply, path) => {
        if (relative(webDir, path).startsWith(`assets${sep}`))
          reply.header('cache-control', IMMUTABLE_ASSETS);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const page = webDir && join(webDir, 'index.html');
    if (page && existsSync(page) && answersWithAppPage(request.method, request.url, request.headers.accept))
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    throw notFound(request);
  });

  return app;
}
