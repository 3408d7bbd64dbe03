import type { QualityResult, QualitySample } from './api/get-project-quality';

export type QcStatus = QualitySample['status'];

export const QC_COLOR: Record<QcStatus, string> = { PASS: 'teal', WARNING: 'orange', FAIL: 'red' };

export interface QcCounts {
  pass: number;
  warning: number;
  fail: number;
  total: number;
}

/** Pass, warning and failed counts of the quality-control card. */
export function qcCounts(result: QualityResult): QcCounts {
  return {
    pass: result.passed_samples,
    warning: result.warning_samples.length,
    fail: result.failed_samples.length,
    total: result.nb_samples,
  };
}

/** The samples to look at: failed first, then warnings, each by name. */
export function flaggedSamples(result: QualityResult): QualitySample[] {
  const byName = (a: QualitySample, b: QualitySample) =>
    a.sample_name.localeCompare(b.sample_name, undefined, { numeric: true });
  return [...[...result.failed_samples].sort(byName), ...[...result.warning_samples].sort(byName)];
}
