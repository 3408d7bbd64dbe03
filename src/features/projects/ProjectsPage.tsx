import { Alert, Button, Card, EmptyState, Group, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconFolderPlus, IconFolders, IconSearchOff, IconStar } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../api/errors';
import { NotSavedOffline } from '../../offline/components/NotSavedOffline';
import { SavedOfflineNote } from '../../offline/components/SavedOfflineNote';
import { notSavedOffline } from '../../offline/not-saved';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { pageCount } from '../../ui/pagination-window';
import { useAuth } from '../auth';
import { MY_PROJECTS_KEY, useMyProjects } from './api/get-projects';
import { ProjectCards } from './components/ProjectCards';
import { ProjectsSummary } from './components/ProjectsSummary';
import { ProjectsTable } from './components/ProjectsTable';
import { ProjectsToolbar } from './components/ProjectsToolbar';
import { PROJECTS_PAGE_SIZE } from './projects-search';
import { useProjectsSearch } from './use-projects-search';

/** The projects list: summary, search, favourites, a page of 10 projects. */
/**
 * `localResults`: the card of the results kept on this device, composed by the app (it belongs to
 * the genolists feature, which itself shows the projects' analysis cards: features depend one way).
 */
export function ProjectsPage({ localResults }: { localResults?: ReactNode }) {
  const { t } = useTranslation('projects');
  const { user } = useAuth();
  const isStaff = Boolean(user?.is_staff || user?.is_superuser);
  const [view, setView] = useProjectsSearch();
  // Under 768 px (the mobile breakpoint) a table of seven columns would scroll sideways.
  const narrow = useMediaQuery('(max-width: 47.99em)') ?? false;
  const page = view.page ?? 1;
  const query = useMyProjects({
    page,
    pageSize: PROJECTS_PAGE_SIZE,
    search: view.search,
    favorites: view.favorites,
  });
  const data = query.data;
  // A favourites-only list drops an unstarred project at once, before the refetch.
  const projects = (data?.results ?? []).filter((project) => !view.favorites || project.is_favorite);
  const lastPage = pageCount(data?.count ?? 0, PROJECTS_PAGE_SIZE);

  // A page past the end (an old link, the last project of a page unstarred): the last page.
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > 1 && page > lastPage) {
      setView({ page: lastPage > 1 ? lastPage : undefined }, { replace: true });
    }
  }, [data, query.isPlaceholderData, page, lastPage, setView]);

  let content: React.ReactNode;
  if (notSavedOffline(query)) {
    content = <NotSavedOffline headingOrder={2} />;
  } else if (query.isPending) {
    content = (
      <Stack gap="xs" aria-busy>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Skeleton key={index} height={index === 0 ? 36 : 52} radius="sm" />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    const { title } = describeApiError(query.error, '/api/projects/myprojects');
    content = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={title}>
        <Stack gap="xs" align="flex-start">
          {t('errors.loadingData')}
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('errors.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (projects.length === 0) {
    content = view.search ? (
      <EmptyState
        icon={<IconSearchOff size={28} aria-hidden />}
        withIndicatorBackground
        title={t('list.noMatch.title')}
        description={t('list.noMatch.message', { search: view.search })}
        py="xl"
      >
        <EmptyState.Actions>
          <Button variant="default" onClick={() => setView({ search: undefined, page: undefined })}>
            {t('list.noMatch.clear')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    ) : view.favorites ? (
      <EmptyState
        icon={<IconStar size={28} aria-hidden />}
        withIndicatorBackground
        title={t('list.noFavorites.title')}
        description={t('list.noFavorites.message')}
        py="xl"
      >
        <EmptyState.Actions>
          <Button variant="default" onClick={() => setView({ favorites: undefined, page: undefined })}>
            {t('list.noFavorites.showAll')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    ) : (
      <EmptyState
        icon={<IconFolders size={28} aria-hidden />}
        withIndicatorBackground
        title={t('list.empty.title')}
        description={t('list.empty.message')}
        py="xl"
      >
        {isStaff && (
          <EmptyState.Actions>
            <Button
              component={Link}
              to="/projects/create"
              leftSection={<IconFolderPlus size={16} aria-hidden />}
            >
              {t('list.empty.createFirst')}
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  } else {
    content = (
      <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
        {narrow ? <ProjectCards projects={projects} /> : <ProjectsTable projects={projects} />}
        <Pagination
          page={page}
          pageSize={PROJECTS_PAGE_SIZE}
          total={data?.count ?? 0}
          onChange={(next) => setView({ page: next })}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <PageHeader title={t('list.title')} description={t('list.subtitle')} />
        <SavedOfflineNote queryKeys={[MY_PROJECTS_KEY]} />
        {isStaff && (
          <Button
            component={Link}
            to="/projects/create"
            variant="light"
            leftSection={<IconFolderPlus size={16} aria-hidden />}
          >
            {t('list.newProject')}
          </Button>
        )}
      </Group>
      <ProjectsSummary />
      {localResults}
      <Card p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <ProjectsToolbar
            search={view.search ?? ''}
            favorites={Boolean(view.favorites)}
            onSearch={(text) => setView({ search: text || undefined, page: undefined }, { replace: true })}
            onFavorites={(favorites) => setView({ favorites: favorites || undefined, page: undefined })}
          />
          {content}
        </Stack>
      </Card>
    </Stack>
  );
}
