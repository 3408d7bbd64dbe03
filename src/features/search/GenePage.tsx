import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowsJoin, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { geneCardUrl } from '../../lib/gene-links';
import { SavedOfflineNote } from '../../offline/components/SavedOfflineNote';
import { LoadErrorAlert } from '../../ui/LoadErrorAlert';
import { ButtonLink } from '../../ui/links';
import { PageHeader } from '../../ui/PageHeader';
import { useGene } from './api/get-gene';
import { searchKeys } from './api/keys';
import { GeneForestPlot } from './components/GeneForestPlot';
import { GeneGenolistsTable } from './components/GeneGenolistsTable';

const ENSEMBL = 'https://www.ensembl.org/id/';

/** "KLK3 in your genolists": the gene's fold change and adjusted p in every genolist the user may see. */
export function GenePage({ geneId }: { geneId: number }) {
  const { t } = useTranslation('search');
  const gene = useGene(geneId);
  if (gene.isPending) {
    return (
      <Stack gap="md" aria-busy>
        <Skeleton h={36} w="40%" />
        <Skeleton h={200} />
        <Skeleton h={240} />
      </Stack>
    );
  }
  if (gene.isError) {
    const missing = gene.error instanceof ApiError && gene.error.status === 404;
    return (
      <LoadErrorAlert
        title={t('gene.loadError')}
        message={missing ? t('gene.notFound') : gene.error.message}
        onRetry={missing ? undefined : () => void gene.refetch()}
        retryLabel={t('gene.retry')}
        retrying={gene.isFetching}
      />
    );
  }
  const data = gene.data;
  const symbol = data.symbol ?? data.gene_id;
  const cards = geneCardUrl(data.symbol);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <PageHeader title={t('gene.title', { symbol })} description={t('gene.description')} />
        <SavedOfflineNote queryKeys={[searchKeys.gene(geneId)]} />
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap={6}>
          <Group gap="sm">
            <Title order={2} fz="h4">
              {symbol}
            </Title>
            <Badge variant="light" color={data.called > 0 ? 'blue' : 'gray'}>
              {t('gene.summary', { called: data.called, count: data.genolists.length })}
            </Badge>
          </Group>
          {data.description && <Text size="sm">{data.description}</Text>}
          <Group gap="md">
            <Text size="sm" c="dimmed">
              {t('gene.ensembl')}:{' '}
              <Anchor href={`${ENSEMBL}${encodeURIComponent(data.gene_id)}`} target="_blank" rel="noreferrer">
                {data.gene_id}
              </Anchor>
            </Text>
            {data.biotype && (
              <Text size="sm" c="dimmed">
                {t('gene.biotype')}: {data.biotype}
              </Text>
            )}
            {cards && (
              <Anchor href={cards} target="_blank" rel="noreferrer" size="sm">
                <Group gap={4} component="span">
                  {t('gene.genecards')} <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            )}
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="h5" mb="sm">
          {t('gene.plot.title')}
        </Title>
        <GeneForestPlot rows={data.genolists} symbol={symbol} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        {data.genolists.length >= 2 && (
          <Group justify="flex-end" mb="sm">
            {/* The first four: called ones first, then by adjusted p, as the table lists them. */}
            <ButtonLink
              to="/compare"
              search={{
                ids: data.genolists
                  .slice(0, 4)
                  .map((row) => row.genolist.id)
                  .join(','),
              }}
              variant="default"
              leftSection={<IconArrowsJoin size={16} aria-hidden />}
            >
              {t('gene.compare')}
            </ButtonLink>
          </Group>
        )}
        <GeneGenolistsTable geneId={data.id} symbol={symbol} rows={data.genolists} />
      </Paper>
    </Stack>
  );
}
