import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { queueDemoData } from './imports/demo';
import { ensureAdmin } from './users/bootstrap';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`GenoApp cannot start: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
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
}

void main();
