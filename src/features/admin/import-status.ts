import type { MantineColor } from '@mantine/core';
import type { components } from '../../../openapi/schema';

type ImportTask = components['schemas']['ImportTask'];

/**
 * How an import task is shown: its status badge, whether it is still moving (and so polled
 * every second), and its current step in words. The server names steps `queued`, `starting`,
 * `reading`, `computing`, `writing` (or `writing: <part>` while it writes), `done`, `failed`.
 */
export type ImportStatus = ImportTask['status'];

export const STATUS_COLOR: Record<ImportStatus, MantineColor> = {
  PENDING: 'gray',
  RUNNING: 'blue',
  SUCCESS: 'teal',
  FAILURE: 'red',
};

export function isActive(task: Pick<ImportTask, 'status'>): boolean {
  return task.status === 'PENDING' || task.status === 'RUNNING';
}

/** While any task is queued or running the list is polled every second, else every 10 s. */
export const ACTIVE_POLL_MS = 1000;
export const IDLE_POLL_MS = 10_000;

export function pollInterval(tasks: readonly Pick<ImportTask, 'status'>[] | undefined): number {
  return tasks?.some(isActive) ? ACTIVE_POLL_MS : IDLE_POLL_MS;
}

export const KNOWN_STEPS = [
  'queued',
  'starting',
  'reading',
  'computing',
  'writing',
  'done',
  'failed',
] as const;
export type KnownStep = (typeof KNOWN_STEPS)[number];
export const KNOWN_PARTS = ['project', 'genes', 'samples', 'expression', 'analyses'] as const;
export type KnownPart = (typeof KNOWN_PARTS)[number];

export type StepPart =
  | { kind: 'known'; part: KnownPart }
  | { kind: 'comparison'; name: string }
  | { kind: 'other'; text: string };

export type DescribedStep =
  | { kind: 'known'; step: KnownStep; part?: StepPart }
  | { kind: 'other'; text: string };

function describePart(text: string): StepPart {
  const known = KNOWN_PARTS.find((part) => part === text);
  if (known) return { kind: 'known', part: known };
  const comparison = /^comparison (.+)$/.exec(text);
  if (comparison?.[1]) return { kind: 'comparison', name: comparison[1] };
  return { kind: 'other', text };
}

/** `writing: comparison dex_vs_untreated` → the writing step, part comparison `dex_vs_untreated`. */
export function describeStep(raw: string): DescribedStep {
  const [head = '', ...rest] = raw.split(':');
  const step = KNOWN_STEPS.find((known) => known === head.trim());
  if (!step) return { kind: 'other', text: raw };
  const part = rest.join(':').trim();
  return part ? { kind: 'known', step, part: describePart(part) } : { kind: 'known', step };
}

/** Milliseconds from start (or creation, if it never started) to finish; null while unfinished. */
export function taskDurationMs(
  task: Pick<ImportTask, 'created_at' | 'started_at' | 'finished_at'>,
): number | null {
  if (!task.finished_at) return null;
  const end = Date.parse(task.finished_at);
  const start = Date.parse(task.started_at ?? task.created_at);
  return Number.isFinite(end) && Number.isFinite(start) ? Math.max(0, end - start) : null;
}

/** Newest first, whatever order the server answered in. */
export function newestFirst<T extends Pick<ImportTask, 'id' | 'created_at'>>(tasks: readonly T[]): T[] {
  return [...tasks].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

const STEP_ORDER: readonly string[] = ['queued', 'starting', 'reading', 'computing', 'writing', 'done'];

/** Timings in the order the steps run (the server's JSON object may list them in any order). */
export function orderedTimings(timings: Record<string, number>): [string, number][] {
  const rank = (step: string) => {
    const index = STEP_ORDER.indexOf(step.split(':')[0]?.trim() ?? step);
    return index === -1 ? STEP_ORDER.length : index;
  };
  return Object.entries(timings)
    .filter(([, ms]) => Number.isFinite(ms))
    .sort(([a], [b]) => rank(a) - rank(b));
}

/**
 * The server writes its log in English (it has no request language when the task runs). Its
 * known lines are shown in the interface language; anything else (an archive's error, naming
 * the file, line and column) is shown as written.
 */
export const KNOWN_LOG_LINES = {
  'Archive received, waiting for a worker': 'received',
  'Data file received, waiting for a worker': 'dataFileReceived',
  'Import finished': 'finished',
  'Interrupted by a server stop; queued again': 'requeued',
  'Interrupted by a server stop; no more attempts left': 'abandoned',
} as const;
export type KnownLogLine = (typeof KNOWN_LOG_LINES)[keyof typeof KNOWN_LOG_LINES];

export type DescribedLogLine =
  | { kind: 'known'; line: KnownLogLine }
  | { kind: 'step'; step: string }
  | { kind: 'other'; text: string };

export function describeLogLine(text: string): DescribedLogLine {
  const known = (KNOWN_LOG_LINES as Record<string, KnownLogLine>)[text];
  if (known) return { kind: 'known', line: known };
  const step = /^Step: (.+)$/.exec(text)?.[1];
  if (step && describeStep(step).kind === 'known') return { kind: 'step', step };
  return { kind: 'other', text };
}
