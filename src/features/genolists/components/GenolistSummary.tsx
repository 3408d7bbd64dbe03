import { SimpleGrid } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconDna, IconSitemap } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { StatCard } from '../../../ui/StatCard';
import type { Genolist } from '../api/get-my-genolists';
import { sameGenolistCard } from './memo-genolist';

/** Total genes, up, down (by the list's own cutoffs) and GO terms. */
export const GenolistSummary = memo(function GenolistSummary({ genolist }: { genolist: Genolist }) {
  const { t, i18n } = useTranslation('genolists');
  const language = i18n.language;
  const cutoffs = t('summary.cutoffs', {
    padj: formatNumber(genolist.pvalue_cutoff, language, 2),
    fc: formatNumber(genolist.fold_change_cutoff, language, 1),
  });
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <StatCard
        icon={IconDna}
        label={t('summary.total')}
        value={formatNumber(genolist.gene_count, language)}
        hint={t('summary.totalHint')}
      />
      <StatCard
        icon={IconArrowUpRight}
        color="red"
        label={t('summary.up')}
        value={formatNumber(genolist.deg.pos, language)}
        hint={cutoffs}
      />
      <StatCard
        icon={IconArrowDownRight}
        color="blue"
        label={t('summary.down')}
        value={formatNumber(genolist.deg.neg, language)}
        hint={cutoffs}
      />
      <StatCard
        icon={IconSitemap}
        color="grape"
        label={t('summary.go')}
        value={formatNumber(genolist.go_term_count, language)}
        hint={t('summary.goHint')}
      />
    </SimpleGrid>
  );
}, sameGenolistCard);
