import { GENOLISTS_KEY } from '../../../api/query-keys';

/**
 * Query keys of the genolist screens. Everything starts with `genolists`; the frame has its own
 * branch so refreshing the lists and details never refetches 50,000 genes.
 */
export const genolistKeys = {
  mine: () => [...GENOLISTS_KEY, 'mine'] as const,
  detail: (id: number) => [...GENOLISTS_KEY, 'detail', id] as const,
  frame: (id: number) => [...GENOLISTS_KEY, 'frame', id] as const,
  /** Keyed by the frame's ETag too: names of another version of the genolist never match its rows. */
  geneNames: (id: number, frameEtag: string | null) =>
    [...GENOLISTS_KEY, 'gene-names', id, frameEtag] as const,
  go: (id: number) => [...GENOLISTS_KEY, 'go', id] as const,
  expression: (id: number) => [...GENOLISTS_KEY, 'expression', id] as const,
  reportAvailability: (id: number) => [...GENOLISTS_KEY, 'report-availability', id] as const,
  project: (projectId: number) => [...GENOLISTS_KEY, 'project', projectId] as const,
  levelSamples: (levelIds: readonly number[]) => [...GENOLISTS_KEY, 'level-samples', ...levelIds] as const,
};
