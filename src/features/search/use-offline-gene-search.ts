import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isCalledAt } from '../../../genomics/significance';
import type { GeneLookupWorkerApi } from '../../../workers/gene-lookup.worker';
import type { GeneLookupHit } from '../../../workers/kernels/gene-lookup';
import { tokens } from '../../api/tokens';
import { formatLog2FC, formatPValue } from '../../lib/format';
import { workerClient } from '../../lib/worker-client';
import { cachedGenolist, readPackedFrames } from '../genolists';
import { GENE_MIN_LENGTH, geneSuggestion, type SuggestionGroup } from './suggestions';

/** Hits shown offline: one per gene and saved genolist. */
const OFFLINE_HITS = 8;

const lookup = workerClient<GeneLookupWorkerApi>(
  () => new Worker(new URL('../../../workers/gene-lookup.worker.ts', import.meta.url), { type: 'module' }),
);

/**
 * With no network, genes are looked for in the genolists saved on this device, in a worker (a
 * saved genolist holds up to 60,000 genes). The saved copies are read and indexed once each time
 * the app goes offline; each hit opens its genolist on that gene, which works offline.
 */
export function useOfflineGeneSearch(q: string, { enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const [copies, setCopies] = useState<number | null>(null);
  const [hits, setHits] = useState<GeneLookupHit[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!enabled) {
      setCopies(null);
      return;
    }
    const userId = tokens.getUserId();
    if (userId === null) return;
    let live = true;
    void readPackedFrames(userId)
      .then((frames) => lookup.remote().load(frames))
      .then((count) => live && setCopies(count))
      .catch(() => live && setCopies(0));
    return () => {
      live = false;
    };
  }, [enabled]);

  useEffect(() => {
    if (!enabled || copies === null || q.length < GENE_MIN_LENGTH) {
      setHits([]);
      return;
    }
    let live = true;
    setLoading(true);
    void lookup
      .remote()
      .find(q, OFFLINE_HITS)
      .then((found) => live && setHits(found))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [enabled, copies, q]);

  const groups: SuggestionGroup[] =
    hits.length === 0
      ? []
      : [
          {
            kind: 'genes',
            items: hits.map((hit) => {
              const genolist = cachedGenolist(queryClient, hit.genolistId);
              const called = genolist !== undefined && isCalledAt(hit.log2fc, hit.padj, genolist);
              const suggestion = geneSuggestion(
                { id: hit.geneRefId, symbol: hit.symbol, gene_id: hit.geneId, description: null },
                called ? 1 : 0,
                1,
                {
                  to: '/genolists/$genolistId',
                  params: { genolistId: hit.genolistId },
                  search: { gene: hit.geneRefId },
                },
              );
              return {
                ...suggestion,
                key: `gene:${hit.geneRefId}:${hit.genolistId}`,
                detail: `${genolist?.name ?? `#${hit.genolistId}`} · log2FC ${formatLog2FC(hit.log2fc)} · padj ${formatPValue(hit.padj)}`,
              };
            }),
          },
        ];
  return { groups, loading, copies: copies ?? 0 };
}
