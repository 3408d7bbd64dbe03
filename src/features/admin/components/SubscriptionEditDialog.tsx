import { Select, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../../../genomics/plans';
import { notify } from '../../../ui/notify';
import { planName, usePlans } from '../../subscription';
import type { AdminSubscription } from '../api/admin-subscriptions';
import { useUpdateSubscription } from '../api/admin-subscriptions';
import { personName } from '../use-list-view';
import { ConsoleFormDialog } from './ConsoleFormDialog';
import { notifyFailure } from './console-feedback';

interface SubscriptionEditDialogProps {
  subscription: AdminSubscription | null;
  onClose: () => void;
}

/** Staff change a user's plan, status, end date and renewal (any status may be set). */
export function SubscriptionEditDialog({ subscription, onClose }: SubscriptionEditDialogProps) {
  const { t } = useTranslation('admin');
  const { t: tSub } = useTranslation('subscription');
  const plans = usePlans();
  const update = useUpdateSubscription();
  const [plan, setPlan] = useState<string | null>(null);
  const [status, setStatus] = useState<SubscriptionStatus>('ACTIVE');
  const [endDate, setEndDate] = useState('');
  const [autoRenew, setAutoRenew] = useState(false);

  useEffect(() => {
    if (!subscription) return;
    setPlan(String(subscription.plan.id));
    setStatus(subscription.status);
    setEndDate(subscription.end_date ? subscription.end_date.slice(0, 10) : '');
    setAutoRenew(subscription.auto_renew);
  }, [subscription]);

  const save = () => {
    if (!subscription || plan === null) return;
    update.mutate(
      {
        id: subscription.id,
        patch: {
          plan: Number(plan),
          status,
          end_date: endDate ? new Date(`${endDate}T23:59:59Z`).toISOString() : null,
          auto_renew: autoRenew,
        },
      },
      {
        onSuccess: () => {
          notify('success', { title: t('subscriptions.updated'), message: subscription.user.email });
          onClose();
        },
        onError: (error) => notifyFailure(t('subscriptions.updateFailed'), error, t('console.genericError')),
      },
    );
  };

  return (
    <ConsoleFormDialog
      opened={subscription !== null}
      title={t('subscriptions.editTitle', { person: subscription ? personName(subscription.user) : '' })}
      pending={update.isPending}
      onSave={save}
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        {subscription?.user.email}
      </Text>
      <Select
        label={t('subscriptions.plan')}
        data={(plans.data ?? []).map((option) => ({
          value: String(option.id),
          label: planName(tSub, option),
        }))}
        value={plan}
        onChange={setPlan}
        allowDeselect={false}
      />
      <Select
        label={t('subscriptions.status')}
        data={SUBSCRIPTION_STATUSES.map((value) => ({ value, label: tSub(`statuses.${value}`) }))}
        value={status}
        onChange={(value) => {
          const next = SUBSCRIPTION_STATUSES.find((candidate) => candidate === value);
          if (next) setStatus(next);
        }}
        allowDeselect={false}
      />
      <TextInput
        label={t('subscriptions.endDate')}
        description={t('subscriptions.endDateHint')}
        type="date"
        value={endDate}
        onChange={(event) => setEndDate(event.currentTarget.value)}
      />
      <Switch
        label={t('subscriptions.autoRenew')}
        checked={autoRenew}
        onChange={(event) => setAutoRenew(event.currentTarget.checked)}
      />
    </ConsoleFormDialog>
  );
}
