import { Box, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BIN_BELOW_FOLD,
  BIN_DOWN_FIRST,
  BIN_NO_PADJ,
  BIN_NOT_SIGNIFICANT,
  BIN_UP_FIRST,
  FOLD_BANDS,
  regulationCounts,
} from '../../../../workers/kernels/volcano-bins';
import { formatNumber } from '../../../lib/format';
import { BIN_COLORS, type PlotKind } from './volcano-data';

interface VolcanoLegendProps {
  kind: PlotKind;
  title: string;
  counts: Uint32Array;
  maxPadj: number;
  foldChange: number;
  selected: number;
}

function Swatch({ color, ring }: { color: string; ring?: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      style={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        background: color,
        boxShadow: ring ? '0 0 0 2px #141418' : undefined,
        flexShrink: 0,
      }}
    />
  );
}

/**
 * Genes per colour: the up and down totals (the genes table's counts for the same thresholds),
 * their split by |log2FC| band, then the other bins. Bands wholly under the fold-change
 * threshold hold no gene and are left out.
 */
export function VolcanoLegend({ kind, title, counts, maxPadj, foldChange, selected }: VolcanoLegendProps) {
  const { t, i18n } = useTranslation('volcano');
  const language = i18n.language;
  const number = (value: number) => formatNumber(value, language);
  const { up, down } = regulationCounts(counts);
  const threshold = Math.log2(foldChange);
  const bands = FOLD_BANDS.map((lower, band) => ({ lower, upper: FOLD_BANDS[band + 1], band })).filter(
    ({ upper }) => upper === undefined || upper > threshold,
  );
  const range = (lower: number, upper: number | undefined) =>
    upper === undefined
      ? `≥ ${formatNumber(lower, language, 1)}`
      : `${formatNumber(Math.max(lower, 0), language, 1)}–${formatNumber(upper, language, 1)}`;
  const others: { bin: number; label: string }[] = [
    { bin: BIN_BELOW_FOLD, label: t('legend.belowFold', { fc: formatNumber(foldChange, language, 1) }) },
    {
      bin: BIN_NOT_SIGNIFICANT,
      label: t('legend.notSignificant', { p: formatNumber(maxPadj, language, 2) }),
    },
  ];
  if (kind === 'ma') others.push({ bin: BIN_NO_PADJ, label: t('legend.noPadj') });

  return (
    <Stack gap="xs" aria-label={t('legend.label', { title })} role="group" miw={200}>
      <Group gap="lg">
        <Text size="sm" fw={600} c="red.8" data-testid="volcano-up">
          {t('legend.up')} {number(up)}
        </Text>
        <Text size="sm" fw={600} c="blue.8" data-testid="volcano-down">
          {t('legend.down')} {number(down)}
        </Text>
      </Group>
      <Table fz="xs" verticalSpacing={2} horizontalSpacing={6} withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('legend.bandHeader')}</Table.Th>
            <Table.Th ta="right">{t('legend.up')}</Table.Th>
            <Table.Th ta="right">{t('legend.down')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bands.map(({ lower, upper, band }) => (
            <Table.Tr key={band}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{range(lower, upper)}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  <Swatch color={BIN_COLORS[BIN_UP_FIRST + band] as string} />
                  {number(counts[BIN_UP_FIRST + band] ?? 0)}
                </Group>
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  <Swatch color={BIN_COLORS[BIN_DOWN_FIRST + band] as string} />
                  {number(counts[BIN_DOWN_FIRST + band] ?? 0)}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={4}>
        {others.map(({ bin, label }) => (
          <Group key={bin} gap={8} wrap="nowrap" align="flex-start">
            <Box pt={4}>
              <Swatch color={BIN_COLORS[bin] as string} />
            </Box>
            <Text size="xs" style={{ flex: 1 }}>
              {label}
            </Text>
            <Text size="xs" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {number(counts[bin] ?? 0)}
            </Text>
          </Group>
        ))}
        {selected > 0 && (
          <Group gap={8} wrap="nowrap">
            <Swatch color="transparent" ring />
            <Text size="xs" style={{ flex: 1 }}>
              {t('legend.selected')}
            </Text>
            <Text size="xs" fw={500}>
              {number(selected)}
            </Text>
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
