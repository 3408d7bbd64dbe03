import { Stack, Tabs } from '@mantine/core';
import { IconChartBar, IconLayoutGrid, IconReceipt } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { BillingTab } from './components/BillingTab';
import { PlansTab } from './components/PlansTab';
import { StatusTab } from './components/StatusTab';
import { parseSubscriptionSearch, SUBSCRIPTION_TABS, type SubscriptionTab } from './subscription-search';

const TAB_ICONS = { status: IconChartBar, plans: IconLayoutGrid, billing: IconReceipt } as const;

/** Subscription: the plan and its usage, the plans to move to, and the billing history. */
export function SubscriptionPage() {
  const { t } = useTranslation('pages');
  const { t: tSub } = useTranslation('subscription');
  const search = parseSubscriptionSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const active: SubscriptionTab = search.tab ?? 'status';
  const open = (tab: SubscriptionTab) =>
    void navigate({ to: '/subscription', search: tab === 'status' ? {} : { tab } });
  return (
    <Stack gap="xl">
      <PageHeader title={t('subscription.title')} description={t('subscription.description')} />
      <Tabs
        value={active}
        onChange={(value) => {
          const tab = SUBSCRIPTION_TABS.find((candidate) => candidate === value);
          if (tab) open(tab);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={tSub('tabs.label')} mb="lg">
          {SUBSCRIPTION_TABS.map((tab) => {
            const TabIcon = TAB_ICONS[tab];
            return (
              <Tabs.Tab key={tab} value={tab} leftSection={<TabIcon size={16} aria-hidden />}>
                {tSub(`tabs.${tab}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="status">
          <StatusTab onComparePlans={() => open('plans')} />
        </Tabs.Panel>
        <Tabs.Panel value="plans">
          <PlansTab />
        </Tabs.Panel>
        <Tabs.Panel value="billing">
          <BillingTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
