import { Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DragMode, ScatterPlot } from '../../../gl/scatter-plot';
import { PNG_SCALE } from '../../../lib/chart-export';
import { formatNumber } from '../../../lib/format';
import { ChartCard } from '../../../ui/ChartCard';
import { PlainSegmentedControl } from '../../../ui/PlainSegmentedControl';
import text from '../../../ui/text.module.css';
import type { GeneFrame } from '../gene-frame';
import { useGenolistView, useSetGenolistSearch } from '../use-genolist-search';
import { selectionMask } from './selection';
import { useVolcanoSelection } from './use-volcano-selection';
import classes from './VolcanoCard.module.css';
import { VolcanoChart } from './VolcanoChart';
import { VolcanoModes, VolcanoThresholds } from './VolcanoControls';
import { VolcanoLegend } from './VolcanoLegend';
import { VolcanoTooltip } from './VolcanoTooltip';
import { axisTitleKeys, thresholdGuides } from './volcano-axes';
import {
  binLayers,
  binPalette,
  labelRows,
  plotBins,
  plotCoords,
  pointSizeFor,
  pointStates,
} from './volcano-data';
import { volcanoView } from './volcano-search';

const TOP_LABELS = 12;
/** Tall enough to read, and filling the screen in fullscreen without scrolling the controls away. */
const CHART_HEIGHT = 'clamp(380px, calc(100dvh - 330px), 900px)';

/**
 * The volcano and MA plots of the plots tab: thresholds, plot kind and expert options in the URL
 * (volcano-search.ts); a click opens the gene (`gene`), or in multi-select mode toggles it in
 * `sel`, which the lasso also fills (use-volcano-selection.ts); the selection exports as CSV.
 * The points' colours and visibility come from volcano-data.ts, the guides from volcano-axes.ts.
 */
export function VolcanoCard({
  genolistId,
  frame,
  onDrawn,
}: {
  genolistId: number;
  frame: GeneFrame | undefined;
  /** The points are on screen (each time they are drawn). */
  onDrawn?: () => void;
}) {
  const { t, i18n } = useTranslation('volcano');
  const language = i18n.language;
  const setSearch = useSetGenolistSearch(genolistId);
  const { expert, view } = useGenolistView((search) => ({
    expert: search.mode === 'expert',
    view: volcanoView(search, search.mode === 'expert'),
  }));
  const selection = useVolcanoSelection(genolistId, frame, `${view.kind}-selection-${genolistId}`);
  const [dragMode, setDragMode] = useState<DragMode>('lasso');
  const plotRef = useRef<ScatterPlot | null>(null);
  const title = t(`title.${view.kind}`);

  const coords = useMemo(() => (frame ? plotCoords(frame, view.kind) : null), [frame, view.kind]);
  const binned = useMemo(
    () => (frame ? plotBins(frame, view.maxPadj, view.foldChange) : null),
    [frame, view.maxPadj, view.foldChange],
  );
  const { degsOnly, regulation } = view;
  const { ids: selectedIds, rowOf, rows: selectedRows } = selection;
  const states = useMemo(() => {
    if (!frame || !coords || !binned) return null;
    const mask = selectedIds.length > 0 ? selectionMask(frame.n, selectedIds, rowOf) : null;
    return pointStates(binned.bins, coords, mask, { degsOnly, regulation });
  }, [frame, coords, binned, selectedIds, rowOf, degsOnly, regulation]);
  const style = useMemo(
    () => ({ palette: binPalette(), layers: binLayers(), pointSize: pointSizeFor(coords?.placed ?? 0) }),
    [coords?.placed],
  );
  const labels = useMemo(() => {
    if (!frame || !binned || !states || !view.labels) return [];
    return labelRows(frame, binned.bins, states, selectedRows, TOP_LABELS).map((row) => ({
      row,
      text: frame.symbol[row] ?? frame.geneId[row] ?? '',
    }));
  }, [frame, binned, states, selectedRows, view.labels]);
  const guides = useMemo(
    () =>
      thresholdGuides(view.kind, view.maxPadj, view.foldChange, view.lines, coords?.pZeroY ?? null, {
        threshold: t('axis.threshold', { value: formatNumber(view.maxPadj, language, 2) }),
        pZero: t('axis.pZero'),
      }),
    [view.kind, view.maxPadj, view.foldChange, view.lines, coords?.pZeroY, t, language],
  );
  const axes = axisTitleKeys(view.kind, frame?.expressionKind);

  return (
    <ChartCard
      title={title}
      help={t(`help.${view.kind}`)}
      exportName={`${view.kind}-${genolistId}`}
      exportSvg={() => plotRef.current?.exportSvg(PNG_SCALE) ?? null}
      fullscreen={expert}
      loading={!frame}
      skeletonHeight={460}
      extra={
        <PlainSegmentedControl
          aria-label={t('kind.label')}
          value={view.kind}
          onChange={(kind) => setSearch({ vplot: kind === 'ma' ? 'ma' : undefined })}
          data={[
            { value: 'volcano', label: t('kind.volcano') },
            { value: 'ma', label: t('kind.ma') },
          ]}
        />
      }
    >
      {frame && coords && binned && states && (
        <div className={classes.body}>
          <VolcanoThresholds genolistId={genolistId} view={view} expert={expert} />
          <VolcanoModes
            genolistId={genolistId}
            view={view}
            expert={expert}
            selection={selection}
            dragMode={dragMode}
            onDragMode={setDragMode}
          />
          {coords.placed === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('note.nothing')}
            </Text>
          ) : (
            <div className={classes.plotRow}>
              <div className={classes.plot}>
                <VolcanoChart
                  coords={coords}
                  states={states}
                  style={style}
                  xTitle={t(axes.x)}
                  yTitle={t(axes.y)}
                  guides={guides}
                  labels={labels}
                  dragMode={selection.multiSelect ? dragMode : 'pan'}
                  label={t('chart.label', {
                    title,
                    count: coords.placed,
                    formatted: formatNumber(coords.placed, language),
                  })}
                  height={CHART_HEIGHT}
                  renderTooltip={(row) => (
                    <VolcanoTooltip
                      frame={frame}
                      row={row}
                      kind={view.kind}
                      selected={selectedIds.includes(frame.geneRefId[row] as number)}
                      multiSelect={selection.multiSelect}
                    />
                  )}
                  onPick={selection.pick}
                  onLasso={selection.lasso}
                  plotRef={plotRef}
                  onDrawn={onDrawn}
                />
                <p className={`${text.xs} ${text.dimmed}`}>
                  {selection.multiSelect && dragMode === 'lasso' ? t('chart.hintLasso') : t('chart.hint')}
                </p>
              </div>
              <VolcanoLegend
                kind={view.kind}
                title={title}
                counts={binned.counts}
                maxPadj={view.maxPadj}
                foldChange={view.foldChange}
                selected={selectedRows.length}
              />
            </div>
          )}
          <div>
            {coords.unplaced > 0 && (
              <p className={`${text.xs} ${text.dimmed}`}>
                {t(view.kind === 'volcano' ? 'note.unplacedVolcano' : 'note.unplacedMa', {
                  count: coords.unplaced,
                  formatted: formatNumber(coords.unplaced, language),
                })}
              </p>
            )}
            {coords.pZero > 0 && (
              <p className={`${text.xs} ${text.dimmed}`}>
                {t('note.pZero', { count: coords.pZero, formatted: formatNumber(coords.pZero, language) })}
              </p>
            )}
          </div>
        </div>
      )}
    </ChartCard>
  );
}
