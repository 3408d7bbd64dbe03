import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Absent: embedded PGlite in `dataDir/pglite`. `memory://`: in-memory PGlite (tests). */
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtRefreshSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Sign-in attempts per minute from one address on one account. */
  loginRateLimitPerMinute: number;
  /** Sign-in attempts per minute from one address, whatever the accounts. */
  loginIpRateLimitPerMinute: number;
  /** Accounts created per hour from one address. */
  registerRateLimitPerHour: number;
  /** Files uploaded per hour by one account (archives and data files). */
  uploadRateLimitPerHour: number;
  /** API tokens created per hour by one account. */
  apiTokenRateLimitPerHour: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Uploaded archives wait here for their import; shared storage when several processes run. */
  uploadDir: string;
  /** Import the demo archives (`demo/`) as public projects on a first start. */
  demoData: boolean;
  /** Built web app served with SPA fallback; absent in API tests. */
  webDir: string | undefined;
  logLevel: string;
  /** Shown on the Help page (SUPPORT_EMAIL, else ADMIN_EMAIL). */
  supportEmail: string | undefined;
  /** Events (team activity, views, dashboard figures) older than this many days are deleted. */
  eventsRetentionDays: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be on or off (got "${env[name]}")`);
}

function secret(env: Env, name: string, stored: () => string): string {
  const value = env[name];
  if (value === undefined || value === '') return stored();
  if (value.length < 32) throw new ConfigError(`${name} must be at least 32 characters long`);
  return value;
}

/**
 * Secrets not given in the environment are generated once and kept in DATA_DIR, so tokens
 * survive a restart. Several processes sharing a PostgreSQL must be given the same secrets.
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function storedSecrets(dataDir: string): { jwt: string; refresh: string } {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    let stored: unknown;
    try {
      stored = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      stored = undefined;
    }
    const { jwt, refresh } = (stored ?? {}) as { jwt?: unknown; refresh?: unknown };
    if (typeof jwt !== 'string' || typeof refresh !== 'string' || jwt.length < 32 || refresh.length < 32)
      throw new ConfigError(
        `${file} is not a valid secrets file: delete it to generate new secrets (everyone signs in again), or set JWT_SECRET and JWT_REFRESH_SECRET`,
      );
    return { jwt, refresh };
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets = {
    jwt: randomBytes(48).toString('base64url'),
    refresh: randomBytes(48).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^(postgres(ql)?:\/\/|memory:\/\/$)/.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const email = env.ADMIN_EMAIL || undefined;
  if (email && !/^[^@\s]+@[^@\s]+$/.test(email))
    throw new ConfigError(`ADMIN_EMAIL is not an e-mail address: "${email}"`);
  const supportEmail = env.SUPPORT_EMAIL || email;
  if (supportEmail && !/^[^@\s]+@[^@\s]+$/.test(supportEmail))
    throw new ConfigError(`SUPPORT_EMAIL is not an e-mail address: "${supportEmail}"`);
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${logLevel}"`);
  const host = env.HOST || '127.0.0.1';
  if (!isIP(host) && !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(host))
    throw new ConfigError(`HOST must be an IP address or a host name, not "${host}"`);
  const password = env.ADMIN_PASSWORD || undefined;
  if (password && password.length < 8)
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long');
  let stored: { jwt: string; refresh: string } | undefined;
  const fromStore = () => {
    stored ??= storedSecrets(dataDir);
    return stored;
  };
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host,
    dataDir,
    databaseUrl,
    jwtSecret: secret(env, 'JWT_SECRET', () => fromStore().jwt),
    jwtRefreshSecret: secret(env, 'JWT_REFRESH_SECRET', () => fromStore().refresh),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL', 15 * 60, 10, 24 * 3600),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL', 7 * 24 * 3600, 60, 365 * 24 * 3600),
    loginRateLimitPerMinute: integer(env, 'LOGIN_RATE_LIMIT', 10, 1, 10_000),
    loginIpRateLimitPerMinute: integer(env, 'LOGIN_IP_RATE_LIMIT', 30, 1, 100_000),
    registerRateLimitPerHour: integer(env, 'REGISTER_RATE_LIMIT', 20, 1, 100_000),
    uploadRateLimitPerHour: integer(env, 'UPLOAD_RATE_LIMIT', 30, 1, 100_000),
    apiTokenRateLimitPerHour: integer(env, 'API_TOKEN_RATE_LIMIT', 20, 1, 100_000),
    eventsRetentionDays: integer(env, 'EVENTS_RETENTION_DAYS', 365, 1, 36_500),
    adminEmail: email,
    adminPassword: password,
    supportEmail,
    uploadDir: resolve(env.UPLOAD_DIR || join(dataDir, 'uploads')),
    demoData: flag(env, 'DEMO_DATA', true),
    webDir: env.WEB_DIR === '' ? undefined : resolve(env.WEB_DIR || './dist'),
    logLevel,
  };
}
