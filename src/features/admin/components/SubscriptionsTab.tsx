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
import { matchesQuery, personName } from '../use-list-view';
import type { ConsoleColumn } from './ConsoleItemsTab';
import { QuoteEditDialog } from './QuoteEditDialog';
import { SubscriptionEditDialog } from './SubscriptionEditDialog';

/** Lists of subscriptions and quote requests scroll in a box of this height. */
const LIST_HEIGHT = 600;

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
  return (
    <ListCard
      title={t('subscriptions.title')}
      list={list}
      rows={(list.data ?? []).filter((row) =>
        matchesQuery(
          query,
          personName(row.user),
          row.user.email,
          row.user.username,
          planName(tSub, row.plan),
        ),
      )}
      loadFailed={t('subscriptions.loadFailed')}
      skeletonHeight={200}
      columns={[
        {
          header: t('subscriptions.user'),
          cell: (row) => <NameOver name={personName(row.user)} below={row.user.email} />,
        },
        { header: t('subscriptions.plan'), cell: (row) => planName(tSub, row.plan) },
        {
          header: t('subscriptions.status'),
          cell: (row) => (
            <>
              <Badge color={STATUS_COLORS[row.status]} variant="light">
                {tSub(`statuses.${row.status}`)}
              </Badge>
              {row.status === 'TRIAL' && row.days_remaining !== null && (
                <Text size="xs" c="dimmed">
                  {tSub('current.trialDays', { count: row.days_remaining })}
                </Text>
              )}
            </>
          ),
        },
        { header: t('subscriptions.started'), cell: (row) => formatDate(row.start_date, i18n.language) },
        {
          header: t('subscriptions.endDate'),
          cell: (row) => (row.end_date ? formatDate(row.end_date, i18n.language) : '—'),
        },
      ]}
      editLabel={(row) => t('subscriptions.edit', { person: personName(row.user) })}
      onEdit={onEdit}
    />
  );
}

function QuotesCard({ query, onEdit }: { query: string; onEdit: (row: AdminQuoteRequest) => void }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tSub } = useTranslation('subscription');
  const list = useAdminQuoteRequests();
  return (
    <ListCard
      title={t('quotes.title')}
      list={list}
      rows={(list.data ?? []).filter((row) =>
        matchesQuery(query, personName(row.user), row.user.email, row.company_name, row.contact_email),
      )}
      loadFailed={t('quotes.loadFailed')}
      skeletonHeight={160}
      empty={t('quotes.empty')}
      columns={[
        {
          header: t('quotes.company'),
          cell: (row) => <NameOver name={row.company_name} below={row.contact_email} />,
        },
        { header: t('subscriptions.user'), cell: (row) => personName(row.user) },
        { header: t('subscriptions.plan'), cell: (row) => planName(tSub, row.target_plan) },
        {
          header: t('quotes.status'),
          cell: (row) => (
            <Badge color={QUOTE_STATUS_COLORS[row.status]} variant="light">
              {tSub(`quoteStatuses.${row.status}`)}
            </Badge>
          ),
        },
        { header: t('quotes.received'), cell: (row) => formatDate(row.created_at, i18n.language) },
      ]}
      editLabel={(row) => t('quotes.edit', { company: row.company_name })}
      onEdit={onEdit}
    />
  );
}

/** Who a row is about, over how to reach them. */
function NameOver({ name, below }: { name: string; below: string }) {
  return (
    <>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {below}
      </Text>
    </>
  );
}

interface ListCardProps<T> {
  title: string;
  list: { data?: T[]; isError: boolean };
  /** The rows matching the search. */
  rows: T[];
  loadFailed: string;
  skeletonHeight: number;
  /** Said instead of a table when no row matches; an empty table when not given. */
  empty?: string;
  columns: ConsoleColumn<T>[];
  editLabel: (row: T) => string;
  onEdit: (row: T) => void;
}

/** A card listing rows staff edit one by one: its title and counts, a table that scrolls in the card. */
function ListCard<T extends { id: number }>({
  title,
  list,
  rows,
  loadFailed,
  skeletonHeight,
  empty,
  columns,
  editLabel,
  onEdit,
}: ListCardProps<T>) {
  const { t } = useTranslation('admin');
  return (
    <Card>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {title}
          </Title>
          {list.data && (
            <Text size="sm" c="dimmed">
              {t('subscriptions.count', { count: rows.length, total: list.data.length })}
            </Text>
          )}
        </Group>
        {list.isError ? (
          <Text c="red" role="alert">
            {loadFailed}
          </Text>
        ) : !list.data ? (
          <Skeleton h={skeletonHeight} />
        ) : rows.length === 0 && empty !== undefined ? (
          <Text c="dimmed">{empty}</Text>
        ) : (
          <ScrollArea.Autosize mah={LIST_HEIGHT} type="auto">
            <Table aria-label={title} verticalSpacing="xs" miw={720} stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.header}>{column.header}</Table.Th>
                  ))}
                  <Table.Th>
                    <VisuallyHidden>{t('console.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    {columns.map((column) => (
                      <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                    ))}
                    <Table.Td>
                      <ActionIcon aria-label={editLabel(row)} onClick={() => onEdit(row)}>
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
