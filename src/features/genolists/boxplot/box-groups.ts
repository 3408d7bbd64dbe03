import { type BoxStats, boxStats } from './box-stats';
import type { BoxplotData } from './get-boxplot-data';

/**
 * The groups of a gene's box plot, left to right: the comparison's first condition, its second,
 * then the project's other levels of the same factor in the order the samples come (samples
 * with no level of it last, as one group named null).
 */

export interface BoxPoint {
  sample: string;
  sampleId: number;
  value: number;
}

export interface BoxGroup {
  /** The level's name; null for samples outside every level of the factor. */
  name: string | null;
  /** 0 and 1: the two conditions compared; 2: any other group. */
  role: 0 | 1 | 2;
  points: BoxPoint[];
  stats: BoxStats | null;
}

function points(values: readonly { sample: string; sample_id: number; value: number }[]): BoxPoint[] {
  return values.map(({ sample, sample_id, value }) => ({ sample, sampleId: sample_id, value }));
}

export function boxGroups(data: BoxplotData): BoxGroup[] {
  const groups: BoxGroup[] = [];
  const compared: [string | null, BoxplotData['condition_1_values'], 0 | 1][] = [
    [data.condition_1_name, data.condition_1_values, 0],
    [data.condition_2_name, data.condition_2_values, 1],
  ];
  for (const [name, values, role] of compared) {
    if (values.length > 0) groups.push({ name, role, points: points(values), stats: null });
  }
  const others = new Map<string | null, BoxPoint[]>();
  for (const point of data.other_values) {
    const list = others.get(point.level) ?? [];
    list.push({ sample: point.sample, sampleId: point.sample_id, value: point.value });
    others.set(point.level, list);
  }
  const named = [...others].filter(([level]) => level !== null);
  const unnamed = others.get(null);
  for (const [name, list] of named) groups.push({ name, role: 2, points: list, stats: null });
  if (unnamed) groups.push({ name: null, role: 2, points: unnamed, stats: null });
  for (const group of groups) group.stats = boxStats(group.points.map((point) => point.value));
  return groups;
}
