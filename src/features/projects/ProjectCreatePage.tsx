import { Stack } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { PageHeader } from '../../ui/PageHeader';

export function ProjectCreatePage() {
  const { t } = useTranslation('pages');
  return (
    <Stack gap="xl">
      <PageHeader title={t('projectCreate.title')} description={t('projectCreate.description')} />
      <EmptyScreen icon={IconFolderPlus} />
    </Stack>
  );
}
