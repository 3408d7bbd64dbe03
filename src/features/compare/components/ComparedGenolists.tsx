import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { AnchorLink } from '../../../ui/links';
import type { ComparedGenolist } from '../api/get-comparison';

/** A card per compared genolist: its project, comparison, cutoffs and called counts. */
export function ComparedGenolists({ genolists }: { genolists: readonly ComparedGenolist[] }) {
  const { t, i18n } = useTranslation('compare');
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: genolists.length }} spacing="sm">
      {genolists.map((g, index) => (
        <Paper key={g.id} withBorder radius="md" p="sm">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {index + 1} ·{' '}
              <AnchorLink to="/projects/$projectId" params={{ projectId: g.project.id }} size="xs">
                {g.project.name}
              </AnchorLink>
            </Text>
            <AnchorLink to="/genolists/$genolistId" params={{ genolistId: g.id }} fw={600} size="sm">
              {g.name}
            </AnchorLink>
            <Text size="xs">
              {g.comparison
                ? `${g.comparison.factor}: ${g.comparison.condition_1} vs ${g.comparison.condition_2}`
                : t('summary.noComparison')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('summary.cutoffs', {
                padj: formatNumber(g.pvalue_cutoff, i18n.language),
                fc: formatNumber(g.fold_change_cutoff, i18n.language),
              })}
            </Text>
            <Text size="xs">
              {t('summary.genes', { count: g.genes, formatted: n(g.genes) })} ·{' '}
              <Text span c="var(--mantine-color-red-text)" fz="xs" fw={600}>
                {t('summary.up', { formatted: n(g.up) })}
              </Text>{' '}
              ·{' '}
              <Text span c="var(--mantine-color-blue-text)" fz="xs" fw={600}>
                {t('summary.down', { formatted: n(g.down) })}
              </Text>
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
