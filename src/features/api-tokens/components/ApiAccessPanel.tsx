import { Alert, Card, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconApi, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/links';
import { useSubscriptionFeatures } from '../../subscription';
import type { ApiTokenCreated } from '../api/create-api-token';
import { useApiTokens } from '../api/get-api-tokens';
import { apiAccess } from '../token-display';
import { CreateTokenForm } from './CreateTokenForm';
import { NewTokenModal } from './NewTokenModal';
import { TokenTable } from './TokenTable';

/**
 * Settings › API access: personal access tokens to script GenoApp from R or Python. A plan
 * without API access is told what it lacks and where to get it; its tokens, if it had some
 * before, are still listed so they can be revoked.
 */
export function ApiAccessPanel() {
  const { t } = useTranslation('settings');
  const features = useSubscriptionFeatures();
  const tokens = useApiTokens();
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const access = apiAccess(features.data, features.isPending);
  const held = tokens.data ?? [];

  return (
    <Card component="section" aria-labelledby="api-access-title">
      <Stack gap="lg">
        <Stack gap={4}>
          <Group gap="xs">
            <IconApi size={20} aria-hidden />
            <Title order={2} fz="h4" id="api-access-title">
              {t('apiAccess.title')}
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            {t('apiAccess.description')}
          </Text>
        </Stack>
        {access === 'checking' && <Loader size="sm" aria-label={t('apiAccess.checking')} />}
        {access === 'upgrade' && (
          <Alert color="blue" icon={<IconLock size={18} aria-hidden />} title={t('apiAccess.upgrade.title')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('apiAccess.upgrade.message')}</Text>
              <ButtonLink to="/subscription" search={{ tab: 'plans' }} size="xs">
                {t('apiAccess.upgrade.action')}
              </ButtonLink>
            </Stack>
          </Alert>
        )}
        {access === 'open' && <CreateTokenForm onCreated={setCreated} />}
        {tokens.isPending ? (
          <Skeleton h={80} />
        ) : tokens.isError ? (
          <Text size="sm" c="red" role="alert">
            {t('apiAccess.list.loadFailed')}
          </Text>
        ) : (
          (access !== 'upgrade' || held.length > 0) && <TokenTable tokens={held} />
        )}
      </Stack>
      <NewTokenModal created={created} onClose={() => setCreated(null)} />
    </Card>
  );
}
