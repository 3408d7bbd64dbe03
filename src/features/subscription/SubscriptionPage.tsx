import { Stack } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { PageHeader } from '../../ui/PageHeader';

export function SubscriptionPage() {
  const { t } = useTranslation('pages');
  return (
    <Stack gap="xl">
      <PageHeader title={t('subscription.title')} description={t('subscription.description')} />
      <EmptyScreen icon={IconCreditCard} />
    </Stack>
  );
}
