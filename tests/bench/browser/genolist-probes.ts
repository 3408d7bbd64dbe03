/**
 * Where the time of opening a genolist goes, seen from the page without changing the app: an init
 * script (`PROBES_SCRIPT`) notes when the genolist screen's chunk
 * arrives, when the mirrored frame is read from IndexedDB, when the genes worker is created and
 * answers, and the main thread's long tasks. `openAndWatch` clicks (or navigates) and answers
 * those moments relative to the click, with the time the table or the volcano was ready: once
 * the frame that shows it has been styled, laid out and painted.
 */
import type { Page } from '@playwright/test';

export interface Probes {
  marks: { name: string; at: number }[];
  longTasks: { start: number; duration: number }[];
}

/** Runs in the page before the app; self-contained, as its source is what the page gets. */
function installProbes(): void {
  const probes: Probes = { marks: [], longTasks: [] };
  (window as unknown as { __probes: Probes }).__probes = probes;
  const mark = (name: string, at = performance.now()) => {
    probes.marks.push({ name, at });
    // Also on a trace's timeline (Chromium's blink.user_timing), for a look at what lies between.
    performance.mark(name, { startTime: at });
  };

  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      const name = String(url).includes('genes.worker') ? 'genes worker' : 'worker';
      mark(`${name}: created`);
      this.addEventListener('message', () => mark(`${name}: answered`));
      const post = this.postMessage.bind(this) as (...args: unknown[]) => void;
      this.postMessage = (...args: unknown[]) => {
        mark(`${name}: posted`);
        post(...args);
      };
    }
  };

  const get = IDBObjectStore.prototype.get;
  IDBObjectStore.prototype.get = function (this: IDBObjectStore, key: IDBValidKey | IDBKeyRange) {
    const request = get.call(this, key);
    if (this.name === 'frames') {
      mark('frame read: asked');
      request.addEventListener('success', () => mark('frame read: answered'));
    }
    return request;
  };

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (/GenolistPage-[^/]*\.js$/.test(entry.name)) mark('screen chunk: loaded', entry.responseEnd);
      if (/\/frame(\?|$)/.test(entry.name)) mark('frame download: done', entry.responseEnd);
    }
  }).observe({ type: 'resource', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probes.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * The init script (context.addInitScript) installing the probes. tsx compiles the bench with
 * esbuild's keepNames, which wraps named functions in a `__name` helper the page does not have:
 * the script defines it too, for the probes and for `watchOpening`'s function.
 */
export const PROBES_SCRIPT = `globalThis.__name ??= (f) => f; (${installProbes.toString()})();`;

/** What the page must show to count as ready. */
export type Ready = 'table' | 'volcano';

export interface Opening {
  /** Milliseconds from the click until the first frame showing what was waited for is painted. */
  total: number;
  /** Moments (ms after the click) at which each probe fired first (a worker's answer: last). */
  phases: Record<string, number>;
  /** Main-thread time in long tasks (> 50 ms) between the click and ready. */
  longTaskMs: number;
  /** The longest of those tasks (its part between the click and ready); 0 when none. */
  longestTaskMs: number;
  /** Tasks over 50 ms (whole duration) overlapping the click → ready span. */
  tasksOver50: number;
}

/**
 * Starts the opening with `start` (a click, or a navigation) inside the page, then watches every
 * frame until `ready` shows. Moments come from the probes and from a MutationObserver: the
 * screen's heading, the genes skeleton, the table's first row, the volcano's drawn points.
 */
export async function watchOpening(
  page: Page,
  ready: Ready,
  start: { click: string } | { navigate: string },
): Promise<Opening> {
  return page.evaluate(
    async ({ ready, start }) => {
      const probes = (window as unknown as { __probes: Probes }).__probes;
      const seen: Record<string, number> = {};
      const checks: Record<string, () => boolean> = {
        'screen: heading': () => document.querySelector('h1 a[href^="/projects/"]') !== null,
        'table: first row': () => document.querySelector('table[aria-label="Genes"] tbody tr td') !== null,
        'volcano: drawn': () => document.querySelector('[data-testid="volcano-plot"][data-drawn]') !== null,
      };
      const look = () => {
        for (const [name, check] of Object.entries(checks))
          if (seen[name] === undefined && check()) seen[name] = performance.mark(name).startTime;
      };
      const observer = new MutationObserver(look);
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      const goal = ready === 'table' ? 'table: first row' : 'volcano: drawn';
      const t0 = performance.now();
      performance.mark('open: start', { startTime: t0 });
      if ('click' in start) {
        const anchor = document.querySelector<HTMLAnchorElement>(start.click);
        if (!anchor) throw new Error(`nothing matches ${start.click}`);
        anchor.click();
      } else {
        // What the router does for a link: a new history entry, then a popstate it listens to.
        const index = (history.state?.__TSR_index ?? 0) + 1;
        history.pushState({ ...history.state, __TSR_index: index, key: String(index) }, '', start.navigate);
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      }
      let total = 0;
      for (;;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        look();
        if (seen[goal] !== undefined) {
          // This frame shows it once its style, layout and paint are done: a task queued from its
          // animation-frame step runs just after them.
          await new Promise<void>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          });
          total = performance.now() - t0;
          break;
        }
        if (performance.now() - t0 > 60_000) throw new Error(`not ${ready} after 60 s at ${location.href}`);
      }
      observer.disconnect();
      const end = t0 + total;
      const phases: Record<string, number> = {};
      // A worker's last answer before ready is the one the screen waited for; other probes count once.
      for (const { name, at } of probes.marks)
        if (at >= t0 && at <= end && (phases[name] === undefined || name.endsWith('answered')))
          phases[name] = at - t0;
      for (const [name, at] of Object.entries(seen)) phases[name] = at - t0;
      // Long tasks are reported once they end: the one holding the last frame shows up a little later.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const spans = probes.longTasks
        .filter((task) => task.start + task.duration > t0 && task.start < end)
        .map((task) => Math.min(end, task.start + task.duration) - Math.max(t0, task.start));
      const longTaskMs = spans.reduce((sum, span) => sum + span, 0);
      const longestTaskMs = spans.reduce((longest, span) => Math.max(longest, span), 0);
      const tasksOver50 = probes.longTasks.filter(
        (task) => task.start + task.duration > t0 && task.start < end && task.duration > 50,
      ).length;
      return { total, phases, longTaskMs, longestTaskMs, tasksOver50 };
    },
    { ready, start },
  );
}

/** What an interaction on an open screen waits for. */
export type Settled = 'volcano drawn' | 'legend changed';

export interface Interaction {
  /** Milliseconds from the click until the first frame showing what was waited for is painted. */
  total: number;
  /** The longest main-thread task (whole duration) from the click to `settleMs` after ready. */
  longestTaskMs: number;
  /** Tasks over 50 ms in that span. */
  tasksOver50: number;
}

/**
 * Clicks an element of the page (the first `selector` whose text is `text`) and watches the main
 * thread until `ready` shows and `settleMs` more have passed: what follows the click (the rest
 * of a tab mounting, a chart redrawn) counts, whatever task it lands in.
 */
export async function watchInteraction(
  page: Page,
  target: { selector: string; text: string },
  ready: Settled,
  settleMs: number,
): Promise<Interaction> {
  return page.evaluate(
    async ({ target, ready, settleMs }) => {
      const probes = (window as unknown as { __probes: Probes }).__probes;
      const element = [...document.querySelectorAll<HTMLElement>(target.selector)].find(
        (candidate) => candidate.textContent?.trim() === target.text,
      );
      if (!element) throw new Error(`no ${target.selector} reads ${target.text}`);
      const legend = () => document.querySelector('[data-testid="volcano-up"]')?.textContent ?? null;
      const before = legend();
      const done =
        ready === 'volcano drawn'
          ? () => document.querySelector('[data-testid="volcano-plot"][data-drawn]') !== null
          : () => legend() !== before;
      const t0 = performance.now();
      element.click();
      let total = 0;
      for (;;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        if (done()) {
          // After this frame's paint, as for an opening.
          await new Promise<void>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          });
          total = performance.now() - t0;
          break;
        }
        if (performance.now() - t0 > 30_000) throw new Error(`not ${ready} 30 s after the click`);
      }
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      const end = performance.now();
      const tasks = probes.longTasks.filter((task) => task.start + task.duration > t0 && task.start < end);
      return {
        total,
        longestTaskMs: tasks.reduce((longest, task) => Math.max(longest, task.duration), 0),
        tasksOver50: tasks.filter((task) => task.duration > 50).length,
      };
    },
    { target, ready, settleMs },
  );
}
