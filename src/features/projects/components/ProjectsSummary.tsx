import { SimpleGrid, Skeleton } from '@mantine/core';
import { IconCircleCheck, IconFolders, IconGitCompare, IconLoader } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { notSavedOffline } from '../../../offline/not-saved';
import { StatCard } from '../../../ui/StatCard';
import { useAllMyProjects } from '../api/get-all-projects';
import { summarizeProjects } from '../project-status';

/** The four cards above the table, over every project the user may see (whatever the search or page). */
export function ProjectsSummary() {
  const { t, i18n } = useTranslation('projects');
  const query = useAllMyProjects();
  const { data, isPending, isError } = query;
  // Nothing to count with no saved copy: the list below says why.
  if (isError || notSavedOffline(query)) return null;
  const summary = data ? summarizeProjects(data) : null;
  const value = (n: number | undefined) => formatNumber(n, i18n.language);
  return (
    <SimpleGrid
      cols={{ base: 2, md: 4 }}
      spacing="md"
      component="section"
      aria-label={t('list.summary.label')}
    >
      {isPending || !summary ? (
        [0, 1, 2, 3].map((index) => <Skeleton key={index} height={92} radius="md" />)
      ) : (
        <>
          <StatCard label={t('list.summary.total')} value={value(summary.total)} icon={IconFolders} />
          <StatCard
            label={t('list.summary.completed')}
            value={value(summary.completed)}
            icon={IconCircleCheck}
            color="teal"
          />
          <StatCard
            label={t('list.summary.inProgress')}
            value={value(summary.inProgress)}
            icon={IconLoader}
            color="indigo"
          />
          <StatCard
            label={t('list.summary.comparisons')}
            value={value(summary.comparisons)}
            icon={IconGitCompare}
            color="grape"
          />
        </>
      )}
    </SimpleGrid>
  );
}
