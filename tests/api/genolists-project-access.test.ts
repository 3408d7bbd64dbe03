import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GenolistWorld, genolistWorld } from './genolists-fixture';

/**
 * A public genolist of a private project: any signed-in user sees the list, not its
 * project. The genolist says so (`project.visible`), so the client names the project without a
 * link, and reads the samples of the comparison from GET /samples/?factors= instead of the
 * project's extended detail (which answers 404 to them).
 */

let w: GenolistWorld;
beforeAll(async () => {
  w = await genolistWorld();
  // SLC002 stays private; its genolist is made public.
  const made = await w.t.app.inject({
    method: 'PATCH',
    url: `/api/genolists/${w.g2}/`,
    headers: w.staff.headers,
    payload: { public: true },
  });
  expect(made.statusCode).toBe(200);
});
afterAll(() => w.t.close());

type Listed = { id: number; project: { id: number; visible: boolean } };

describe('project.visible of a genolist', () => {
  it('is true for whoever may open the project: owner, staff, anyone for a public project', async () => {
    for (const user of [w.owner, w.other, w.staff]) {
      const g1 = (await w.get(`/api/genolists/${w.g1}/`, user.headers)).json() as Listed;
      expect(g1.project).toMatchObject({ id: w.p1, visible: true });
    }
    const g2 = (await w.get(`/api/genolists/${w.g2}/`, w.staff.headers)).json() as Listed;
    expect(g2.project).toMatchObject({ id: w.p2, visible: true });
  });

  it('is false for a public genolist of a private project, in the detail and in the lists', async () => {
    const detail = await w.get(`/api/genolists/${w.g2}/`, w.other.headers);
    expect(detail.statusCode).toBe(200);
    expect((detail.json() as Listed).project).toMatchObject({ id: w.p2, visible: false });
    // The project itself answers 404 to this user: a link to it would lead nowhere.
    expect((await w.get(`/api/projects/${w.p2}/?extended=true`, w.other.headers)).statusCode).toBe(404);

    const mine = (await w.get('/api/genolists/mygenolists/', w.other.headers)).json() as Listed[];
    expect(mine.find((g) => g.id === w.g2)?.project.visible).toBe(false);
    expect(mine.find((g) => g.id === w.g1)?.project.visible).toBe(true);
    const publicLists = (await w.get('/api/genolists/public/', w.other.headers)).json() as Listed[];
    expect(publicLists.find((g) => g.id === w.g2)?.project.visible).toBe(false);
  });

  it("lets that user read the samples of the comparison's levels instead", async () => {
    const g2 = (await w.get(`/api/genolists/${w.g2}/`, w.other.headers)).json() as {
      comparison: { main_factor: { id: number }; secondary_factor: { id: number } };
    };
    const main = await w.get(`/api/samples/?factors=${g2.comparison.main_factor.id}`, w.other.headers);
    const secondary = await w.get(
      `/api/samples/?factors=${g2.comparison.secondary_factor.id}`,
      w.other.headers,
    );
    expect(main.statusCode).toBe(200);
    expect(secondary.statusCode).toBe(200);
    expect(main.json()).toHaveLength(5);
    expect(secondary.json()).toHaveLength(5);
    expect(main.json()[0]).toMatchObject({ quality_control: { status: expect.any(String) } });
  });
});
