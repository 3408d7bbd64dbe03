import { Button, Card, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFilterOff, IconListDetails, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotSavedOffline } from '../../offline/components/NotSavedOffline';
import { SavedOfflineNote } from '../../offline/components/SavedOfflineNote';
import { notSavedOffline } from '../../offline/not-saved';
import { AccessDenied } from '../../ui/AccessDenied';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { useAuth } from '../auth';
import { type Genolist, useMyGenolists } from './api/get-my-genolists';
import { genolistKeys } from './api/keys';
import { DeleteGenolistDialog } from './components/DeleteGenolistDialog';
import { GenolistsFilters } from './components/GenolistsFilters';
import { GenolistsStats } from './components/GenolistsStats';
import { GenolistsTable } from './components/GenolistsTable';
import { LoadErrorAlert } from './components/LoadErrorAlert';
import { filterGenolists, genolistsStats, isAccessDenied, pageItems, sortGenolists } from './genolists-list';
import { genolistsView } from './genolists-search';
import { LocalResultsCard } from './local/LocalResultsCard';
import { useGenolistsSearch } from './use-genolists-search';

const PATH = '/api/genolists/mygenolists/';

/** 'My gene lists': statistics, filters, sortable table; the view lives in the URL. */
export function GenolistsPage() {
  const { t } = useTranslation('genolists');
  const { user } = useAuth();
  const isStaff = Boolean(user?.is_staff || user?.is_superuser);
  const [search, setSearch] = useGenolistsSearch();
  const view = genolistsView(search);
  const genolists = useMyGenolists();
  const [toDelete, setToDelete] = useState<Genolist | null>(null);

  const stats = useMemo(() => (genolists.data ? genolistsStats(genolists.data) : null), [genolists.data]);
  const { q, type, visibility, favoritesOnly, sort, dir } = view;
  const shown = useMemo(
    () =>
      genolists.data
        ? sortGenolists(filterGenolists(genolists.data, { q, type, visibility, favoritesOnly }), sort, dir)
        : [],
    [genolists.data, q, type, visibility, favoritesOnly, sort, dir],
  );
  const page = pageItems(shown, view.page, view.size);

  const failed = genolists.isError && genolists.data === undefined;
  const denied = failed && isAccessDenied(genolists.error);
  useEffect(() => {
    if (failed && !denied) notify('error', { title: t('list.loadError'), message: t('list.loadErrorHint') });
  }, [failed, denied, t]);

  const filtered = Boolean(q.trim() || type || visibility || favoritesOnly);

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeader title={t('list.title')} description={t('list.description')} />
        <SavedOfflineNote queryKeys={[genolistKeys.mine()]} />
        {isStaff && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            renderRoot={(props) => <Link to="/projects" {...props} />}
          >
            {t('list.newProject')}
          </Button>
        )}
      </Group>
      <LocalResultsCard />

      {denied ? (
        <AccessDenied />
      ) : notSavedOffline(genolists) ? (
        <NotSavedOffline headingOrder={2} />
      ) : failed ? (
        <LoadErrorAlert
          title={t('list.loadError')}
          error={genolists.error}
          path={PATH}
          onRetry={() => void genolists.refetch()}
          retrying={genolists.isFetching}
        />
      ) : (
        <>
          <GenolistsStats stats={stats} loading={genolists.isPending} />
          <Card p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="lg">
              <GenolistsFilters view={view} onChange={setSearch} />
              {genolists.isPending ? (
                <Stack gap="xs" aria-busy aria-label={t('list.loading')}>
                  {[0, 1, 2, 3].map((index) => (
                    <Skeleton key={index} height={48} radius="sm" />
                  ))}
                </Stack>
              ) : shown.length === 0 ? (
                <EmptyList
                  filtered={filtered}
                  onClear={() =>
                    setSearch({ q: undefined, type: undefined, visibility: undefined, fav: undefined })
                  }
                />
              ) : (
                <>
                  <GenolistsTable
                    genolists={page.items}
                    view={view}
                    onChange={setSearch}
                    onDelete={setToDelete}
                  />
                  <Pagination
                    page={page.page}
                    pageSize={view.size}
                    total={shown.length}
                    onChange={(next) => setSearch({ page: next })}
                  />
                </>
              )}
            </Stack>
          </Card>
        </>
      )}
      <DeleteGenolistDialog genolist={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}

function EmptyList({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('genolists');
  return (
    <Paper withBorder p="xl" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
          {filtered ? <IconFilterOff size={24} stroke={1.6} /> : <IconListDetails size={24} stroke={1.6} />}
        </ThemeIcon>
        <Text fw={600}>{filtered ? t('list.noMatch') : t('list.empty')}</Text>
        <Text size="sm" c="dimmed" maw="30rem">
          {filtered ? t('list.noMatchHint') : t('list.emptyHint')}
        </Text>
        {filtered && (
          <Button variant="light" size="xs" mt="xs" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
