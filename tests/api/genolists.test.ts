import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rightsOf } from '../../server/access/policy';
import { genolistAccess } from '../../server/access/rules';
import { events, genolistCollaborators, genolists } from '../../server/db/schema';
import { type GenolistWorld, genolistWorld, reference } from './genolists-fixture';

/** Lists, detail, edits, deletion, views and favourites of genolists, for each kind of user. */

let w: GenolistWorld;
beforeAll(async () => {
  w = await genolistWorld();
});
afterAll(() => w.t.close());

const send = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => w.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const ids = (body: { id: number }[]) => body.map((g) => g.id).sort((a, b) => a - b);
const slc001 = reference('SLC001').significant_counts[0].by_fold_change;
const slc002 = reference('SLC002').significant_counts[0].by_fold_change;

/** A genolist without values in SLC001's project, for deletion and visibility tests. */
async function spareGenolist(ownerId: number, isPublic: boolean) {
  const [row] = await w.t.app.ctx.database.db
    .insert(genolists)
    .values({
      project_id: w.p1,
      name: 'Spare list',
      type_genolist: 'EXPERT',
      source: 'EXPERT_CREATED',
      pvalue_cutoff: 0.05,
      fold_change_cutoff: 1.5,
      owner_id: ownerId,
      public: isPublic,
    })
    .returning({ id: genolists.id });
  return (row as { id: number }).id;
}

describe('anonymous requests', () => {
  it('are refused with 401 on every genolist endpoint', async () => {
    const { g1 } = w;
    const calls: [string, string][] = [
      ['GET', '/api/genolists/mygenolists/'],
      ['GET', '/api/genolists/public/'],
      ['GET', '/api/genolists/count/'],
      ['GET', '/api/genolists/favorites/'],
      ['GET', '/api/genolists/'],
      ['GET', `/api/genolists/?project=${w.p1}`],
      ['GET', `/api/genolists/${g1}/`],
      ['POST', `/api/genolists/${g1}/increment-view/`],
      ['PATCH', `/api/genolists/${g1}/`],
      ['PUT', `/api/genolists/${g1}/`],
      ['DELETE', `/api/genolists/${g1}/`],
      ['POST', `/api/genolists/${g1}/toggle-favorite/`],
      ['GET', `/api/genolists/${g1}/frame`],
      ['GET', `/api/genolists/${g1}/genes/`],
      ['GET', `/api/genolists/${g1}/volcano-MA-data`],
      ['GET', `/api/genolists/${g1}/boxplot-data?genoref=1`],
      ['GET', `/api/genolists/${g1}/download-transcripto-values`],
      ['GET', `/api/genolists/${g1}/download?format=csv`],
      ['GET', `/api/genolists/${g1}/report/availability/`],
      ['GET', `/api/genolists/${g1}/report/download/`],
      ['GET', `/api/transcriptovalues/?genolist=${g1}`],
      ['GET', `/api/proteovalues/?genolist=${g1}`],
      ['GET', `/api/govalues/?genolist=${g1}`],
      ['GET', '/api/govalues/1/genorefs'],
      ['GET', '/api/samples/?factors=1'],
    ];
    const bodies: Record<string, object> = {
      PATCH: { public: true },
      PUT: { name: 'x', pvalue_cutoff: 0.05, fold_change_cutoff: 1.5 },
    };
    for (const [method, url] of calls) {
      const payload = bodies[method];
      const response = await w.t.app.inject({
        method: method as 'GET',
        url,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('lists', () => {
  it('my genolists: own, public and (for staff) everything', async () => {
    expect(ids((await w.get('/api/genolists/mygenolists/', w.owner.headers)).json())).toEqual([w.g1]);
    expect(ids((await w.get('/api/genolists/mygenolists/', w.other.headers)).json())).toEqual([w.g1]);
    expect(ids((await w.get('/api/genolists/mygenolists/', w.staff.headers)).json())).toEqual([w.g1, w.g2]);
  });

  it('count matches my genolists', async () => {
    expect((await w.get('/api/genolists/count/', w.owner.headers)).json()).toEqual({ count: 1 });
    expect((await w.get('/api/genolists/count/', w.other.headers)).json()).toEqual({ count: 1 });
    expect((await w.get('/api/genolists/count/', w.staff.headers)).json()).toEqual({ count: 2 });
  });

  it('public genolists are the same for everyone', async () => {
    for (const user of [w.owner, w.other, w.staff]) {
      expect(ids((await w.get('/api/genolists/public/', user.headers)).json())).toEqual([w.g1]);
    }
  });

  it("a project's genolists need the project to be visible", async () => {
    expect(ids((await w.get(`/api/genolists/?project=${w.p1}`, w.other.headers)).json())).toEqual([w.g1]);
    expect((await w.get(`/api/genolists/?project=${w.p2}`, w.other.headers)).statusCode).toBe(404);
    expect((await w.get(`/api/genolists/?project=${w.p2}`, w.owner.headers)).statusCode).toBe(404);
    expect(ids((await w.get(`/api/genolists/?project=${w.p2}`, w.staff.headers)).json())).toEqual([w.g2]);
    expect((await w.get('/api/genolists/?project=999999', w.staff.headers)).statusCode).toBe(404);
  });

  it('every genolist without a project is the staff list of the administration console', async () => {
    expect(ids((await w.get('/api/genolists/', w.staff.headers)).json())).toEqual([w.g1, w.g2]);
    const refused = await w.get('/api/genolists/', w.owner.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('permission_denied');
  });

  it('orders and limits', async () => {
    const byName = (await w.get('/api/genolists/mygenolists/?ordering=name', w.staff.headers)).json();
    expect(byName.map((g: { name: string }) => g.name)).toEqual(['DHT vs control', 'Liver vs Kidney']);
    const limited = (
      await w.get('/api/genolists/mygenolists/?limit=1&ordering=-gene_count', w.staff.headers)
    ).json();
    expect(ids(limited)).toEqual([w.g1]);
    expect((await w.get('/api/genolists/mygenolists/?ordering=colour', w.staff.headers)).statusCode).toBe(
      400,
    );
  });
});

describe('detail', () => {
  it('shows SLC001 with its comparison, DEG counts of the reference at fold change 1.5 and GO terms', async () => {
    const response = await w.get(`/api/genolists/${w.g1}/`, w.owner.headers);
    expect(response.statusCode).toBe(200);
    const g = response.json();
    expect(g).toMatchObject({
      id: w.g1,
      name: 'DHT vs control',
      project: { id: w.p1, owner: { id: w.owner.user.id } },
      project_id: w.p1,
      type_genolist: 'TRANSCRIPTO',
      source: 'BRBSEQ_PIPELINE',
      public: true,
      gene_count: 49_506,
      deg: { pos: slc001['1.5'].up, neg: slc001['1.5'].down, total: slc001['1.5'].total },
      pvalue_cutoff: 0.05,
      fold_change_cutoff: 1.5,
      is_favorite: false,
      condition_1: 'DHT',
      condition_2: 'control',
      comparison: {
        name: 'DHT vs control',
        dialect: 'DESeq2',
        main_factor: { factor: 'condition', level: 'DHT' },
        secondary_factor: { factor: 'condition', level: 'control' },
      },
      go_term_count: 1744,
      owner: { id: w.owner.user.id, first_name: 'Test', last_name: 'User' },
      can_edit: true,
      can_delete: true,
    });
    expect(g.project_name).toBe(g.project.name);
    expect(g.created_at).toBe(g.creation_date);
  });

  it('shows SLC002 (edgeR) to staff only', async () => {
    const g = (await w.get(`/api/genolists/${w.g2}/`, w.staff.headers)).json();
    expect(g).toMatchObject({
      gene_count: 3453,
      deg: { pos: slc002['1.5'].up, neg: slc002['1.5'].down, total: slc002['1.5'].total },
      go_term_count: 1291,
      comparison: { dialect: 'edgeR' },
      condition_1: 'Liver',
      condition_2: 'Kidney',
      public: false,
    });
    for (const user of [w.owner, w.other]) {
      const hidden = await w.get(`/api/genolists/${w.g2}/`, user.headers);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().code).toBe('not_found');
    }
    expect((await w.get('/api/genolists/999999/', w.staff.headers)).statusCode).toBe(404);
  });

  it('shows a list without owner or comparison (an expert list)', async () => {
    const [row] = await w.t.app.ctx.database.db
      .insert(genolists)
      .values({
        project_id: w.p1,
        name: 'Curated',
        type_genolist: 'EXPERT',
        source: 'BIBLIOGRAPHY',
        pvalue_cutoff: 0.05,
        fold_change_cutoff: 1.5,
        public: true,
      })
      .returning({ id: genolists.id });
    const id = (row as { id: number }).id;
    const g = (await w.get(`/api/genolists/${id}/`, w.other.headers)).json();
    expect(g).toMatchObject({
      owner: null,
      comparison: null,
      condition_1: null,
      condition_2: null,
      go_term_count: 0,
      can_edit: false,
    });
    // Someone who may only see it cannot delete it; the owner of its project may.
    expect((await send('DELETE', `/api/genolists/${id}/`, w.other.headers)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/genolists/${id}/`, w.owner.headers)).statusCode).toBe(204);
  });

  it('shows a public genolist to another user, without rights', async () => {
    const g = (await w.get(`/api/genolists/${w.g1}/`, w.other.headers)).json();
    expect(g).toMatchObject({ id: w.g1, can_edit: false, can_delete: false });
  });

  it('rights in lists agree with those of one genolist, collaborators included', async () => {
    const db = w.t.app.ctx.database.db;
    await db
      .insert(genolistCollaborators)
      .values({ genolist_id: w.g1, user_id: w.other.user.id, can_edit_metadata: true });
    try {
      for (const user of [w.owner, w.other, w.staff]) {
        const listed = (await w.get('/api/genolists/mygenolists/', user.headers)).json() as {
          id: number;
        }[];
        for (const g of listed) {
          const access = await genolistAccess(db, user.user, g.id);
          if (!access) throw new Error(`genolist ${g.id} listed but not visible`);
          expect(g).toMatchObject(rightsOf(access.holding));
        }
      }
      const g = (await w.get(`/api/genolists/${w.g1}/`, w.other.headers)).json();
      expect(g).toMatchObject({ can_edit: true, can_delete: false });
    } finally {
      await db.delete(genolistCollaborators).where(eq(genolistCollaborators.user_id, w.other.user.id));
    }
  });
});

describe('views', () => {
  const view = (id: number, who: { headers: Record<string, string> }) =>
    send('POST', `/api/genolists/${id}/increment-view/`, who.headers);

  it('counts one view per user, genolist and day, however often it is opened', async () => {
    const before = (await w.get(`/api/genolists/${w.g1}/`, w.other.headers)).json().view_count;
    const first = await view(w.g1, w.other);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ view_count: before + 1 });
    // The same reader again, twice at once: no more views.
    const again = await Promise.all([view(w.g1, w.other), view(w.g1, w.other)]);
    expect(again.map((answer) => answer.json())).toEqual([
      { view_count: before + 1 },
      { view_count: before + 1 },
    ]);
    const second = await view(w.g1, w.owner);
    expect(second.json()).toEqual({ view_count: before + 2 });
    expect((await w.get(`/api/genolists/${w.g1}/`, w.owner.headers)).json().view_count).toBe(before + 2);
    expect((await view(w.g2, w.other)).statusCode).toBe(404);
    expect((await view(w.g2, w.staff)).statusCode).toBe(200);
  });

  it('counts the same reader again on another day', async () => {
    const db = w.t.app.ctx.database.db;
    const before = (await view(w.g1, w.staff)).json().view_count;
    expect((await view(w.g1, w.staff)).json()).toEqual({ view_count: before });
    // The view of today becomes one of yesterday (UTC).
    await db
      .update(events)
      .set({ at: sql`${events.at} - interval '1 day'` })
      .where(and(eq(events.kind, 'genolist_viewed'), eq(events.actor_id, w.staff.user.id)));
    expect((await view(w.g1, w.staff)).json()).toEqual({ view_count: before + 1 });
  });

  it('does not change the frame ETag', async () => {
    const etag = (await w.get(`/api/genolists/${w.g1}/frame`, w.owner.headers)).headers.etag;
    await send('POST', `/api/genolists/${w.g1}/increment-view/`, w.owner.headers);
    expect((await w.get(`/api/genolists/${w.g1}/frame`, w.owner.headers)).headers.etag).toBe(etag);
  });
});

describe('visibility (PATCH)', () => {
  it('lets the owner make the genolist private and public again', async () => {
    const hidden = await send('PATCH', `/api/genolists/${w.g1}/`, w.owner.headers, { public: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: w.g1, public: false });
    expect((await w.get(`/api/genolists/${w.g1}/`, w.other.headers)).statusCode).toBe(404);
    expect(
      (await send('PATCH', `/api/genolists/${w.g1}/`, w.other.headers, { public: true })).statusCode,
    ).toBe(404);
    const shown = await send('PATCH', `/api/genolists/${w.g1}/`, w.owner.headers, { public: true });
    expect(shown.json().public).toBe(true);
    expect((await w.get(`/api/genolists/${w.g1}/`, w.other.headers)).statusCode).toBe(200);
  });

  it('refuses another user who can see the public genolist with 403', async () => {
    const refused = await send('PATCH', `/api/genolists/${w.g1}/`, w.other.headers, { public: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('permission_denied');
    expect((await w.get(`/api/genolists/${w.g1}/`, w.owner.headers)).json().public).toBe(true);
  });

  it('keeps the frame ETag when nothing changes', async () => {
    const etag = (await w.get(`/api/genolists/${w.g1}/frame`, w.owner.headers)).headers.etag;
    expect(
      (await send('PATCH', `/api/genolists/${w.g1}/`, w.owner.headers, { public: true })).statusCode,
    ).toBe(200);
    expect((await w.get(`/api/genolists/${w.g1}/frame`, w.owner.headers)).headers.etag).toBe(etag);
  });

  it('lets staff change any genolist and checks the body', async () => {
    const ok = await send('PATCH', `/api/genolists/${w.g2}/`, w.staff.headers, { public: false });
    expect(ok.statusCode).toBe(200);
    const bad = await send('PATCH', `/api/genolists/${w.g2}/`, w.staff.headers, { public: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('public');
  });
});

describe('administration edit (PUT)', () => {
  it('recounts the DEGs with new cutoffs, as the reference at fold change 2, and back', async () => {
    const url = `/api/genolists/${w.g1}/`;
    const etag = (await w.get(`/api/genolists/${w.g1}/frame`, w.owner.headers)).headers.etag;
    const edited = await send('PUT', url, w.staff.headers, {
      name: 'DHT vs control (×2)',
      description: 'Stricter',
      pvalue_cutoff: 0.05,
      fold_change_cutoff: 2,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'DHT vs control (×2)',
      description: 'Stricter',
      fold_change_cutoff: 2,
      deg: { pos: slc001['2'].up, neg: slc001['2'].down, total: slc001['2'].total },
      public: true,
    });
    expect((await w.get(`/api/genolists/${w.g1}/genes/`, w.owner.headers)).json()).toHaveLength(
      slc001['2'].total,
    );
    // The frame holds no cutoff: the copy a client keeps stays current.
    expect((await w.get(`/api/genolists/${w.g1}/frame`, w.owner.headers)).headers.etag).toBe(etag);
    const back = await send('PUT', url, w.owner.headers, {
      name: 'DHT vs control',
      pvalue_cutoff: 0.05,
      fold_change_cutoff: 1.5,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().deg).toEqual({
      pos: slc001['1.5'].up,
      neg: slc001['1.5'].down,
      total: slc001['1.5'].total,
    });
    expect(back.json().description).toBe('Stricter');
  });

  it('recounts an edgeR list with a looser p-value cutoff', async () => {
    const url = `/api/genolists/${w.g2}/`;
    const edited = await send('PUT', url, w.staff.headers, {
      name: 'Liver vs Kidney',
      pvalue_cutoff: 0.05,
      fold_change_cutoff: 1.2,
    });
    expect(edited.json().deg).toEqual({
      pos: slc002['1.2'].up,
      neg: slc002['1.2'].down,
      total: slc002['1.2'].total,
    });
    await send('PUT', url, w.staff.headers, {
      name: 'Liver vs Kidney',
      pvalue_cutoff: 0.05,
      fold_change_cutoff: 1.5,
    });
  });

  it('refuses users without rights, bad cutoffs and a project the user may not see', async () => {
    const url = `/api/genolists/${w.g1}/`;
    const body = { name: 'x', pvalue_cutoff: 0.05, fold_change_cutoff: 1.5 };
    expect((await send('PUT', url, w.other.headers, body)).statusCode).toBe(403);
    expect((await send('PUT', `/api/genolists/${w.g2}/`, w.other.headers, body)).statusCode).toBe(404);
    const zero = await send('PUT', url, w.staff.headers, { ...body, fold_change_cutoff: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields).toHaveProperty('fold_change_cutoff');
    const missing = await send('PUT', url, w.staff.headers, { name: 'x' });
    expect(missing.statusCode).toBe(400);
    for (const name of ['', '   ']) {
      const blank = await send('PUT', url, w.staff.headers, { ...body, name });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().fields).toHaveProperty('name');
    }
    const move = await send('PUT', url, w.owner.headers, { ...body, name: 'DHT vs control', project: w.p2 });
    expect(move.statusCode).toBe(400);
    expect(move.json().fields).toHaveProperty('project');
    expect((await w.get(url, w.owner.headers)).json()).toMatchObject({
      name: 'DHT vs control',
      project_id: w.p1,
    });
  });

  it('lets staff move a genolist to another project', async () => {
    const id = await spareGenolist(w.owner.user.id, true);
    const moved = await send('PUT', `/api/genolists/${id}/`, w.staff.headers, {
      name: 'Moved',
      project: w.p2,
      pvalue_cutoff: 0.01,
      fold_change_cutoff: 2,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      project_id: w.p2,
      deg: { pos: 0, neg: 0, total: 0 },
      gene_count: 0,
    });
    await send('DELETE', `/api/genolists/${id}/`, w.staff.headers);
  });
});

describe('deletion', () => {
  it('is for the owner and staff; others get 403, or 404 when they cannot see it', async () => {
    const shown = await spareGenolist(w.owner.user.id, true);
    const hidden = await spareGenolist(w.owner.user.id, false);
    expect((await send('DELETE', `/api/genolists/${shown}/`, w.other.headers)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/genolists/${hidden}/`, w.other.headers)).statusCode).toBe(404);
    const deleted = await send('DELETE', `/api/genolists/${shown}/`, w.owner.headers);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await w.get(`/api/genolists/${shown}/`, w.owner.headers)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/genolists/${hidden}/`, w.staff.headers)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/genolists/${hidden}/`, w.staff.headers)).statusCode).toBe(404);
  });
});

describe('favourites', () => {
  it('toggles with a message in the language of the request', async () => {
    const url = `/api/genolists/${w.g1}/toggle-favorite/`;
    const added = await send('POST', url, w.other.headers);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ is_favorite: true, message: 'Added to favourites' });
    expect((await w.get(`/api/genolists/${w.g1}/`, w.other.headers)).json().is_favorite).toBe(true);
    expect((await w.get(`/api/genolists/${w.g1}/`, w.owner.headers)).json().is_favorite).toBe(false);
    expect(ids((await w.get('/api/genolists/favorites/', w.other.headers)).json())).toEqual([w.g1]);
    expect((await w.get('/api/genolists/favorites/', w.owner.headers)).json()).toEqual([]);
    const removed = await send('POST', url, { ...w.other.headers, 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(removed.json()).toEqual({ is_favorite: false, message: 'Favori retiré' });
    expect((await w.get('/api/genolists/favorites/', w.other.headers)).json()).toEqual([]);
    const again = await send('POST', url, { ...w.other.headers, 'accept-language': 'fr' });
    expect(again.json()).toEqual({ is_favorite: true, message: 'Favori ajouté' });
    await send('POST', url, w.other.headers);
  });

  it('needs the genolist to be visible, and hides favourites that became private', async () => {
    expect((await send('POST', `/api/genolists/${w.g2}/toggle-favorite/`, w.other.headers)).statusCode).toBe(
      404,
    );
    const id = await spareGenolist(w.owner.user.id, true);
    await send('POST', `/api/genolists/${id}/toggle-favorite/`, w.other.headers);
    expect(ids((await w.get('/api/genolists/favorites/', w.other.headers)).json())).toEqual([id]);
    await send('PATCH', `/api/genolists/${id}/`, w.owner.headers, { public: false });
    expect((await w.get('/api/genolists/favorites/', w.other.headers)).json()).toEqual([]);
    await send('DELETE', `/api/genolists/${id}/`, w.owner.headers);
  });
});
