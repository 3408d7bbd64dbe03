import { ActionIcon, Box, Card, Group, Modal, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconHelpCircle, IconMaximize } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ChartCardProps {
  title: string;
  /** What the chart shows and how to read it; adds a help button opening a dialog. */
  help?: ReactNode;
  /** Adds an export button. */
  onExport?: () => void;
  /** Adds a button showing the chart alone on the whole screen. */
  fullscreen?: boolean;
  loading?: boolean;
  /** Shown as 'Error: …' instead of the chart. */
  error?: string | null;
  /** Next to the title: badges, selectors. */
  extra?: ReactNode;
  /** Height of the loading skeleton, in px. */
  skeletonHeight?: number;
  children?: ReactNode;
}

/** The frame of every chart (spec 2 §2.6): title, help, export, fullscreen, loading and error states. */
export function ChartCard({
  title,
  help,
  onExport,
  fullscreen,
  loading,
  error,
  extra,
  skeletonHeight = 280,
  children,
}: ChartCardProps) {
  const { t } = useTranslation('projects');
  const [helpOpened, helpDialog] = useDisclosure(false);
  const [fullOpened, fullDialog] = useDisclosure(false);
  const body = loading ? (
    <Skeleton height={skeletonHeight} radius="md" aria-label={t('ui.chart.loading')} />
  ) : error ? (
    <Text c="red" size="sm" role="alert">
      {t('ui.chart.error', { message: error })}
    </Text>
  ) : (
    children
  );
  return (
    <Card component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="wrap" style={{ flex: '1 1 auto', minWidth: 0 }}>
            <Title order={3} fz="h5">
              {title}
            </Title>
            {extra}
          </Group>
          <Group gap={4} wrap="nowrap">
            {help && (
              <Tooltip label={t('ui.chart.help')} openDelay={700}>
                <ActionIcon aria-label={t('ui.chart.helpFor', { title })} onClick={helpDialog.open}>
                  <IconHelpCircle size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            {onExport && !loading && !error && (
              <Tooltip label={t('ui.chart.export')} openDelay={700}>
                <ActionIcon aria-label={t('ui.chart.exportFor', { title })} onClick={onExport}>
                  <IconDownload size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            {fullscreen && !loading && !error && (
              <Tooltip label={t('ui.chart.fullscreen')} openDelay={700}>
                <ActionIcon aria-label={t('ui.chart.fullscreenFor', { title })} onClick={fullDialog.open}>
                  <IconMaximize size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        {fullOpened ? <Box mih={skeletonHeight} /> : body}
      </Stack>
      {help && (
        <Modal opened={helpOpened} onClose={helpDialog.close} title={title} size="lg">
          {typeof help === 'string' ? <Text size="sm">{help}</Text> : help}
        </Modal>
      )}
      {fullscreen && (
        <Modal opened={fullOpened} onClose={fullDialog.close} title={title} fullScreen>
          {body}
        </Modal>
      )}
    </Card>
  );
}
