import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '../api/errors';
import type { ExportFile } from '../lib/export';

/**
 * The server's file; with no server (offline, unreachable, or found so by this very call), the
 * same file made here by `here`, when the copy on this device allows it.
 */
export async function serverOrHere(
  server: () => Promise<ExportFile>,
  here: (() => ExportFile | Promise<ExportFile>) | null,
): Promise<ExportFile> {
  if (here && !onlineManager.isOnline()) return here();
  try {
    return await server();
  } catch (error) {
    if (here && error instanceof ApiError && error.status === 0) return here();
    throw error;
  }
}
