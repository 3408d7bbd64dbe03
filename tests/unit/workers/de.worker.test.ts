/**
 * workers/de.worker.ts through Comlink, as the page drives it: the worker module listens on one
 * end of a MessageChannel (standing in for the worker's global scope), the test calls it from
 * the other. Progress reaches the caller, a cancel stops the run, the result's arrays arrive.
 */
import * as Comlink from 'comlink';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimmaVoomProgress } from '../../../genomics/de/limma-voom';
import type { DeWorkerApi } from '../../../workers/de.worker';
import { syntheticDeRequest } from '../../bench/de-data';
import { workerOnChannel } from '../../support/comlink-worker';

let worker: Comlink.Remote<DeWorkerApi>;
let close: () => void;

beforeAll(async () => {
  ({ remote: worker, close } = await workerOnChannel<DeWorkerApi>(
    () => import('../../../workers/de.worker'),
  ));
});

afterAll(() => close());

describe('the limma-voom worker', () => {
  it('runs a job, reporting progress, and answers the table', { timeout: 60_000 }, async () => {
    const request = syntheticDeRequest(6000, 12);
    const reports: LimmaVoomProgress[] = [];
    const outcome = await worker.run(
      1,
      Comlink.transfer(request, [request.counts.buffer as ArrayBuffer]),
      Comlink.proxy((progress: LimmaVoomProgress) => {
        reports.push(progress);
      }),
    );
    if (!outcome.ok) throw new Error(outcome.message);
    const result = outcome.value;
    expect(result.logFC).toBeInstanceOf(Float64Array);
    expect(result.logFC.length).toBe(6000);
    expect(result.adjPValue.some((p) => p < 0.05)).toBe(true);
    expect(result.trend.curveX.length).toBeGreaterThan(1000);
    expect(reports.length).toBeGreaterThan(0);
  });

  it('stops a job asked to cancel, with an AbortError', { timeout: 60_000 }, async () => {
    const request = syntheticDeRequest(20_000, 24);
    let cancelling: Promise<void> | null = null;
    const run = worker.run(
      2,
      Comlink.transfer(request, [request.counts.buffer as ArrayBuffer]),
      Comlink.proxy(() => {
        cancelling ??= worker.cancel(2);
      }),
    );
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(cancelling).not.toBeNull();
  });

  it('answers a refusal of the input with its code, parameters and English message', async () => {
    const request = syntheticDeRequest(100, 4);
    request.comparison = { ...request.comparison, numerator: 'DHT' };
    const outcome = await worker.run(3, request);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toMatchObject({
      code: 'de-not-a-level',
      params: { level: 'DHT', factor: 'condition' },
    });
    expect(outcome.message).toContain('"DHT" is not a level of "condition"');
  });
});
