import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn, startTestApp } from './harness';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ url, headers });

describe('staff routes', () => {
  it('lists users page by page for staff only', async () => {
    const staff = await signedIn(t.app, { staff: true });
    const user = await signedIn(t.app);
    for (let i = 0; i < 3; i++) await createUser(t.app);
    expect((await get('/api/users/')).statusCode).toBe(401);
    const refused = await get('/api/users/', user.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('You do not have the rights to perform this action.');
    const page = await get('/api/users/?page_size=2', staff.headers);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.count).toBeGreaterThanOrEqual(5);
    expect(body.results).toHaveLength(2);
    expect(body.previous).toBeNull();
    expect(body.next).toBe('/api/users/?page_size=2&page=2');
    const second = (await get(body.next, staff.headers)).json();
    expect(second.previous).toBe('/api/users/?page_size=2&page=1');
    expect(second.results[0].id).not.toBe(body.results[0].id);
  });

  it('counts users for staff only', async () => {
    const staff = await signedIn(t.app, { staff: true });
    const user = await signedIn(t.app);
    expect((await get('/api/users/count', user.headers)).statusCode).toBe(403);
    const count = await get('/api/users/count', staff.headers);
    expect(count.statusCode).toBe(200);
    expect(count.json().count).toBeGreaterThanOrEqual(2);
  });

  it('shows the whole account to staff and to the user themself, a colleague profile to others, 404 for an unknown id', async () => {
    const staff = await signedIn(t.app, { staff: true });
    const alice = await signedIn(t.app);
    const bob = await signedIn(t.app);
    expect((await get(`/api/users/${alice.user.id}/`, alice.headers)).json().email).toBe(alice.user.email);
    const colleague = await get(`/api/users/${alice.user.id}/`, bob.headers);
    expect(colleague.statusCode).toBe(200);
    expect(colleague.json()).not.toHaveProperty('email');
    expect((await get(`/api/users/${alice.user.id}/`, staff.headers)).statusCode).toBe(200);
    expect((await get('/api/users/999999/', staff.headers)).statusCode).toBe(404);
    // Without a token the answer is 401 whatever else is wrong with the request.
    expect((await get('/api/users/abc/')).statusCode).toBe(401);
    const bad = await get('/api/users/abc/', staff.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('params.id');
  });
});

describe('user search (inviting someone)', () => {
  it('needs 3 characters and returns at most 5 active users whose name matches, to anyone signed in', async () => {
    const searcher = await signedIn(t.app);
    for (let i = 0; i < 7; i++)
      await createUser(t.app, { email: `z${i}@lab.example`, firstName: 'Zebrafish', lastName: `Keeper${i}` });
    await createUser(t.app, {
      email: 'gone@lab.example',
      firstName: 'Zebrafish',
      lastName: 'Gone',
      active: false,
    });
    const short = await get('/api/users/?search=ze', searcher.headers);
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe('Type at least 3 characters to search.');
    const found = await get('/api/users/?search=ZEBRA', searcher.headers);
    expect(found.statusCode).toBe(200);
    expect(found.json().results).toHaveLength(5);
    for (const u of found.json().results) expect(u.name).toMatch(/^Zebrafish Keeper\d$/);
    const fullName = (await get('/api/users/?search=fish%20keeper3', searcher.headers)).json();
    expect(fullName.results.map((u: { name: string }) => u.name)).toEqual(['Zebrafish Keeper3']);
    expect((await get('/api/users/?search=zebra')).statusCode).toBe(401);
  });

  it('finds someone by e-mail only from the whole address, except for staff', async () => {
    const searcher = await signedIn(t.app);
    const staff = await signedIn(t.app, { staff: true });
    await createUser(t.app, { email: 'rosalind@kings.example', firstName: 'R', lastName: 'F' });
    expect((await get('/api/users/?search=kings.example', searcher.headers)).json().results).toEqual([]);
    expect((await get('/api/users/?search=rosalind', searcher.headers)).json().results).toEqual([]);
    const exact = (await get('/api/users/?search=Rosalind@Kings.example', searcher.headers)).json();
    expect(exact.results.map((u: { email: string }) => u.email)).toEqual(['rosalind@kings.example']);
    const byStaff = (await get('/api/users/?search=kings.example', staff.headers)).json();
    expect(byStaff.results.map((u: { email: string }) => u.email)).toEqual(['rosalind@kings.example']);
  });

  it('answers others a name and an id only: no address, no staff flag, no match on the username', async () => {
    const searcher = await signedIn(t.app);
    const staff = await signedIn(t.app, { staff: true });
    const admin = await createUser(t.app, {
      email: 'administrator.lab@lab.example',
      firstName: 'Ada',
      lastName: 'Lovelace',
      staff: true,
    });
    // The username (the address's local part) is not searched for others.
    expect((await get('/api/users/?search=adm', searcher.headers)).json().results).toEqual([]);
    const byName = (await get('/api/users/?search=lovelace', searcher.headers)).json();
    expect(byName.results).toEqual([
      { id: admin.id, first_name: 'Ada', last_name: 'Lovelace', name: 'Ada Lovelace', email: null },
    ]);
    const byStaff = (await get('/api/users/?search=administrator.lab', staff.headers)).json();
    expect(byStaff.results.map((u: { email: string }) => u.email)).toEqual(['administrator.lab@lab.example']);
  });

  it('shows staff at most 5 matches too', async () => {
    const staff = await signedIn(t.app, { staff: true });
    const found = await get('/api/users/?search=zebrafish&page_size=50', staff.headers);
    expect(found.json().results).toHaveLength(5);
  });

  it('treats % and _ as plain characters', async () => {
    const searcher = await signedIn(t.app);
    const found = await get(`/api/users/?search=${encodeURIComponent('%%%')}`, searcher.headers);
    expect(found.json().results).toEqual([]);
  });
});
