import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` stages of a screen to show: none on the first render, the first right
 * after it commits, then one more after each paint. Each stage renders in a transition, which
 * React splits in slices of a few milliseconds and sets aside for input, and commits on its own:
 * a heavy screen (the plots tab) shows part by part instead of in one long task. A screen shown
 * again starts over. The `first` stages (when there are that many) show in the first render.
 */
export function useStages(count: number, first = 0): number {
  const [shown, setShown] = useState(() => Math.min(first, count));
  useEffect(() => {
    if (shown >= count) return;
    const next = () => startTransition(() => setShown((stage) => Math.max(stage, shown + 1)));
    if (shown === 0) {
      next();
      return;
    }
    return afterPaint(next);
  }, [shown, count]);
  return shown;
}

/** Runs `run` once the next frame is painted (a task after the frame's animation callbacks). */
function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
