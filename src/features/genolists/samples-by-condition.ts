import type { components } from '../../../openapi/schema';

type ProjectSample = components['schemas']['ProjectSample'];
type FactorLevel = components['schemas']['GenolistFactorLevel'];

export type QcStatus = 'PASS' | 'WARNING' | 'FAIL' | 'OTHER';

/** PASS green, WARNING orange, FAIL red, anything else grey. */
export const QC_COLORS: Record<QcStatus, string> = {
  PASS: 'green',
  WARNING: 'orange',
  FAIL: 'red',
  OTHER: 'gray',
};

export interface ConditionSamples {
  /** The condition's level ('DHT'), its factor ('condition'), and its role in the fold change. */
  level: string;
  factor: string | null;
  role: 'numerator' | 'reference';
  samples: { id: number; name: string; qc: QcStatus }[];
}

export function qcStatus(sample: Pick<ProjectSample, 'quality_control'>): QcStatus {
  const status: unknown = sample.quality_control?.status;
  return status === 'PASS' || status === 'WARNING' || status === 'FAIL' ? status : 'OTHER';
}

function matches(sample: ProjectSample, level: FactorLevel | null, name: string | null): boolean {
  return sample.factors.some((item) =>
    level
      ? item.id === level.id || (item.factor === level.factor && item.level === level.level)
      : item.level === name,
  );
}

/**
 * The samples of each side of the comparison, numerator first: those with the comparison's
 * factor level (by id, else by factor and level name; without a comparison, by the condition
 * name alone). Samples keep the project's order.
 */
export function samplesByCondition(
  samples: readonly ProjectSample[],
  comparison: { main_factor: FactorLevel; secondary_factor: FactorLevel } | null,
  condition1: string | null,
  condition2: string | null,
): ConditionSamples[] {
  const sides = [
    { level: comparison?.main_factor ?? null, name: condition1, role: 'numerator' as const },
    { level: comparison?.secondary_factor ?? null, name: condition2, role: 'reference' as const },
  ];
  return sides
    .filter((side) => side.level || side.name)
    .map((side) => ({
      level: side.level?.level ?? side.name ?? '',
      factor: side.level?.factor ?? null,
      role: side.role,
      samples: samples
        .filter((sample) => matches(sample, side.level, side.name))
        .map((sample) => ({ id: sample.id, name: sample.name, qc: qcStatus(sample) })),
    }));
}
