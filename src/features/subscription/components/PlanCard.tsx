import { Badge, Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type Icon,
  IconBuildingSkyscraper,
  IconCheck,
  IconCrown,
  IconRocket,
  IconSchool,
  IconSeedling,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PlanType } from '../../../../genomics/plans';
import type { Plan } from '../api/get-plans';
import { type PlanAction, planFeatureLines } from '../plan-display';
import { featureLineText, planName } from './labels';

const PLAN_ICONS: Record<PlanType, Icon> = {
  FREE: IconSeedling,
  BASIC: IconRocket,
  PRO: IconCrown,
  ENTERPRISE: IconBuildingSkyscraper,
  ACADEMIC: IconSchool,
};

interface PlanCardProps {
  plan: Plan;
  action: PlanAction;
  starting: boolean;
  onStartFree: () => void;
  onRequestQuote: () => void;
}

/** One plan of the grid: icon, name, price, description, what it includes and its one action. */
export function PlanCard({ plan, action, starting, onStartFree, onRequestQuote }: PlanCardProps) {
  const { t, i18n } = useTranslation('subscription');
  const PlanIcon = PLAN_ICONS[plan.plan_type];
  const popular = plan.plan_type === 'PRO';
  const name = planName(t, plan);
  const amount = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(plan.price) ? 0 : 2,
  }).format(plan.price);
  const price =
    plan.price === 0
      ? t('plans.free')
      : t(plan.billing_period === 'YEARLY' ? 'plans.perYear' : 'plans.perMonth', { price: amount });
  return (
    <Card
      component="article"
      aria-label={name}
      shadow={popular ? 'md' : undefined}
      style={
        popular
          ? {
              borderColor: 'var(--mantine-color-blue-filled)',
              borderWidth: 2,
              transform: 'scale(1.03)',
              zIndex: 1,
            }
          : undefined
      }
      data-plan={plan.plan_type}
    >
      <Stack gap="md" h="100%">
        <Stack gap="xs">
          <ThemeIcon size={44} radius="md" variant="light" color={popular ? 'blue' : 'gray'}>
            <PlanIcon size={24} aria-hidden />
          </ThemeIcon>
          {popular && (
            <Badge color="blue" variant="filled" style={{ alignSelf: 'flex-start' }}>
              {t('plans.popular')}
            </Badge>
          )}
          <Title order={3} fz="h4">
            {name}
          </Title>
          <Text fz="xl" fw={700} data-testid="plan-price">
            {price}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`planDescriptions.${plan.plan_type}`, { defaultValue: plan.description })}
          </Text>
        </Stack>
        <List
          size="sm"
          spacing={6}
          icon={
            <ThemeIcon size={18} radius="xl" color="teal" variant="light">
              <IconCheck size={12} aria-hidden />
            </ThemeIcon>
          }
          style={{ flexGrow: 1 }}
        >
          {planFeatureLines(plan).map((line) => {
            const text = featureLineText(t, line);
            return <List.Item key={text}>{text}</List.Item>;
          })}
        </List>
        {action === 'current' ? (
          <Button disabled fullWidth>
            {t('plans.currentPlan')}
          </Button>
        ) : action === 'startFree' ? (
          <Button variant="light" fullWidth loading={starting} onClick={onStartFree}>
            {t('plans.startFree')}
          </Button>
        ) : (
          <Button variant={popular ? 'filled' : 'light'} fullWidth onClick={onRequestQuote}>
            {t('plans.requestQuote')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
