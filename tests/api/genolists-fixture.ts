import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { genolists } from '../../server/db/schema';
import { DEMO } from '../support/archives';
import { importDemo } from './demo-data';
import { signedIn, startTestApp } from './harness';

/**
 * The world of the genolist API tests: the real SLC001 archive imported as a public project
 * owned by a plain user (`owner`), SLC002 as a private project owned by a staff user (`staff`),
 * and `other`, a plain user who owns neither.
 */
export async function genolistWorld() {
  const t = await startTestApp();
  const staff = await signedIn(t.app, { staff: true });
  const owner = await signedIn(t.app);
  const other = await signedIn(t.app);
  const p1 = await importDemo(t.app, 'SLC001', { ownerId: owner.user.id, makePublic: true });
  const p2 = await importDemo(t.app, 'SLC002', { ownerId: staff.user.id, makePublic: false });
  const genolistOf = async (projectId: number) => {
    const [row] = await t.app.ctx.database.db
      .select({ id: genolists.id })
      .from(genolists)
      .where(eq(genolists.project_id, projectId));
    if (!row) throw new Error(`project ${projectId} has no genolist`);
    return row.id;
  };
  const anonymous = {} as Record<string, string>;
  return {
    t,
    staff,
    owner,
    other,
    anonymous,
    p1,
    p2,
    g1: await genolistOf(p1),
    g2: await genolistOf(p2),
    get: (url: string, headers: Record<string, string> = anonymous) => t.app.inject({ url, headers }),
  };
}

export type GenolistWorld = Awaited<ReturnType<typeof genolistWorld>>;

export const reference = (library: 'SLC001' | 'SLC002') =>
  JSON.parse(readFileSync(`tests/fixtures/reference_${library}.json`, 'utf8'));

/** A file of a demo archive, as text. */
export async function archiveFile(library: 'SLC001' | 'SLC002', path: string): Promise<string> {
  const zip = await JSZip.loadAsync(readFileSync(DEMO[library]));
  const file = zip.file(path);
  if (!file) throw new Error(`${path} is not in ${library}`);
  return file.async('string');
}
