import * as Comlink from 'comlink';
import {
  type GeneLookupHit,
  indexFrames,
  type LookupFrame,
  type LookupIndex,
  lookupGenes,
} from './kernels/gene-lookup';

let index: LookupIndex = [];

/** The offline gene search: the saved genolists are indexed once, then each query runs here. */
const api = {
  load(frames: LookupFrame[]): number {
    index = indexFrames(frames);
    return index.length;
  },
  find(query: string, limit: number): GeneLookupHit[] {
    return lookupGenes(index, query, limit);
  },
};

export type GeneLookupWorkerApi = typeof api;

Comlink.expose(api);
