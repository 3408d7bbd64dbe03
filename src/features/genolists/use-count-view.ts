import { useEffect, useRef } from 'react';
import { useIncrementView } from './api/increment-view';

/**
 * Counts one view per visit of a genolist, once the reader is known to see it (`readable`: its
 * details were answered, or are saved for offline use, and no refusal came since): a genolist
 * that answered 404 or 403 is never counted. Changing tab, filter or page is the same visit, and
 * so is StrictMode's second run of the effect (the ref survives it). Failures are ignored; the
 * server counts one view per reader and day anyway.
 */
export function useCountView(genolistId: number, readable: boolean): void {
  const { mutate } = useIncrementView();
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (!readable || counted.current === genolistId) return;
    counted.current = genolistId;
    mutate(genolistId);
  }, [genolistId, readable, mutate]);
}
