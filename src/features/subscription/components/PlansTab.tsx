import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { notify } from '../../../ui/notify';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { type Plan, usePlans } from '../api/get-plans';
import { useSelectPlan } from '../api/select-plan';
import { planAction } from '../plan-display';
import { PlanCard } from './PlanCard';
import { QuoteDialog } from './QuoteDialog';

/** Subscription › Plans: the plan grid, FREE started at once, any other plan through a quote. */
export function PlansTab() {
  const { t } = useTranslation('subscription');
  const plans = usePlans();
  const current = useCurrentSubscription();
  const select = useSelectPlan();
  const [quoting, setQuoting] = useState<Plan | null>(null);
  const currentPlanId = current.data?.plan_details.id ?? null;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} fz="h3">
          {t('plans.title')}
        </Title>
        <Text c="dimmed" size="sm" maw="48rem">
          {t('plans.intro')}
        </Text>
      </Stack>
      {plans.isError ? (
        <Text c="red" role="alert">
          {t('plans.loadFailed')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="xl" py="xs">
          {plans.data
            ? plans.data.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  action={planAction(plan, currentPlanId)}
                  starting={select.isPending && select.variables === plan.id}
                  onStartFree={() =>
                    select.mutate(plan.id, {
                      onSuccess: () => notify('success', { title: t('plans.freeStarted'), message: '' }),
                      onError: (error) =>
                        notify('error', {
                          title: t('plans.freeFailed'),
                          message: error instanceof ApiError ? (error.serverMessage ?? error.message) : '',
                        }),
                    })
                  }
                  onRequestQuote={() => setQuoting(plan)}
                />
              ))
            : [0, 1, 2].map((slot) => (
                <Skeleton key={slot} h={420} radius="md" data-testid="plan-skeleton" />
              ))}
        </SimpleGrid>
      )}
      <QuoteDialog plan={quoting} onClose={() => setQuoting(null)} />
    </Stack>
  );
}
