import { Stack } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { PageHeader } from '../../ui/PageHeader';
import { useAuth } from '../auth/AuthProvider';

/** The signed-in user's profile, or another user's (read only) when `userId` is someone else. */
export function ProfilePage({ userId }: { userId?: number }) {
  const { t } = useTranslation('pages');
  const { user } = useAuth();
  const key = userId === undefined || userId === user?.id ? 'profile' : 'userProfile';
  return (
    <Stack gap="xl">
      <PageHeader title={t(`${key}.title`)} description={t(`${key}.description`)} />
      <EmptyScreen icon={IconUserCircle} />
    </Stack>
  );
}
