import { Card, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  FOLD_CHANGE_THRESHOLD_CHOICES,
  P_THRESHOLD_CHOICES,
  PAGE_SIZE_CHOICES,
} from '../../lib/significance';
import type { UserSettings } from './user-settings';

interface GenolistDefaultsPanelProps {
  settings: UserSettings;
  onChange: (change: Partial<UserSettings>) => void;
}

function pick<T extends number>(choices: readonly T[], value: string | null): T | undefined {
  return choices.find((choice) => String(choice) === value);
}

/**
 * Settings › Gene lists: the thresholds a genolist opens with when its link names none (the
 * volcano and MA plots', and the expert filters'), and the rows a page shows.
 */
export function GenolistDefaultsPanel({ settings, onChange }: GenolistDefaultsPanelProps) {
  const { t, i18n } = useTranslation('settings');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz="h4">
            {t('genolists.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('genolists.description')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('genolists.pThreshold')}
            description={t('genolists.pThresholdHint')}
            data={P_THRESHOLD_CHOICES.map((p) => ({ value: String(p), label: `≤ ${number.format(p)}` }))}
            value={String(settings.pThreshold)}
            allowDeselect={false}
            onChange={(value) => {
              const pThreshold = pick(P_THRESHOLD_CHOICES, value);
              if (pThreshold) onChange({ pThreshold });
            }}
          />
          <Select
            label={t('genolists.foldChange')}
            description={t('genolists.foldChangeHint')}
            data={FOLD_CHANGE_THRESHOLD_CHOICES.map((fc) => ({
              value: String(fc),
              label: t('genolists.foldChangeValue', { value: number.format(fc) }),
            }))}
            value={String(settings.foldChangeThreshold)}
            allowDeselect={false}
            onChange={(value) => {
              const foldChangeThreshold = pick(FOLD_CHANGE_THRESHOLD_CHOICES, value);
              if (foldChangeThreshold) onChange({ foldChangeThreshold });
            }}
          />
          <Select
            label={t('genolists.pageSize')}
            description={t('genolists.pageSizeHint')}
            data={PAGE_SIZE_CHOICES.map((size) => ({ value: String(size), label: String(size) }))}
            value={String(settings.pageSize)}
            allowDeselect={false}
            onChange={(value) => {
              const pageSize = pick(PAGE_SIZE_CHOICES, value);
              if (pageSize) onChange({ pageSize });
            }}
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
