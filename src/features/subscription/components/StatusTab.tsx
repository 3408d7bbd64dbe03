import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { type SubscriptionFeatures, useSubscriptionFeatures } from '../api/get-subscription-features';
import { LISTED_FLAGS, storageUsage, usage } from '../plan-display';
import { planName, STATUS_COLORS } from './labels';
import { UsageBar } from './UsageBar';

/** Subscription › Status: the plan and its state, what is used of it, and what it includes. */
export function StatusTab({ onComparePlans }: { onComparePlans: () => void }) {
  const { t, i18n } = useTranslation('subscription');
  const current = useCurrentSubscription();
  const features = useSubscriptionFeatures();
  if (current.isError || features.isError)
    return (
      <Text c="red" role="alert">
        {t('current.loadFailed')}
      </Text>
    );
  if (!current.data || !features.data) return <Skeleton h={320} radius="md" />;
  const subscription = current.data;
  const limits = features.data;
  const language = i18n.language;
  const name = planName(t, subscription.plan_details);
  const limited = subscription.effective_plan.id !== subscription.plan_details.id;

  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('current.title')}
              </Text>
              <Title order={2} fz="h3">
                {name}
              </Title>
            </Stack>
            <Badge color={STATUS_COLORS[subscription.status]} variant="light" size="lg">
              {t(`statuses.${subscription.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t(`planDescriptions.${subscription.plan_details.plan_type}`, {
              defaultValue: subscription.plan_details.description,
            })}
          </Text>
          <Group gap="xl">
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('current.since')}
              </Text>
              <Text size="sm">{formatDate(subscription.start_date, language)}</Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('current.ends')}
              </Text>
              <Text size="sm">
                {subscription.end_date ? formatDate(subscription.end_date, language) : t('current.noEnd')}
              </Text>
            </Stack>
          </Group>
          {subscription.status === 'TRIAL' && subscription.days_remaining !== null && (
            <Text size="sm" c="blue" fw={500}>
              {t('current.trialDays', { count: subscription.days_remaining })}
            </Text>
          )}
          {limited && (
            <Text size="sm" c="orange" role="status">
              {t('current.fallback', {
                plan: name,
                status: t(`statuses.${subscription.status}`).toLowerCase(),
              })}
            </Text>
          )}
          {limits.unlimited && (
            <Text size="sm" c="dimmed">
              {t('current.unlimited')}
            </Text>
          )}
        </Stack>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <UsageCard features={limits} />
        <Card>
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t('features.title')}
            </Title>
            {LISTED_FLAGS.map(([flag, key]) => {
              const included = limits.unlimited || limits[flag];
              return (
                <Group key={flag} gap="sm" wrap="nowrap">
                  <ThemeIcon size="sm" radius="xl" variant="light" color={included ? 'teal' : 'gray'}>
                    {included ? <IconCheck size={12} aria-hidden /> : <IconMinus size={12} aria-hidden />}
                  </ThemeIcon>
                  <Text size="sm" c={included ? undefined : 'dimmed'}>
                    {t(`lines.${key}`)}
                    <VisuallyHidden>
                      {` (${included ? t('features.included') : t('features.notIncluded')})`}
                    </VisuallyHidden>
                  </Text>
                </Group>
              );
            })}
            <Button variant="light" onClick={onComparePlans} style={{ alignSelf: 'flex-start' }} mt="xs">
              {t('features.compare')}
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

function UsageCard({ features }: { features: SubscriptionFeatures }) {
  const { t, i18n } = useTranslation('subscription');
  const language = i18n.language;
  const amount = (used: string, max: string | null) =>
    max === null ? t('usage.ofUnlimited', { used }) : t('usage.of', { used, max });
  const projects = usage(features.current_projects, features.unlimited ? -1 : features.max_projects);
  const genolists = usage(features.current_genolists, features.unlimited ? -1 : features.max_genolists);
  const storage = storageUsage(
    features.current_storage_bytes,
    features.unlimited ? -1 : features.max_storage_gb,
  );
  const gb = (value: number, digits?: number) =>
    t('usage.gb', { value: formatNumber(value, language, digits) });
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('usage.title')}
        </Title>
        <UsageBar
          label={t('usage.projects')}
          usage={projects}
          amount={amount(
            formatNumber(projects.used, language),
            projects.max === null ? null : formatNumber(projects.max, language),
          )}
        />
        <UsageBar
          label={t('usage.genolists')}
          usage={genolists}
          amount={amount(
            formatNumber(genolists.used, language),
            genolists.max === null ? null : formatNumber(genolists.max, language),
          )}
        />
        <UsageBar
          label={t('usage.storage')}
          usage={storage}
          amount={amount(gb(storage.used, 2), storage.max === null ? null : gb(storage.max))}
        />
        <Text size="xs" c="dimmed">
          {t('usage.storageHint')}
        </Text>
      </Stack>
    </Card>
  );
}
