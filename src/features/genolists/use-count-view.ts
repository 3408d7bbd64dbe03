import { useEffect, useRef } from 'react';
import { useIncrementView } from './api/increment-view';

/**
 * Counts one view per visit of a genolist: when the screen opens, or shows another genolist.
 * Changing tab, filter or page is the same visit, and so is StrictMode's second run of the
 * effect (the ref survives it). Failures are ignored.
 */
export function useCountView(genolistId: number): void {
  const { mutate } = useIncrementView();
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (counted.current === genolistId) return;
    counted.current = genolistId;
    mutate(genolistId);
  }, [genolistId, mutate]);
}
