import type { TFunction } from 'i18next';
import type { PlanType, SubscriptionStatus } from '../../../../genomics/plans';
import type { PlanFeatureLine } from '../plan-display';

export const STATUS_COLORS: Record<SubscriptionStatus, string> = {
  ACTIVE: 'green',
  TRIAL: 'blue',
  EXPIRED: 'red',
  CANCELLED: 'gray',
  SUSPENDED: 'orange',
};

export const QUOTE_STATUS_COLORS = {
  PENDING: 'gray',
  IN_PROGRESS: 'blue',
  QUOTED: 'violet',
  ACCEPTED: 'green',
  REJECTED: 'red',
} as const;

/** A plan's name in the reader's language, its stored name for a type the screens do not know. */
export function planName(t: TFunction<'subscription'>, plan: { plan_type: PlanType; name: string }): string {
  return t(`planNames.${plan.plan_type}`, { defaultValue: plan.name });
}

export function featureLineText(t: TFunction<'subscription'>, line: PlanFeatureLine): string {
  switch (line.key) {
    case 'custom':
      return line.text;
    case 'projects':
    case 'genolists':
    case 'storage':
    case 'collaborators':
      return line.limit === null
        ? t(`lines.${line.key}Unlimited`)
        : t(`lines.${line.key}`, { count: line.limit });
    default:
      return t(`lines.${line.key}`);
  }
}
