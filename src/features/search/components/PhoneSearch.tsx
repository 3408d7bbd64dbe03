import { ActionIcon, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HeaderSearch } from './HeaderSearch';

/** On a phone the header has no room for the box: a button opens it at the top of the screen. */
export function PhoneSearch() {
  const { t } = useTranslation('search');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <ActionIcon size="lg" hiddenFrom="sm" aria-label={t('open')} onClick={open}>
        <IconSearch size={20} stroke={1.6} aria-hidden />
      </ActionIcon>
      <Modal opened={opened} onClose={close} title={t('open')} yOffset="1rem" size="lg">
        <HeaderSearch onDone={close} autoFocus />
      </Modal>
    </>
  );
}
