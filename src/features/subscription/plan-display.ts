import { BYTES_PER_GB, UNLIMITED } from '../../../genomics/plans';
import type { Plan } from './api/get-plans';

/**
 * What a plan card and the usage bars show, decided apart from React. A plan's own
 * `features_list` wins when it has one; otherwise its lines come from its limits and the flags of
 * features GenoApp has. A card promises only what exists: `ai_assistant` names nothing GenoApp
 * does, so it is never listed, though plans keep the flag. `multi_project_comparison` opens the
 * comparison of genolists of several projects (`/compare`; one project's are open to every plan).
 */

export type PlanFeatureLine =
  | { key: 'projects' | 'genolists' | 'storage' | 'collaborators'; limit: number | null }
  | {
      key:
        | 'advancedVisualizations'
        | 'multiProjectComparison'
        | 'apiAccess'
        | 'advancedStatistics'
        | 'collaboration'
        | 'prioritySupport';
    }
  | { key: 'custom'; text: string };

/** The plan flags a card and the status tab list, each with its line's key. */
export const LISTED_FLAGS = [
  ['advanced_visualizations', 'advancedVisualizations'],
  ['multi_project_comparison', 'multiProjectComparison'],
  ['advanced_statistics', 'advancedStatistics'],
  ['api_access', 'apiAccess'],
  ['collaboration_features', 'collaboration'],
  ['priority_support', 'prioritySupport'],
] as const;

/** A limit as shown: null for unlimited. */
function limit(value: number): number | null {
  return value === UNLIMITED ? null : value;
}

export function planFeatureLines(plan: Plan): PlanFeatureLine[] {
  if (plan.features_list.length > 0) return plan.features_list.map((text) => ({ key: 'custom', text }));
  const lines: PlanFeatureLine[] = [
    { key: 'projects', limit: limit(plan.max_projects) },
    { key: 'genolists', limit: limit(plan.max_genolists) },
    { key: 'storage', limit: limit(plan.max_storage_gb) },
    { key: 'collaborators', limit: limit(plan.max_collaborators) },
  ];
  for (const [flag, key] of LISTED_FLAGS) if (plan[flag]) lines.push({ key });
  return lines;
}

/** The action a plan card offers the user. */
export type PlanAction = 'current' | 'startFree' | 'requestQuote';

export function planAction(plan: Plan, currentPlanId: number | null): PlanAction {
  if (plan.id === currentPlanId) return 'current';
  return plan.plan_type === 'FREE' ? 'startFree' : 'requestQuote';
}

export type UsageColor = 'green' | 'yellow' | 'red';

/** Under 70 % green, under 90 % yellow, else red. */
export function usageColor(percent: number): UsageColor {
  if (percent < 70) return 'green';
  if (percent < 90) return 'yellow';
  return 'red';
}

export interface Usage {
  used: number;
  /** null when the plan sets no limit. */
  max: number | null;
  /** 0–100, 0 when unlimited. */
  percent: number;
  color: UsageColor;
}

export function usage(used: number, max: number): Usage {
  if (max === UNLIMITED) return { used, max: null, percent: 0, color: 'green' };
  const percent = max <= 0 ? 100 : Math.min(100, (used / max) * 100);
  return { used, max, percent, color: usageColor(percent) };
}

/** Storage usage in GB (the server measures bytes; MB / 1024 as the plans count). */
export function storageUsage(bytes: number, maxGb: number): Usage {
  return usage(bytes / BYTES_PER_GB, maxGb);
}
