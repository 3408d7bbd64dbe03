import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { NotSavedOfflineNote } from '../../../offline/components/NotSavedOffline';
import { notSavedOffline } from '../../../offline/not-saved';
import { type GoValue, useGoValues } from '../api/get-go-values';
import { exportGoTerms } from '../gene-exports';
import { GoDotPlotCard } from '../go/GoDotPlotCard';
import { useFileDownload } from '../use-file-download';
import { GoTable } from './GoTable';
import { LoadErrorAlert } from './LoadErrorAlert';

/** The GO table shows its first 20 terms until asked for all. */
export const GO_FIRST_ROWS = 20;

/**
 * The GO enrichment of the list: its dot plot, then the terms most significant first with a CSV
 * download. From the server, or `terms` when the list is on this device only.
 */
export function GoTab({ genolistId, terms: given }: { genolistId: number; terms?: GoValue[] }) {
  const { t, i18n } = useTranslation('genolists');
  const go = useGoValues(genolistId, given === undefined);
  const local = given !== undefined;
  const pending = !local && go.isPending;
  const failed = !local && go.isError;
  const [showAll, setShowAll] = useState(false);
  const download = useFileDownload<'go'>();
  const terms = given ?? go.data ?? [];
  const shown = showAll ? terms : terms.slice(0, GO_FIRST_ROWS);
  const unsaved = !local && notSavedOffline(go);
  return (
    <Stack gap="lg">
      {!failed && !unsaved && <GoDotPlotCard genolistId={genolistId} terms={terms} loading={pending} />}
      <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="genolist-go-title">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              <Title order={2} fz="h5" id="genolist-go-title">
                {t('go.title')}
              </Title>
              {(local || go.data) && (
                <Badge variant="light" radius="sm">
                  {formatNumber(terms.length, i18n.language)}
                </Badge>
              )}
            </Group>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={terms.length === 0}
              loading={download.busy === 'go'}
              onClick={() => void download.run('go', () => exportGoTerms(genolistId, terms))}
            >
              {t('go.download')}
            </Button>
          </Group>
          {unsaved ? (
            <NotSavedOfflineNote />
          ) : pending ? (
            <Stack gap={6} aria-busy aria-label={t('go.loading')}>
              {Array.from({ length: 6 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
                <Skeleton key={index} height={34} radius="sm" />
              ))}
            </Stack>
          ) : failed ? (
            <LoadErrorAlert
              title={t('go.loadError')}
              error={go.error}
              path="/api/govalues/"
              onRetry={() => void go.refetch()}
              retrying={go.isFetching}
            />
          ) : terms.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('go.empty')}
            </Text>
          ) : (
            <>
              <GoTable terms={shown} />
              {terms.length > GO_FIRST_ROWS && (
                <Group justify="space-between" gap="sm">
                  <Text size="sm" c="dimmed">
                    {t('go.shown', {
                      count: terms.length,
                      shown: formatNumber(shown.length, i18n.language),
                      total: formatNumber(terms.length, i18n.language),
                    })}
                  </Text>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    rightSection={
                      showAll ? (
                        <IconChevronUp size={14} aria-hidden />
                      ) : (
                        <IconChevronDown size={14} aria-hidden />
                      )
                    }
                    onClick={() => setShowAll((value) => !value)}
                  >
                    {showAll
                      ? t('go.showFirst', { count: GO_FIRST_ROWS })
                      : t('go.showAll', { formatted: formatNumber(terms.length, i18n.language) })}
                  </Button>
                </Group>
              )}
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
