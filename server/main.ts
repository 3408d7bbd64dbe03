import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { queueDemoData } from './imports/demo';
import { ensureAdmin } from './users/bootstrap';

/** What a person starting the server should read when it cannot start. */
function startFailure(error: unknown, config: ReturnType<typeof loadConfig> | undefined): string {
  if (error instanceof ConfigError) return error.message;
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'EADDRINUSE') return `port ${config?.port} is already in use: stop what uses it or set PORT`;
  if (code === 'EACCES') return `no permission to listen on port ${config?.port}: choose another PORT`;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '28P01' || code === '3D000')
    return `cannot reach the database of DATABASE_URL (${message ?? code})`;
  return `${message ?? String(error)}`;
}

async function main() {
  let config: ReturnType<typeof loadConfig> | undefined;
  try {
    config = loadConfig();
    const app = await buildApp(config);
    const admin = await ensureAdmin(app.ctx.database.db, config);
    const demo = config.demoData ? await queueDemoData(app.ctx.database.db, config) : [];
    await app.listen({ port: config.port, host: config.host });
    app.ctx.imports.wake();
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
    if (admin) {
      console.log(`Administrator account: ${admin.email}`);
      if (admin.generatedPassword) console.log(`Generated password (shown once): ${admin.generatedPassword}`);
    }
    if (demo.length) console.log(`Importing the demo data in the background: ${demo.join(', ')}`);
    console.log(`GenoApp is running at http://${host}:${port}/`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => void app.close().then(() => process.exit(0)));
    }
  } catch (error) {
    console.error(`GenoApp cannot start: ${startFailure(error, config)}`);
    if (!(error instanceof ConfigError) && process.env.LOG_LEVEL === 'debug') console.error(error);
    process.exit(2);
  }
}

void main();
