import type { ProjectSample } from './api/get-project';
import type { GenesDetectedSeries } from './api/get-project-genes-detected';

/** Genes per sample: the mean of the first series' values, rounded; null without values. */
export function genesPerSample(series: readonly GenesDetectedSeries[] | undefined): number | null {
  const values = (series?.[0]?.data ?? []).map((entry) => entry.value).filter(Number.isFinite);
  if (values.length === 0) return null;
  return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}

/** The share of samples neither failed nor warned, in percent, rounded; null without samples. */
export function qualityPercent(samples: readonly Pick<ProjectSample, 'quality_control'>[]): number | null {
  if (samples.length === 0) return null;
  const good = samples.filter((sample) => sample.quality_control.status === 'PASS').length;
  return Math.round((good / samples.length) * 100);
}

/** 'Homo sapiens', or null when neither part is known. */
export function speciesName(species: ProjectSample['species']): string | null {
  const parts = [species?.genus, species?.species].filter((part): part is string => Boolean(part?.trim()));
  return parts.length === 0 ? null : parts.join(' ');
}

/** The sample's level of the project's first factor (the samples table's "Condition"). */
export function sampleCondition(sample: Pick<ProjectSample, 'factors'>): string | null {
  return sample.factors[0]?.level ?? null;
}
