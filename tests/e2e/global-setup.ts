import { startServerProcess } from '../support/server-process';

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

/** The built app (`dist/`) served by the real server; its URL reaches the tests through the environment. */
export default async function globalSetup() {
  const server = await startServerProcess({
    WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...E2E_RATE_LIMITS,
  });
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
