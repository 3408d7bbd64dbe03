import { Alert, Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiTokenCreated } from '../api/create-api-token';
import { pythonExample, rExample } from '../script-examples';
import { serverOrigin } from '../token-display';
import { CopyableCode } from './CopyableCode';

/**
 * A token just created: its secret, shown this once (GenoApp keeps only its hash), and scripts
 * in R and Python that use it against this server.
 */
export function NewTokenModal({
  created,
  onClose,
}: {
  created: ApiTokenCreated | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const origin = serverOrigin();
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t('apiAccess.created.title', { name: created?.token.name ?? '' })}
      size="xl"
      closeOnClickOutside={false}
    >
      {created && (
        <Stack gap="md">
          <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('apiAccess.created.once')}
          </Alert>
          <CopyableCode text={created.secret} label={t('apiAccess.created.secret')} />
          <Text size="sm">{t('apiAccess.created.usage')}</Text>
          <Tabs defaultValue="r">
            <Tabs.List>
              <Tabs.Tab value="r">R (httr2)</Tabs.Tab>
              <Tabs.Tab value="python">Python (requests)</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="r" pt="sm">
              <CopyableCode text={rExample(origin, created.secret)} label={t('apiAccess.created.rExample')} />
            </Tabs.Panel>
            <Tabs.Panel value="python" pt="sm">
              <CopyableCode
                text={pythonExample(origin, created.secret)}
                label={t('apiAccess.created.pythonExample')}
              />
            </Tabs.Panel>
          </Tabs>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('apiAccess.created.done')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
