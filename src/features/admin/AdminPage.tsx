import { Stack } from '@mantine/core';
import { IconDatabaseImport, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { PageHeader } from '../../ui/PageHeader';
import { useAuth } from '../auth/AuthProvider';

export function AdminPage() {
  const { t } = useTranslation('pages');
  const { user } = useAuth();
  // The server refuses the console's calls to others anyway; this only explains why.
  const isAdmin = Boolean(user?.is_staff || user?.is_superuser);
  return (
    <Stack gap="xl">
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      {isAdmin ? (
        <EmptyScreen icon={IconDatabaseImport} />
      ) : (
        <EmptyScreen
          icon={IconShieldLock}
          title={t('admin.staffOnly.title')}
          message={t('admin.staffOnly.message')}
        />
      )}
    </Stack>
  );
}
