import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowDown,
  IconArrowUp,
  IconDna,
  IconListDetails,
  IconPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { NotSavedOfflineNote } from '../../../offline/components/NotSavedOffline';
import { notSavedOffline } from '../../../offline/not-saved';
import { Pagination } from '../../../ui/Pagination';
import { StatCard } from '../../../ui/StatCard';
import { useComparisonOptions } from '../api/comparison-tasks';
import { useProjectGenolists } from '../api/get-project-genolists';
import { genolistTotals } from '../genolist-summary';
import { GenolistsTable } from './GenolistsTable';
import { NewComparisonDialog } from './NewComparisonDialog';
import { PageSizeSelect, type SubTablePageSize } from './PageSizeSelect';

/** The Genolists tab: totals, then the project's differential analyses. */
export function GenolistsTab({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation('projects');
  const language = i18n.language;
  const query = useProjectGenolists(projectId);
  const [pageSize, setPageSize] = useState<SubTablePageSize>(10);
  const [page, setPage] = useState(1);
  // Offered to whoever may edit the project, and only when it kept its counts at import.
  const options = useComparisonOptions(projectId).data;
  const [comparing, setComparing] = useState(false);

  if (notSavedOffline(query)) return <NotSavedOfflineNote />;
  if (query.isPending) {
    return (
      <Group justify="center" gap="sm" py="xl" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{t('genolists.loading')}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {t('genolists.error')}
      </Alert>
    );
  }
  const genolists = query.data;
  const totals = genolistTotals(genolists);
  const shown = genolists.slice((page - 1) * pageSize, page * pageSize);
  return (
    <Stack gap="lg">
      <SimpleGrid
        cols={{ base: 2, md: 4 }}
        spacing="md"
        component="section"
        aria-label={t('genolists.summary.label')}
      >
        <StatCard
          label={t('genolists.summary.total')}
          value={formatNumber(totals.count, language)}
          icon={IconListDetails}
          color="grape"
        />
        <StatCard
          label={t('genolists.summary.up')}
          value={formatNumber(totals.up, language)}
          icon={IconArrowUp}
          color="red"
        />
        <StatCard
          label={t('genolists.summary.down')}
          value={formatNumber(totals.down, language)}
          icon={IconArrowDown}
          color="blue"
        />
        <StatCard
          label={t('genolists.summary.genes')}
          value={formatNumber(totals.total, language)}
          icon={IconDna}
          color="cyan"
        />
      </SimpleGrid>
      {options?.can_create &&
        (options.has_counts ? (
          <Group justify="flex-end">
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setComparing(true)}>
              {t('newComparison.button')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('newComparison.noCounts')}
          </Text>
        ))}
      {options && comparing && (
        <NewComparisonDialog
          projectId={projectId}
          options={options}
          opened={comparing}
          onClose={() => setComparing(false)}
        />
      )}
      <Card>
        {genolists.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('genolists.empty')}
          </Text>
        ) : (
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Title order={2} fz="h5">
                {t('genolists.title')}
              </Title>
              <PageSizeSelect
                value={pageSize}
                onChange={(size) => {
                  setPageSize(size);
                  setPage(1);
                }}
              />
            </Group>
            <GenolistsTable genolists={shown} />
            <Pagination page={page} pageSize={pageSize} total={genolists.length} onChange={setPage} />
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
