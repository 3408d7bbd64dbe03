import { Stack } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { PageHeader } from '../../ui/PageHeader';

export function ProjectPage({ projectId }: { projectId: number }) {
  const { t } = useTranslation('pages');
  return (
    <Stack gap="xl">
      <PageHeader title={t('project.title', { id: projectId })} description={t('project.description')} />
      <EmptyScreen icon={IconFolder} />
    </Stack>
  );
}
