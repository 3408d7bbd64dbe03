import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveFile, type GenolistWorld, genolistWorld } from './genolists-fixture';

/** GET /genolists/{id}/gene-names: the frame's genes' names, for the genes table's search by name. */

let w: GenolistWorld;
beforeAll(async () => {
  w = await genolistWorld();
});
afterAll(() => w.t.close());

interface GeneNames {
  genolist_id: number;
  n: number;
  name: (string | null)[];
}

const namesUrl = () => `/api/genolists/${w.g1}/gene-names`;

describe('the gene names', () => {
  it("answer the annotation's description of every frame row, in frame order", async () => {
    const [namesAnswer, frameAnswer] = await Promise.all([
      w.get(namesUrl(), w.other.headers),
      w.get(`/api/genolists/${w.g1}/frame`, w.other.headers),
    ]);
    expect(namesAnswer.statusCode).toBe(200);
    expect(namesAnswer.headers['content-type']).toMatch(/^application\/json/);
    const names = namesAnswer.json() as GeneNames;
    const frame = frameAnswer.json() as { n: number; gene_id: string[]; symbol: (string | null)[] };
    expect(names.genolist_id).toBe(w.g1);
    expect(names.n).toBe(frame.n);
    expect(names.name).toHaveLength(49_506);
    expect(names.name[frame.symbol.indexOf('FKBP5')]).toBe('FKBP prolyl isomerase 5');

    // Every row against the archive's annotation, by the frame's gene id at the same index.
    const described = new Map<string, string>();
    for (const line of (await archiveFile('SLC001', 'genes.tsv')).trimEnd().split('\n').slice(1)) {
      const [id, , description] = line.split('\t') as [string, string, string];
      described.set(id, description);
    }
    const expected = frame.gene_id.map((id) => described.get(id) || null);
    expect(names.name).toEqual(expected);
    expect(names.name.filter((name) => name === null).length).toBeGreaterThan(0);
  });

  it('answers 304 to its ETag, distinct from the frame, and stays out of the browser’s HTTP cache', async () => {
    const first = await w.get(namesUrl(), w.owner.headers);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"g\d+-\d+-f\d+-names"$/);
    const frame = await w.get(`/api/genolists/${w.g1}/frame`, w.owner.headers);
    expect(etag).not.toBe(frame.headers.etag);
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await w.get(namesUrl(), { ...w.owner.headers, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const frameTag = await w.get(namesUrl(), {
      ...w.owner.headers,
      'if-none-match': frame.headers.etag as string,
    });
    expect(frameTag.statusCode).toBe(200);
  });

  it('is compressed when asked, and the same once decoded', async () => {
    const plain = await w.get(namesUrl(), { ...w.owner.headers, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gz = await w.get(namesUrl(), { ...w.owner.headers, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('is hidden with the genolist, and needs a signed-in user', async () => {
    const hidden = await w.get(`/api/genolists/${w.g2}/gene-names`, w.other.headers);
    expect(hidden.statusCode).toBe(404);
    // The access check runs before the ETag's: a reader who lost access gets no 304 either.
    const staff = await w.get(`/api/genolists/${w.g2}/gene-names`, w.staff.headers);
    expect(staff.statusCode).toBe(200);
    expect((staff.json() as GeneNames).n).toBe(3453);
    const guessed = await w.get(`/api/genolists/${w.g2}/gene-names`, {
      ...w.other.headers,
      'if-none-match': staff.headers.etag as string,
    });
    expect(guessed.statusCode).toBe(404);
    expect((await w.get(namesUrl(), w.anonymous)).statusCode).toBe(401);
    expect((await w.get('/api/genolists/999999/gene-names', w.staff.headers)).statusCode).toBe(404);
  });
});
