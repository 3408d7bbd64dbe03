import { IconArrowsJoin, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../../ui/EmptyScreen';
import { ButtonLink } from '../../../ui/links';

/** Genolists of several projects on a plan without the feature: what it needs and where to get it. */
export function CompareUpgrade() {
  const { t } = useTranslation('compare');
  return (
    <EmptyScreen icon={IconArrowsJoin} title={t('upgrade.title')} message={t('upgrade.message')}>
      <ButtonLink to="/subscription" search={{ tab: 'plans' }}>
        {t('upgrade.action')}
      </ButtonLink>
    </EmptyScreen>
  );
}

/** No network and no answer saved on this device: the comparison is computed by the server. */
export function CompareOffline() {
  const { t } = useTranslation('compare');
  return <EmptyScreen icon={IconWifiOff} title={t('offline.title')} message={t('offline.message')} />;
}
