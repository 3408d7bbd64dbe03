import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLog2FC, formatNumber, formatPValue } from '../../../lib/format';
import { type GeneFrame, valueAt } from '../gene-frame';
import { TooltipRow } from './VolcanoChart';
import type { PlotKind } from './volcano-data';

/** The gene under the pointer: its names, fold change and adjusted p (and expression on the MA plot). */
export function VolcanoTooltip({
  frame,
  row,
  kind,
  selected,
  multiSelect,
}: {
  frame: GeneFrame;
  row: number;
  kind: PlotKind;
  selected: boolean;
  /** A click toggles the gene in the selection rather than opening it. */
  multiSelect: boolean;
}) {
  const { t, i18n } = useTranslation('volcano');
  const expressionName =
    frame.expressionKind === 'base_mean' ? t('tooltip.baseMean') : t('tooltip.aveLogExpr');
  return (
    <Stack gap={2}>
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Text size="sm" fw={700}>
          {frame.symbol[row] ?? frame.geneId[row] ?? ''}
        </Text>
        {selected && (
          <Badge size="xs" variant="light">
            {t('tooltip.selected')}
          </Badge>
        )}
      </Group>
      {frame.symbol[row] && (
        <Text size="xs" c="dimmed">
          {frame.geneId[row]}
        </Text>
      )}
      <TooltipRow name={t('tooltip.log2fc')} value={formatLog2FC(valueAt(frame.log2fc, row))} />
      <TooltipRow name={t('tooltip.padj')} value={formatPValue(valueAt(frame.padj, row))} />
      {kind === 'ma' && (
        <TooltipRow
          name={expressionName}
          value={formatNumber(valueAt(frame.expression, row), i18n.language)}
        />
      )}
      <Text size="xs" c="dimmed" mt={2}>
        {multiSelect ? t('tooltip.toggle') : t('tooltip.open')}
      </Text>
    </Stack>
  );
}
