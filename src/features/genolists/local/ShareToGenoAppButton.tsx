import { Button } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../offline/hooks';
import { notify } from '../../../ui/notify';
import { useSubscriptionFeatures } from '../../subscription';
import { useLocalResult, useRemoveLocalResult } from './use-local-results';

type ShareDialog = typeof import('./ShareToGenoAppDialog').ShareToGenoAppDialog;

let dialog: Promise<ShareDialog> | undefined;
/**
 * The dialog (its form, the number inputs' react-number-format, the upload) is a chunk of its
 * own, fetched when the pointer or the focus reaches the button rather than with the screens
 * that show the button. A failed download is tried again next time.
 */
function loadDialog(): Promise<ShareDialog> {
  dialog ??= import('./ShareToGenoAppDialog').then(
    (module) => module.ShareToGenoAppDialog,
    (error: unknown) => {
      dialog = undefined;
      throw error;
    },
  );
  return dialog;
}

/**
 * "Share to GenoApp" for one result kept on this device: offered only with the network and when
 * the plan the server applies (the subscription's features) allows one more gene list, so the
 * button never leads to a refusal the app could have foreseen. A click before the dialog's chunk
 * is there keeps the button busy until it is, then opens the dialog: no empty modal in between.
 */
export function ShareToGenoAppButton({ localId, size = 'sm' }: { localId: number; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation(['local', 'errors']);
  const online = useOnline();
  const features = useSubscriptionFeatures();
  const result = useLocalResult(localId);
  const remove = useRemoveLocalResult();
  const navigate = useNavigate();
  const [Dialog, setDialog] = useState<ShareDialog | null>(null);
  const [opening, setOpening] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!online || !features.data?.can_create_genolist || !result.data) return null;

  const preload = () => void loadDialog().catch(() => undefined);
  const open = () => {
    setOpening(true);
    loadDialog()
      .then((loaded) => {
        // A component kept in state: the updater form stores it rather than calling it.
        setDialog(() => loaded);
        setOpened(true);
      })
      .catch(() =>
        notify('error', { title: t('errors:network.title'), message: t('errors:network.message') }),
      )
      .finally(() => setOpening(false));
  };
  return (
    <>
      <Button
        size={size}
        variant="light"
        leftSection={<IconCloudUpload size={16} aria-hidden />}
        loading={opening}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={open}
      >
        {t('share.button')}
      </Button>
      {opened && Dialog && (
        <Dialog
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
