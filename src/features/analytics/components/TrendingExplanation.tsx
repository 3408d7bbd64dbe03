import { ActionIcon, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** How the trending genes are computed, behind an info button. */
export function TrendingExplanation() {
  const { t } = useTranslation('analytics');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <ActionIcon variant="subtle" color="gray" aria-label={t('trending.explain')} onClick={open}>
        <IconInfoCircle size={18} aria-hidden />
      </ActionIcon>
      <Modal opened={opened} onClose={close} title={t('trending.explainTitle')} size="lg">
        <Stack gap="sm">
          <Text size="sm">{t('trending.explainIntro')}</Text>
          <List size="sm" spacing={6}>
            <List.Item>{t('trending.explainFrequency')}</List.Item>
            <List.Item>{t('trending.explainFoldChange')}</List.Item>
            <List.Item>{t('trending.explainSignificance')}</List.Item>
            <List.Item>{t('trending.explainProjects')}</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            {t('trending.explainScope')}
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
