import { IconDeviceLaptop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainBadge } from '../../../ui/PlainBadge';

/** Says a result lives only in this browser: it was opened from the user's files, never uploaded. */
export function OnThisDeviceBadge() {
  const { t: tl } = useTranslation('local');
  return (
    <PlainBadge color="teal" leftSection={<IconDeviceLaptop size={12} aria-hidden />} title={tl('badgeHint')}>
      {tl('badge')}
    </PlainBadge>
  );
}
