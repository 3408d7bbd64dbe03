import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD, signedIn, startTestApp, uniqueEmail } from './harness';

/**
 * The limits of the routes a person could hammer, counted per address (and account). On
 * PostgreSQL the counters are rows of `rate_limits`, which every process shares (the two-process
 * case is in multi-process.test.ts); on the embedded database they live in memory.
 */

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp({
    loginRateLimitPerMinute: 3,
    loginIpRateLimitPerMinute: 5,
    registerRateLimitPerHour: 2,
    uploadRateLimitPerHour: 2,
  });
});
afterAll(() => t.close());

/** Each test speaks from its own address, so that their counters stay apart. */
let address = 10;
const nextAddress = () => `198.51.100.${address++}`;

const signIn = (email: string, remoteAddress: string, password = 'wrong password') =>
  t.app.inject({ method: 'POST', url: '/api/token/', payload: { email, password }, remoteAddress });

describe('sign-in', () => {
  it('caps the attempts on one account from one address', async () => {
    const from = nextAddress();
    const user = await createUser(t.app);
    for (let i = 0; i < 3; i++) expect((await signIn(user.email, from)).statusCode).toBe(401);
    const limited = await signIn(user.email, from, PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    // The account is not locked for everyone: another address signs in.
    expect((await signIn(user.email, nextAddress(), PASSWORD)).statusCode).toBe(200);
  });

  it('caps the attempts from one address across accounts', async () => {
    const from = nextAddress();
    const accounts = await Promise.all(Array.from({ length: 6 }, () => createUser(t.app)));
    const answers = [];
    for (const account of accounts) answers.push((await signIn(account.email, from)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await signIn(uniqueEmail(), from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds\.$/);
  });
});

describe('sign-up', () => {
  it('caps the accounts made from one address, in the language asked', async () => {
    const from = nextAddress();
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: { first_name: 'Rate', last_name: 'Limited', email: uniqueEmail(), password: PASSWORD },
        headers: { 'accept-language': 'fr' },
        remoteAddress: from,
      });
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(201);
    const limited = await register();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(
      /^Trop de comptes créés depuis cette adresse\. Réessayez dans \d+ secondes\.$/,
    );
  });
});

describe('uploads', () => {
  it('caps the files one account sends, whatever the address', async () => {
    const staff = await signedIn(t.app, { staff: true });
    const send = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/imports/',
        headers: { ...staff.headers, 'content-type': 'multipart/form-data; boundary=x' },
        payload:
          '--x\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\n\r\nhello\r\n--x--\r\n',
        remoteAddress,
      });
    // Refused files count too: the limit is on sending, whatever comes of it.
    expect((await send(nextAddress())).statusCode).toBe(400);
    expect((await send(nextAddress())).statusCode).toBe(400);
    const limited = await send(nextAddress());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Too many files sent\. Try again in \d+ seconds\.$/);
  });
});
