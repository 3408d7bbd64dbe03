import { ActionIcon, Card, Menu, Modal, Skeleton, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconDownload,
  IconFileTypePng,
  IconFileTypeSvg,
  IconHelpCircle,
  IconMaximize,
} from '@tabler/icons-react';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartFormat, canvasToPng, chartFileName, downloadSvgChart } from '../lib/chart-export';
import { downloadBlob } from '../lib/export';
import classes from './ChartCard.module.css';
import { IdleTooltip, useIdle } from './IdleTooltip';
import { notify } from './notify';

interface ChartCardProps {
  title: string;
  /** What the chart shows and how to read it; adds a help button opening a dialog. */
  help?: ReactNode;
  /** Adds an export button. */
  onExport?: () => void;
  /**
   * Adds an export menu saving the chart as PNG (3× its size) or SVG, named from this text. The
   * chart is `exportSvg()` when given, else the `<svg data-chart-export>` (or first `<svg>`) of
   * the card's body; a body holding only a canvas (WebGL) is saved as PNG.
   */
  exportName?: string;
  /** The SVG to export instead of the one on screen, e.g. a WebGL chart's points under its axes. */
  exportSvg?: () => SVGSVGElement | null;
  /** Adds a button showing the chart alone on the whole screen. */
  fullscreen?: boolean;
  loading?: boolean;
  /** Shown instead of the chart when its data cannot be had now (not saved for offline use). */
  unavailable?: ReactNode;
  /** Shown as 'Error: …' instead of the chart. */
  error?: string | null;
  /** Next to the title: badges, selectors. */
  extra?: ReactNode;
  /** Height of the loading skeleton, in px. */
  skeletonHeight?: number;
  children?: ReactNode;
}

/** The frame of every chart: title, help, export, fullscreen, loading and error states. */
export function ChartCard({
  title,
  help,
  onExport,
  exportName,
  exportSvg,
  fullscreen,
  loading,
  unavailable,
  error,
  extra,
  skeletonHeight = 280,
  children,
}: ChartCardProps) {
  const { t } = useTranslation('projects');
  const [helpOpened, helpDialog] = useDisclosure(false);
  const [fullOpened, fullDialog] = useDisclosure(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const exporting = useChartExport(bodyRef, cardRef, exportSvg);
  // The dialogs join the card once the browser is idle, or when opened before.
  const idle = useIdle();
  const body = unavailable ? (
    unavailable
  ) : loading ? (
    <Skeleton height={skeletonHeight} radius="md" aria-label={t('ui.chart.loading')} />
  ) : error ? (
    <Text c="red" size="sm" role="alert">
      {t('ui.chart.error', { message: error })}
    </Text>
  ) : (
    children
  );
  return (
    <Card component="section" aria-label={title} ref={cardRef} className={classes.card}>
      <div className={classes.head}>
        <div className={classes.titled}>
          <Title order={3} fz="h5">
            {title}
          </Title>
          {extra}
        </div>
        <div className={classes.actions}>
          {help && (
            <IdleTooltip label={t('ui.chart.help')} openDelay={700}>
              <ActionIcon aria-label={t('ui.chart.helpFor', { title })} onClick={helpDialog.open}>
                <IconHelpCircle size={18} aria-hidden />
              </ActionIcon>
            </IdleTooltip>
          )}
          {onExport && !loading && !error && (
            <IdleTooltip label={t('ui.chart.export')} openDelay={700}>
              <ActionIcon aria-label={t('ui.chart.exportFor', { title })} onClick={onExport}>
                <IconDownload size={18} aria-hidden />
              </ActionIcon>
            </IdleTooltip>
          )}
          {exportName && !loading && !error && (
            <ExportMenu
              title={title}
              busy={exporting.busy}
              onPick={(format) => exporting.run(exportName, format)}
            />
          )}
          {fullscreen && !loading && !error && (
            <IdleTooltip label={t('ui.chart.fullscreen')} openDelay={700}>
              <ActionIcon aria-label={t('ui.chart.fullscreenFor', { title })} onClick={fullDialog.open}>
                <IconMaximize size={18} aria-hidden />
              </ActionIcon>
            </IdleTooltip>
          )}
        </div>
      </div>
      {fullOpened ? <div style={{ minHeight: skeletonHeight }} /> : <div ref={bodyRef}>{body}</div>}
      {help && (idle || helpOpened) && (
        <Modal opened={helpOpened} onClose={helpDialog.close} title={title} size="lg">
          {typeof help === 'string' ? <Text size="sm">{help}</Text> : help}
        </Modal>
      )}
      {fullscreen && (idle || fullOpened) && (
        <Modal opened={fullOpened} onClose={fullDialog.close} title={title} fullScreen>
          {body}
        </Modal>
      )}
    </Card>
  );
}

function ExportMenu({
  title,
  busy,
  onPick,
}: {
  title: string;
  busy: boolean;
  onPick: (format: ChartFormat) => void;
}) {
  const { t } = useTranslation('charts');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon aria-label={t('export.menuFor', { title })} loading={busy}>
          <IconDownload size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('export.label')}</Menu.Label>
        <Menu.Item leftSection={<IconFileTypePng size={16} aria-hidden />} onClick={() => onPick('png')}>
          {t('export.png')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypeSvg size={16} aria-hidden />} onClick={() => onPick('svg')}>
          {t('export.svg')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Saves the chart of the card's body; a failure (no chart drawn, no canvas) is a toast. */
function useChartExport(
  bodyRef: RefObject<HTMLDivElement | null>,
  cardRef: RefObject<HTMLDivElement | null>,
  exportSvg: (() => SVGSVGElement | null) | undefined,
) {
  const { t } = useTranslation('charts');
  const [busy, setBusy] = useState(false);
  const run = async (name: string, format: ChartFormat) => {
    const body = bodyRef.current;
    const background = cardRef.current ? getComputedStyle(cardRef.current).backgroundColor : '#ffffff';
    setBusy(true);
    try {
      const svg =
        exportSvg?.() ??
        body?.querySelector<SVGSVGElement>('svg[data-chart-export]') ??
        body?.querySelector<SVGSVGElement>('svg') ??
        null;
      const canvas = body?.querySelector('canvas');
      if (svg) await downloadSvgChart(svg, name, format, background);
      else if (canvas && format === 'png')
        downloadBlob(chartFileName(name, 'png'), await canvasToPng(canvas, background));
      else throw new Error(t('export.nothing'));
    } catch (error) {
      notify('error', {
        title: t('export.error'),
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run: (name: string, format: ChartFormat) => void run(name, format) };
}
