import { Alert, Badge, Card, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useSubscriptionHistory } from '../api/get-subscription-history';
import { useMyQuoteRequests } from '../api/quote-requests';
import { planName, QUOTE_STATUS_COLORS, STATUS_COLORS } from './labels';

/** Subscription › Billing: no payment is taken online; the real history of the plan and the user's quote requests. */
export function BillingTab() {
  const { t } = useTranslation('subscription');
  return (
    <Stack gap="lg">
      <Alert
        color="blue"
        variant="light"
        icon={<IconInfoCircle size={20} aria-hidden />}
        title={t('billing.title')}
      >
        {t('billing.noPayment')}
      </Alert>
      <HistoryCard />
      <QuotesCard />
    </Stack>
  );
}

function HistoryCard() {
  const { t, i18n } = useTranslation('subscription');
  const history = useSubscriptionHistory();
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('billing.history')}
        </Title>
        {history.isError ? (
          <Text c="red" role="alert">
            {t('billing.loadFailed')}
          </Text>
        ) : !history.data ? (
          <Skeleton h={120} />
        ) : history.data.length === 0 ? (
          <Text c="dimmed">{t('billing.historyEmpty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table aria-label={t('billing.history')} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('billing.date')}</Table.Th>
                  <Table.Th>{t('billing.plan')}</Table.Th>
                  <Table.Th>{t('billing.status')}</Table.Th>
                  <Table.Th>{t('billing.change')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.map((change) => (
                  <Table.Tr key={change.id}>
                    <Table.Td>{formatDate(change.at, i18n.language)}</Table.Td>
                    <Table.Td>{planName(t, change.plan)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[change.status]} variant="light">
                        {t(`statuses.${change.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{t(`billing.reasons.${change.reason}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

function QuotesCard() {
  const { t, i18n } = useTranslation('subscription');
  const quotes = useMyQuoteRequests();
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('billing.quotes')}
        </Title>
        {quotes.isError ? (
          <Text c="red" role="alert">
            {t('billing.loadFailed')}
          </Text>
        ) : !quotes.data ? (
          <Skeleton h={80} />
        ) : quotes.data.length === 0 ? (
          <Text c="dimmed">{t('billing.quotesEmpty')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {quotes.data.map((quote) => (
              <Paper
                key={quote.id}
                withBorder
                p="sm"
                component="li"
                aria-label={planName(t, quote.target_plan)}
              >
                <Group justify="space-between" gap="xs">
                  <Stack gap={0}>
                    <Text fw={500}>{planName(t, quote.target_plan)}</Text>
                    <Text size="xs" c="dimmed">
                      {quote.company_name} ·{' '}
                      {t('billing.requestedOn', { date: formatDate(quote.created_at, i18n.language) })}
                    </Text>
                  </Stack>
                  <Badge color={QUOTE_STATUS_COLORS[quote.status]} variant="light">
                    {t(`quoteStatuses.${quote.status}`)}
                  </Badge>
                </Group>
                {quote.reply && (
                  <Stack gap={2} mt="xs">
                    <Text size="xs" fw={500} c="dimmed">
                      {t('billing.reply')}
                      {quote.replied_at ? ` · ${formatDate(quote.replied_at, i18n.language)}` : ''}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {quote.reply}
                    </Text>
                  </Stack>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
