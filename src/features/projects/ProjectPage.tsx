import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconChartDots3,
  IconListDetails,
  IconTable,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError, describeApiError } from '../../api/errors';
import { NotSavedOffline } from '../../offline/components/NotSavedOffline';
import { notSavedOffline } from '../../offline/not-saved';
import { projectPath, useProject } from './api/get-project';
import { GenolistsTab } from './components/GenolistsTab';
import { ButtonLink } from './components/links';
import { ProjectDataPanel } from './components/ProjectDataPanel';
import { ProjectHeader } from './components/ProjectHeader';
import { ProjectTiles } from './components/ProjectTiles';
import { ResultsTab } from './components/ResultsTab';
import { SamplesTab } from './components/SamplesTab';
import { DEFAULT_PROJECT_TAB, isProjectTab, type ProjectTab } from './project-search';
import { useProjectSearch } from './use-project-search';

const TAB_ICONS = { metadata: IconTable, results: IconChartDots3, genolists: IconListDetails } as const;

/** One project: header, five tiles, and the Metadata, Results and Genolists tabs. */
export function ProjectPage({ projectId }: { projectId: number }) {
  const { t } = useTranslation('projects');
  const query = useProject(projectId);
  const [view, setView] = useProjectSearch(projectId);
  // On a phone the three tabs fit the width without their icons.
  const tabIcons = useMediaQuery('(min-width: 36em)', true, { getInitialValueInEffect: false });

  if (query.isPending) return notSavedOffline(query) ? <NotSavedOffline /> : <ProjectSkeleton />;
  if (query.isError || !query.data) {
    const described = describeApiError(query.error, projectPath(projectId));
    const retryable =
      !(query.error instanceof ApiError) || query.error.status === 0 || query.error.status >= 500;
    return (
      <Stack gap="lg">
        <div>
          <ButtonLink
            to="/projects"
            variant="subtle"
            color="gray"
            size="compact-sm"
            ml={-8}
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            aria-label={t('detail.backLabel')}
          >
            {t('detail.back')}
          </ButtonLink>
        </div>
        <Title order={1} fz="h2">
          {described.title}
        </Title>
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('errors.projectLoadError')}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{described.message}</Text>
            {retryable && (
              <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
                {t('errors.retry')}
              </Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }

  const project = query.data;
  const tab: ProjectTab = view.tab ?? DEFAULT_PROJECT_TAB;
  const extended = project.samples !== undefined;
  const missing = (
    <Paper withBorder p="xl" ta="center">
      <Text c="dimmed">{t('detail.extendedMissing')}</Text>
    </Paper>
  );
  return (
    <Stack gap="xl">
      <ProjectHeader project={project} />
      <ProjectDataPanel project={project} />
      <ProjectTiles project={project} />
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isProjectTab(value)) setView({ tab: value });
        }}
        keepMounted={false}
      >
        <Tabs.List
          aria-label={t('detail.tabs.label')}
          mb="lg"
          style={{ flexWrap: 'nowrap', overflowX: 'auto' }}
        >
          {(['metadata', 'results', 'genolists'] as const).map((value) => {
            const TabIcon = TAB_ICONS[value];
            return (
              <Tabs.Tab
                key={value}
                value={value}
                leftSection={tabIcons ? <TabIcon size={16} aria-hidden /> : undefined}
                px={{ base: 'sm', xs: 'md' }}
                style={{ flexShrink: 0 }}
              >
                {t(`detail.tabs.${value}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="metadata">
          {extended ? <SamplesTab samples={project.samples ?? []} /> : missing}
        </Tabs.Panel>
        <Tabs.Panel value="results">
          {extended ? (
            <ResultsTab
              projectId={project.id}
              pca={{ pcaX: view.pcaX, pcaY: view.pcaY, pcaFactor: view.pcaFactor }}
              onPca={(choice) => setView(choice, { replace: true })}
            />
          ) : (
            missing
          )}
        </Tabs.Panel>
        <Tabs.Panel value="genolists">
          {extended ? <GenolistsTab projectId={project.id} /> : missing}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function ProjectSkeleton() {
  return (
    <Stack gap="xl" aria-busy>
      <Skeleton height={22} width={90} />
      <Group justify="space-between">
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton height={34} width="60%" />
          <Skeleton height={14} width="85%" />
          <Skeleton height={14} width="70%" />
        </Stack>
        <Skeleton height={36} width={190} />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} height={92} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={36} width={420} />
      <Skeleton height={320} radius="md" />
    </Stack>
  );
}
