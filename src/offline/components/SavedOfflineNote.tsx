import { Badge } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { IdleTooltip } from '../../ui/IdleTooltip';
import { formatSavedAt } from '../format';
import { useConnectivity, useOnline } from '../hooks';
import { oldestShownAt } from '../saved-at';
import classes from './SavedOfflineNote.module.css';

/**
 * "Offline copy from …" (or "Server unreachable — copy from …"): the date of the saved data a
 * screen shows while the server cannot be reached.
 */
export function OfflineCopyBadge({ since }: { since: number }) {
  const { t, i18n } = useTranslation('offline');
  const unreachable = useConnectivity() === 'unreachable';
  const date = formatSavedAt(since, i18n.language);
  return (
    <IdleTooltip
      label={t(unreachable ? 'status.unreachableCachedHint' : 'status.cachedHint')}
      multiline
      w={260}
    >
      <Badge
        variant="light"
        color="orange"
        tt="none"
        size="lg"
        leftSection={<IconHistory size={14} aria-hidden />}
      >
        {unreachable ? (
          <>
            <span className={classes.wide}>{t('status.unreachableCachedFrom', { date })}</span>
            <span className={classes.narrow}>{t('status.cachedFrom', { date })}</span>
          </>
        ) : (
          t('status.cachedFrom', { date })
        )}
      </Badge>
    </IdleTooltip>
  );
}

/**
 * With no network or no server, says from when the data a screen shows dates: the oldest answer among its
 * queries under `queryKeys` (e.g. `[MY_PROJECTS_KEY]` on the projects list, `[genolistKeys.mine()]`
 * on the genolists list). Shows nothing online, or before anything is shown.
 */
export function SavedOfflineNote({ queryKeys }: { queryKeys: readonly QueryKey[] }) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const keys = JSON.stringify(queryKeys);
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keys` stands for `queryKeys`, a new array each render.
  const read = useCallback(() => oldestShownAt(queryClient, queryKeys), [queryClient, keys]);
  const since = useSyncExternalStore(subscribe, read);
  if (online || since === undefined) return null;
  return <OfflineCopyBadge since={since} />;
}
