import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { users } from '../../server/db/schema';
import { INT32_MAX } from '../../server/http/request-schemas';
import { signedIn, startTestApp } from './harness';

/**
 * Input a database cannot take is refused by the route schemas, for every operation of the
 * contract: a NUL character in any string field (body or query), an integer beyond PostgreSQL's
 * 32-bit range (path ids, page numbers, owner ids). Each answers 400 naming the field, never a
 * 500, and a database error that does reach the log carries none of the values it was sent.
 */

interface Schema {
  type?: string;
  format?: string;
  maximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
}
interface Operation {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const contract = JSON.parse(readFileSync('openapi/genoapp.json', 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
const resolve = (schema: Schema): Schema =>
  schema.$ref
    ? resolve(contract.components.schemas[schema.$ref.split('/').pop() as string] as Schema)
    : schema;

interface Probe {
  method: string;
  path: string;
  url: string;
  body?: Record<string, unknown>;
  field: string;
  message: string;
}

const NUL_MESSAGE = 'This field must not contain a NUL character.';
const TOO_BIG = INT32_MAX + 1;

/** An integer field's message: its own maximum, which the contract keeps within 32 bits. */
function rangeMessage(schema: Schema): string {
  if (schema.maximum === undefined || schema.maximum > INT32_MAX) return 'no 32-bit maximum in the contract';
  return `Ensure this value is at most ${schema.maximum}.`;
}

/** One bad value per field of every operation, the others left valid-looking. */
function probes(): Probe[] {
  const list: Probe[] = [];
  for (const [path, methods] of Object.entries(contract.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const urlWith = (bad?: string) =>
        path.replace(/\{(\w+)\}/g, (_, name: string) => (name === bad ? String(TOO_BIG) : '1'));
      const base = { method: method.toUpperCase(), path };
      for (const param of operation.parameters ?? []) {
        if (param.in === 'path' && param.schema.type === 'integer')
          list.push({
            ...base,
            url: urlWith(param.name),
            field: `params.${param.name}`,
            message: rangeMessage(param.schema),
          });
        if (param.in !== 'query') continue;
        const bad =
          param.schema.type === 'integer'
            ? { value: String(TOO_BIG), message: rangeMessage(param.schema) }
            : param.schema.type === 'string'
              ? { value: 'a\u0000b', message: NUL_MESSAGE }
              : undefined;
        if (bad)
          list.push({
            ...base,
            url: `${urlWith()}?${param.name}=${encodeURIComponent(bad.value)}`,
            field: `querystring.${param.name}`,
            message: bad.message,
          });
      }
      const json = operation.requestBody?.content['application/json'];
      const body = json ? resolve(json.schema) : {};
      const properties = body.properties ?? {};
      // Required text filled in, so that a route's own early checks (a project's name) pass.
      const filled = Object.fromEntries(
        (body.required ?? [])
          .filter((name) => resolve(properties[name] as Schema).type === 'string')
          .map((name) => [name, 'x']),
      );
      for (const [name, property] of Object.entries(properties)) {
        const schema = resolve(property);
        const bad =
          schema.type === 'string' && schema.format !== 'binary'
            ? { value: 'a\u0000b', message: NUL_MESSAGE }
            : schema.type === 'integer'
              ? { value: TOO_BIG, message: rangeMessage(schema) }
              : undefined;
        if (bad)
          list.push({
            ...base,
            url: urlWith(),
            body: { ...filled, [name]: bad.value },
            field: name,
            message: bad.message,
          });
      }
    }
  }
  return list;
}

const all = probes();
let t: Awaited<ReturnType<typeof startTestApp>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
let log = '';

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  t = await startTestApp({ logLevel: 'info' }, { logStream });
  staff = await signedIn(t.app, { staff: true });
});
afterAll(() => t.close());

describe(`bad input, from the contract (${all.length} fields)`, () => {
  it('answers 400 naming each field, never a 500', async () => {
    expect(all.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const probe of all) {
      const response = await t.app.inject({
        method: probe.method as 'GET',
        url: probe.url,
        headers: { ...staff.headers, 'accept-language': 'en' },
        ...(probe.body ? { payload: probe.body } : {}),
      });
      const fields = response.statusCode === 400 ? response.json().fields : undefined;
      if (fields?.[probe.field] !== probe.message)
        wrong.push(`${probe.method} ${probe.url} ${probe.field}: ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses an uploaded file name holding a NUL character', async () => {
    const boundary = 'genoapp-boundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="counts\u0000.csv"',
      'Content-Type: text/csv',
      '',
      'gene_id,s1\nENSG1,1',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/projects/',
      headers: staff.headers,
      payload: { name: 'Upload target' },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${created.json().id}/data/`,
      headers: { ...staff.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.file).toBe(NUL_MESSAGE);
  });
});

describe('the log', () => {
  it('keeps neither the e-mail nor the password hash of a sign-up with a NUL character', async () => {
    const email = 'nul.signup@example.org';
    const password = 'a long enough password';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { first_name: 'Nul\u0000', last_name: 'Byte', email, password },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.first_name).toBe(NUL_MESSAGE);
    expect(log).not.toContain(email);
    expect(log).not.toContain(password);
  });

  it('redacts the values of a failing insert that reaches it', async () => {
    const email = 'failing.insert\u0000@example.org';
    const hash = await hashPassword('another long password');
    const db = t.app.ctx.database.db;
    const failure = await db
      .insert(users)
      .values({ email, username: 'distinctive-username-42', password_hash: hash })
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    t.app.log.error(failure);
    t.app.log.error({ err: failure }, 'while testing');
    const logged = log.split('\n').filter((line) => line.includes('Failed query'));
    expect(logged).toHaveLength(2);
    for (const line of logged) {
      expect(line).toContain('insert into \\"users\\"');
      expect(line).not.toContain('failing.insert');
      expect(line).not.toContain('distinctive-username-42');
      expect(line).not.toContain(hash);
    }
    expect(await db.select().from(users).where(eq(users.username, 'distinctive-username-42'))).toEqual([]);
  });
});
