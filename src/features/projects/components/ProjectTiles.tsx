import { SimpleGrid } from '@mantine/core';
import { IconCalendar, IconDna2, IconListDetails, IconShieldCheck, IconTestPipe } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, formatPercent } from '../../../lib/format';
import { StatCard } from '../../../ui/StatCard';
import type { Project } from '../api/get-project';
import { useProjectGenesDetected } from '../api/get-project-genes-detected';
import { genesPerSample, qualityPercent } from '../project-summary';

/** Five tiles: samples, genolists, genes per sample, creation date, quality percent. */
export function ProjectTiles({ project }: { project: Project }) {
  const { t, i18n } = useTranslation('projects');
  const language = i18n.language;
  const genes = useProjectGenesDetected(project.id);
  const samples = project.samples ?? [];
  const perSample = genesPerSample(genes.data);
  const quality = project.samples ? qualityPercent(samples) : null;
  const na = t('na');
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 5 }}
      spacing="md"
      component="section"
      aria-label={t('detail.tiles.label')}
    >
      <StatCard
        label={t('detail.tiles.samples')}
        value={formatNumber(project.samples?.length ?? project.samples_count, language)}
        icon={IconTestPipe}
      />
      <StatCard
        label={t('detail.tiles.genolists')}
        value={formatNumber(project.genolists_count, language)}
        icon={IconListDetails}
        color="grape"
      />
      <StatCard
        label={t('detail.tiles.genesPerSample')}
        value={genes.isPending ? '…' : perSample === null ? na : formatNumber(perSample, language)}
        icon={IconDna2}
        color="cyan"
      />
      <StatCard
        label={t('detail.tiles.created')}
        value={formatDate(project.creation_date, language)}
        icon={IconCalendar}
        color="gray"
      />
      <StatCard
        label={t('detail.tiles.quality')}
        value={quality === null ? na : formatPercent(quality, language, 0)}
        hint={t('detail.tiles.qualityHint')}
        icon={IconShieldCheck}
        color={quality === null ? 'gray' : quality >= 80 ? 'teal' : quality >= 60 ? 'yellow' : 'red'}
      />
    </SimpleGrid>
  );
}
