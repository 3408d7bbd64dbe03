import { rmSync } from 'node:fs';
import { startServerProcess } from '../support/server-process';
import { buildDemoWorld } from './demo-world-support';

export const ADMIN = { email: 'admin@e2e.example', password: 'e2e admin password' };

/**
 * Every test signs up its own researcher from 127.0.0.1, faster than a person would; the limit
 * itself is tested by the API tests. For every server an end-to-end test starts.
 */
export const E2E_RATE_LIMITS = {
  LOGIN_RATE_LIMIT: '1000',
  LOGIN_IP_RATE_LIMIT: '10000',
  REGISTER_RATE_LIMIT: '10000',
};

/**
 * The demo world built once (`E2E_DEMO_WORLD`, for the specs that start their own server), then
 * the built app (`dist/`) served by the real server on a copy of it; its URL reaches the tests
 * through the environment (`E2E_BASE_URL`).
 */
export default async function globalSetup() {
  const web = { WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist' };
  const world = await buildDemoWorld(web, ADMIN);
  process.env.E2E_DEMO_WORLD = world;
  const server = await startServerProcess(
    { ...web, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...E2E_RATE_LIMITS },
    { copyOf: world },
  );
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    rmSync(world, { recursive: true, force: true });
  };
}
