import {
  ActionIcon,
  Badge,
  Card,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { planName, QUOTE_STATUS_COLORS, STATUS_COLORS } from '../../subscription';
import {
  type AdminQuoteRequest,
  type AdminSubscription,
  useAdminQuoteRequests,
  useAdminSubscriptions,
} from '../api/admin-subscriptions';
import { QuoteEditDialog } from './QuoteEditDialog';
import { SubscriptionEditDialog } from './SubscriptionEditDialog';

/** Lists of subscriptions and quote requests scroll in a box of this height. */
const LIST_HEIGHT = 600;

function personName(user: { first_name: string; last_name: string; username: string }): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
}

function matches(query: string, ...texts: string[]): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || texts.some((text) => text.toLowerCase().includes(needle));
}

/** Console › Subscriptions: every user's subscription and every quote request, each editable by staff. */
export function SubscriptionsTab() {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<AdminSubscription | null>(null);
  const [answering, setAnswering] = useState<AdminQuoteRequest | null>(null);
  return (
    <Stack gap="lg">
      <TextInput
        label={t('subscriptions.search')}
        placeholder={t('subscriptions.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        type="search"
        maw="28rem"
      />
      <SubscriptionsCard query={query} onEdit={setEditing} />
      <QuotesCard query={query} onEdit={setAnswering} />
      <SubscriptionEditDialog subscription={editing} onClose={() => setEditing(null)} />
      <QuoteEditDialog quote={answering} onClose={() => setAnswering(null)} />
    </Stack>
  );
}

function SubscriptionsCard({ query, onEdit }: { query: string; onEdit: (row: AdminSubscription) => void }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tSub } = useTranslation('subscription');
  const list = useAdminSubscriptions();
  const rows = (list.data ?? []).filter((row) =>
    matches(query, personName(row.user), row.user.email, row.user.username, planName(tSub, row.plan)),
  );
  return (
    <Card>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {t('subscriptions.title')}
          </Title>
          {list.data && (
            <Text size="sm" c="dimmed">
              {t('subscriptions.count', { count: rows.length, total: list.data.length })}
            </Text>
          )}
        </Group>
        {list.isError ? (
          <Text c="red" role="alert">
            {t('subscriptions.loadFailed')}
          </Text>
        ) : !list.data ? (
          <Skeleton h={200} />
        ) : (
          <ScrollArea.Autosize mah={LIST_HEIGHT} type="auto">
            <Table aria-label={t('subscriptions.title')} verticalSpacing="xs" miw={720} stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('subscriptions.user')}</Table.Th>
                  <Table.Th>{t('subscriptions.plan')}</Table.Th>
                  <Table.Th>{t('subscriptions.status')}</Table.Th>
                  <Table.Th>{t('subscriptions.started')}</Table.Th>
                  <Table.Th>{t('subscriptions.endDate')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('console.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {personName(row.user)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {row.user.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{planName(tSub, row.plan)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[row.status]} variant="light">
                        {tSub(`statuses.${row.status}`)}
                      </Badge>
                      {row.status === 'TRIAL' && row.days_remaining !== null && (
                        <Text size="xs" c="dimmed">
                          {tSub('current.trialDays', { count: row.days_remaining })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDate(row.start_date, i18n.language)}</Table.Td>
                    <Table.Td>{row.end_date ? formatDate(row.end_date, i18n.language) : '—'}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        aria-label={t('subscriptions.edit', { person: personName(row.user) })}
                        onClick={() => onEdit(row)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Card>
  );
}

function QuotesCard({ query, onEdit }: { query: string; onEdit: (row: AdminQuoteRequest) => void }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tSub } = useTranslation('subscription');
  const list = useAdminQuoteRequests();
  const rows = (list.data ?? []).filter((row) =>
    matches(query, personName(row.user), row.user.email, row.company_name, row.contact_email),
  );
  return (
    <Card>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {t('quotes.title')}
          </Title>
          {list.data && (
            <Text size="sm" c="dimmed">
              {t('subscriptions.count', { count: rows.length, total: list.data.length })}
            </Text>
          )}
        </Group>
        {list.isError ? (
          <Text c="red" role="alert">
            {t('quotes.loadFailed')}
          </Text>
        ) : !list.data ? (
          <Skeleton h={160} />
        ) : rows.length === 0 ? (
          <Text c="dimmed">{t('quotes.empty')}</Text>
        ) : (
          <ScrollArea.Autosize mah={LIST_HEIGHT} type="auto">
            <Table aria-label={t('quotes.title')} verticalSpacing="xs" miw={720} stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('quotes.company')}</Table.Th>
                  <Table.Th>{t('subscriptions.user')}</Table.Th>
                  <Table.Th>{t('subscriptions.plan')}</Table.Th>
                  <Table.Th>{t('quotes.status')}</Table.Th>
                  <Table.Th>{t('quotes.received')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('console.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {row.company_name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {row.contact_email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{personName(row.user)}</Table.Td>
                    <Table.Td>{planName(tSub, row.target_plan)}</Table.Td>
                    <Table.Td>
                      <Badge color={QUOTE_STATUS_COLORS[row.status]} variant="light">
                        {tSub(`quoteStatuses.${row.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDate(row.created_at, i18n.language)}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        aria-label={t('quotes.edit', { company: row.company_name })}
                        onClick={() => onEdit(row)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Card>
  );
}
