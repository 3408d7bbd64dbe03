import { Button } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../offline/hooks';
import { useSubscriptionFeatures } from '../../subscription';
import { ShareToGenoAppDialog } from './ShareToGenoAppDialog';
import { useLocalResult, useRemoveLocalResult } from './use-local-results';

/**
 * "Share to GenoApp" for one result kept on this device: offered only with the network and when
 * the plan the server applies (the subscription's features) allows one more gene list, so the
 * button never leads to a refusal the app could have foreseen.
 */
export function ShareToGenoAppButton({ localId, size = 'sm' }: { localId: number; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('local');
  const online = useOnline();
  const features = useSubscriptionFeatures();
  const result = useLocalResult(localId);
  const remove = useRemoveLocalResult();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  if (!online || !features.data?.can_create_genolist || !result.data) return null;
  return (
    <>
      <Button
        size={size}
        variant="light"
        leftSection={<IconCloudUpload size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('share.button')}
      </Button>
      {opened && (
        <ShareToGenoAppDialog
          record={result.data}
          onClose={() => setOpened(false)}
          canCreateProject={features.data.can_create_project}
          onRemoveLocal={async (genolistId) => {
            await remove(localId);
            await navigate({ to: '/genolists/$genolistId', params: { genolistId } });
          }}
        />
      )}
    </>
  );
}
