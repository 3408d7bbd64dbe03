import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../format';
import { orderedTimings } from '../import-status';
import { useStepLabel } from '../use-import-labels';

/** Milliseconds per step, as the server measured them, shown in seconds. */
export function ImportTaskTimings({
  timings,
  finished,
}: {
  timings: Record<string, number>;
  finished: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'en';
  const stepLabel = useStepLabel();
  const entries = orderedTimings(timings);
  const total = entries.reduce((sum, [, ms]) => sum + ms, 0);
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t('detail.timings')}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {finished ? t('detail.timingsNone') : t('detail.timingsEmpty')}
        </Text>
      ) : (
        <Table fz="sm" verticalSpacing={6} withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detail.stepColumn')}</Table.Th>
              <Table.Th ta="right">{t('detail.timeColumn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map(([step, ms]) => (
              <Table.Tr key={step}>
                <Table.Td>{stepLabel(step)}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatDuration(ms, locale)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>{t('detail.total')}</Table.Th>
              <Table.Th ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatDuration(total, locale)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
    </Stack>
  );
}
