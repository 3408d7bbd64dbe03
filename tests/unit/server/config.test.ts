import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

const fresh = () => mkdtempSync(join(tmpdir(), 'genoapp-config-'));

describe('loadConfig', () => {
  it('defaults to PGlite in ./data on port 3000', () => {
    const dir = fresh();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: dir,
      databaseUrl: undefined,
      accessTokenTtlSeconds: 900,
      eventsRetentionDays: 365,
    });
    expect(loadConfig({ DATA_DIR: dir, EVENTS_RETENTION_DAYS: '90' }).eventsRetentionDays).toBe(90);
  });

  it('generates JWT secrets once and keeps them in DATA_DIR', () => {
    const dir = fresh();
    const first = loadConfig({ DATA_DIR: dir });
    expect(existsSync(join(dir, 'secrets.json'))).toBe(true);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.jwtSecret).not.toBe(first.jwtRefreshSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')).jwt).toBe(first.jwtSecret);
  });

  it('does not write secrets that the environment gives', () => {
    const dir = fresh();
    loadConfig({ DATA_DIR: dir, JWT_SECRET: 's'.repeat(32), JWT_REFRESH_SECRET: 'r'.repeat(32) });
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be an integer between 0 and 65535 (got "eighty")'],
    [{ PORT: '70000' }, 'PORT must be an integer between 0 and 65535 (got "70000")'],
    [
      { EVENTS_RETENTION_DAYS: '0' },
      'EVENTS_RETENTION_DAYS must be an integer between 1 and 36500 (got "0")',
    ],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ ADMIN_EMAIL: 'admin' }, 'ADMIN_EMAIL is not an e-mail address: "admin"'],
    [{ ADMIN_PASSWORD: 'abc' }, 'ADMIN_PASSWORD must be at least 8 characters long'],
    [{ ACCESS_TOKEN_TTL: '1.5' }, 'ACCESS_TOKEN_TTL must be an integer between 10 and 86400 (got "1.5")'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud"',
    ],
    [{ HOST: 'my host' }, 'HOST must be an IP address or a host name, not "my host"'],
  ])('refuses %o with a message naming the variable', (env, text) => {
    expect(() => loadConfig({ DATA_DIR: fresh(), ...env })).toThrow(new ConfigError(text));
  });

  it('names a damaged secrets file and what to do about it', () => {
    const dir = fresh();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'secrets.json'), '{"jwt": "tru');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(
      /secrets\.json is not a valid secrets file: delete it/,
    );
  });

  it('gives the administrator as the support address unless SUPPORT_EMAIL says otherwise', () => {
    expect(loadConfig({ DATA_DIR: fresh() }).supportEmail).toBeUndefined();
    expect(loadConfig({ DATA_DIR: fresh(), ADMIN_EMAIL: 'pi@lab.example' }).supportEmail).toBe(
      'pi@lab.example',
    );
    const both = loadConfig({
      DATA_DIR: fresh(),
      ADMIN_EMAIL: 'pi@lab.example',
      SUPPORT_EMAIL: 'help@lab.example',
    });
    expect(both.supportEmail).toBe('help@lab.example');
  });

  it('accepts host names and IPv6 addresses', () => {
    expect(loadConfig({ DATA_DIR: fresh(), HOST: '::' }).host).toBe('::');
    expect(loadConfig({ DATA_DIR: fresh(), HOST: 'genoapp.lab.example' }).host).toBe('genoapp.lab.example');
  });
});
