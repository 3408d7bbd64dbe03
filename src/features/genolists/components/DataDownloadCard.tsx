import { Button, Card, Divider, Group, Loader, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFilter, IconTable } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../../lib/export';
import { formatNumber } from '../../../lib/format';
import { useOnline } from '../../../offline/hooks';
import { serverOrHere } from '../../../offline/server-or-here';
import text from '../../../ui/text.module.css';
import { downloadGenolistFile, serverFilePath } from '../api/download-genolist-file';
import { useGoValues } from '../api/get-go-values';
import { useReportAvailability } from '../api/get-report-availability';
import { cachedGenolist } from '../cached-genolist';
import { exportGenes } from '../gene-exports';
import type { GeneFrame } from '../gene-frame';
import { reportFile, transcriptoValuesFile } from '../local-files';
import { useFileDownload } from '../use-file-download';
import type { VisibleGenes } from '../use-visible-genes';
import classes from './DataDownloadCard.module.css';

interface DataDownloadCardProps {
  genolistId: number;
  frame: GeneFrame | undefined;
  genes: VisibleGenes | null;
}

type DownloadKey = ExportFormat | 'transcripto' | 'report';

/**
 * The genolist's data as files: the filtered genes (made here), every value (TSV) and the Excel
 * report, made by the server, or here from the copy on this device when the server cannot be
 * reached (the same files: local-files.ts).
 */
export function DataDownloadCard({ genolistId, frame, genes }: DataDownloadCardProps) {
  const { t, i18n } = useTranslation('genolists');
  const queryClient = useQueryClient();
  const online = useOnline();
  const download = useFileDownload<DownloadKey>();
  const report = useReportAvailability(genolistId);
  // With no server, the report is made here: from the GO terms saved on this device, if any.
  const go = useGoValues(genolistId, !online);
  const count = genes?.rows.length ?? 0;
  const ready = Boolean(frame && genes && count > 0);
  const goHere = go.data;
  const reportHere =
    frame && goHere
      ? () => {
          // The genolist of the screen this card is on: in the cache.
          const genolist = cachedGenolist(queryClient, genolistId);
          if (!genolist) throw new Error(t('downloads.reportNotSaved'));
          return reportFile(genolist, frame, goHere, i18n.language);
        }
      : null;
  const reportState = online
    ? report.isPending
      ? 'checking'
      : report.data?.available
        ? 'available'
        : 'unavailable'
    : !frame
      ? 'checking'
      : frame.n === 0
        ? 'unavailable'
        : reportHere
          ? 'here'
          : 'notSaved';

  return (
    <Card component="section" aria-labelledby="genolist-downloads-title" className={classes.card}>
      <Title order={2} fz="h5" id="genolist-downloads-title">
        {t('downloads.title')}
      </Title>
      <DownloadRow
        icon={<IconFilter size={18} aria-hidden />}
        title={t('downloads.filtered')}
        description={
          genes
            ? t('downloads.filteredHint', { count, formatted: formatNumber(count, i18n.language) })
            : t('genes.loading')
        }
      >
        {(['csv', 'tsv', 'json'] as const).map((format) => (
          <Button
            key={format}
            size="xs"
            variant="default"
            disabled={!ready}
            loading={download.busy === format}
            aria-label={t('downloads.filteredAs', { format: format.toUpperCase() })}
            onClick={() => {
              if (frame && genes) void download.run(format, () => exportGenes(format, frame, genes.rows));
            }}
          >
            {format.toUpperCase()}
          </Button>
        ))}
      </DownloadRow>
      <Divider />
      <DownloadRow
        icon={<IconTable size={18} aria-hidden />}
        title={t('downloads.values')}
        description={online ? t('downloads.valuesHint') : t('downloads.valuesHere')}
      >
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-label={t('downloads.valuesLabel')}
          loading={download.busy === 'transcripto'}
          disabled={!online && !frame}
          onClick={() =>
            void download.run(
              'transcripto',
              () =>
                serverOrHere(
                  () => downloadGenolistFile(genolistId, 'transcripto-values'),
                  frame ? () => transcriptoValuesFile(frame) : null,
                ),
              serverFilePath(genolistId, 'transcripto-values'),
            )
          }
        >
          {t('downloads.valuesButton')}
        </Button>
      </DownloadRow>
      <Divider />
      <DownloadRow
        icon={<IconFileSpreadsheet size={18} aria-hidden />}
        title={t('downloads.report')}
        description={
          reportState === 'checking' ? (
            <Group gap={6} component="span">
              <Loader size={12} />
              {t('downloads.reportChecking')}
            </Group>
          ) : reportState === 'available' ? (
            t('downloads.reportHint')
          ) : reportState === 'here' ? (
            t('downloads.reportHere')
          ) : reportState === 'notSaved' ? (
            t('downloads.reportNotSaved')
          ) : (
            (report.data?.reason ?? t('downloads.reportUnavailable'))
          )
        }
      >
        <Button
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-label={t('downloads.reportLabel')}
          disabled={reportState !== 'available' && reportState !== 'here'}
          loading={download.busy === 'report'}
          onClick={() =>
            void download.run(
              'report',
              () => serverOrHere(() => downloadGenolistFile(genolistId, 'report'), reportHere),
              serverFilePath(genolistId, 'report'),
            )
          }
        >
          {t('downloads.reportButton')}
        </Button>
      </DownloadRow>
    </Card>
  );
}

function DownloadRow({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={classes.row}>
      <div className={classes.what}>
        <span className={classes.icon}>{icon}</span>
        <div className={classes.text}>
          <p className={`${text.sm} ${classes.title}`}>{title}</p>
          <div className={`${text.xs} ${text.dimmed}`}>{description}</div>
        </div>
      </div>
      <div className={classes.buttons}>{children}</div>
    </div>
  );
}
