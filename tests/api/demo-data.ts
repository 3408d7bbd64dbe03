import { basename } from 'node:path';
import type { App } from '../../server/http/types';
import { analyse } from '../../server/imports/analyse';
import { readArchive } from '../../server/imports/archive/read-archive';
import { writeProject } from '../../server/imports/store';
import { DEMO } from '../support/archives';

/**
 * Imports a real demo archive straight through the reader, the analysis and the writer (no
 * upload, no task), for tests of what is done with imported data. Returns the project id.
 */
export async function importDemo(
  app: App,
  library: keyof typeof DEMO,
  options: { ownerId?: number | null; makePublic?: boolean } = {},
): Promise<number> {
  const archive = await readArchive(DEMO[library], basename(DEMO[library]));
  return writeProject(app.ctx.database.db, archive, analyse(archive), {
    library,
    ownerId: options.ownerId ?? null,
    makePublic: options.makePublic ?? false,
  });
}
