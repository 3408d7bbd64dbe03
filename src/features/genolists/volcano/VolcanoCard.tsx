import { Badge, Button, Group, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { IconDownload, IconX } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Guide } from '../../../gl/overlay';
import type { DragMode, ScatterPlot } from '../../../gl/scatter-plot';
import { PNG_SCALE } from '../../../lib/chart-export';
import { downloadBlob, makeExport } from '../../../lib/export';
import { formatLog2FC, formatNumber, formatPValue } from '../../../lib/format';
import { ChartCard } from '../../../ui/ChartCard';
import { type NotifyTone, notify } from '../../../ui/notify';
import { PlainSegmentedControl } from '../../../ui/PlainSegmentedControl';
import text from '../../../ui/text.module.css';
import { type GeneFrame, valueAt } from '../gene-frame';
import { MAX_SELECTED_GENES, parseSelection, selectionParam } from '../genolist-search';
import { useGenolistView, useSetGenolistSearch } from '../use-genolist-search';
import { addToSelection, rowsByGeneRef, selectionMask, toggleSelection } from './selection';
import classes from './VolcanoCard.module.css';
import { TooltipRow, VolcanoChart } from './VolcanoChart';
import { VolcanoLegend } from './VolcanoLegend';
import {
  binLayers,
  binPalette,
  labelRows,
  plotBins,
  plotCoords,
  pointSizeFor,
  pointStates,
} from './volcano-data';
import { VOLCANO_FC_CHOICES, VOLCANO_P_CHOICES, volcanoView } from './volcano-search';

const TOP_LABELS = 12;
const NO_ROWS = new Map<number, number>();
const TOAST_MS = 3000;
/** Tall enough to read, and filling the screen in fullscreen without scrolling the controls away. */
const CHART_HEIGHT = 'clamp(380px, calc(100dvh - 330px), 900px)';

/**
 * The volcano and MA plots of the plots tab: thresholds, plot kind
 * and expert options in the URL (volcano-search.ts); a click opens the gene (`gene`), or in
 * multi-select mode toggles it in `sel`, which the lasso also fills; the selection exports as CSV.
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
  const { expert, view, sel } = useGenolistView((search) => ({
    expert: search.mode === 'expert',
    view: volcanoView(search, search.mode === 'expert'),
    sel: search.sel,
  }));
  const selectedIds = useMemo(() => parseSelection(sel), [sel]);
  const [multiSelect, setMultiSelect] = useState(selectedIds.length > 0);
  const [dragMode, setDragMode] = useState<DragMode>('lasso');
  const plotRef = useRef<ScatterPlot | null>(null);
  const title = t(`title.${view.kind}`);

  const coords = useMemo(() => (frame ? plotCoords(frame, view.kind) : null), [frame, view.kind]);
  const binned = useMemo(
    () => (frame ? plotBins(frame, view.maxPadj, view.foldChange) : null),
    [frame, view.maxPadj, view.foldChange],
  );
  // Rows of the selected genes: looked up only once there are some.
  const anySelected = selectedIds.length > 0;
  const rows = useMemo(
    () => (frame && anySelected ? rowsByGeneRef(frame.geneRefId) : NO_ROWS),
    [frame, anySelected],
  );
  const selectedRows = useMemo(
    () => selectedIds.map((id) => rows.get(id)).filter((row): row is number => row !== undefined),
    [selectedIds, rows],
  );
  const { degsOnly, regulation } = view;
  const states = useMemo(
    () =>
      frame && coords && binned
        ? pointStates(binned.bins, coords, anySelected ? selectionMask(frame.n, selectedIds, rows) : null, {
            degsOnly,
            regulation,
          })
        : null,
    [frame, coords, binned, anySelected, selectedIds, rows, degsOnly, regulation],
  );
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

  const symbolOf = useCallback(
    (row: number) => (frame ? (frame.symbol[row] ?? frame.geneId[row] ?? '') : ''),
    [frame],
  );
  const toast = (title: string, message: string, tone: NotifyTone = 'info') =>
    notify(tone, { title, message, autoClose: TOAST_MS });

  const [showChoices, regulationChoices] = useMemo(
    () => [
      [
        { value: 'all', label: t('expert.showAll') },
        { value: 'deg', label: t('expert.showDegs') },
      ],
      [
        { value: 'all', label: t('expert.regAll') },
        { value: 'up', label: t('expert.regUp') },
        { value: 'down', label: t('expert.regDown') },
      ],
    ],
    [t],
  );
  const selectedText = (n: number) =>
    t('select.selected', { count: n, formatted: formatNumber(n, language) });
  const onPick = (row: number) => {
    if (!frame) return;
    const id = frame.geneRefId[row] as number;
    if (!multiSelect) {
      setSearch({ gene: id });
      return;
    }
    const next = toggleSelection(selectedIds, id);
    if (next.full) {
      toast(
        t('select.addedTitle'),
        t('select.limit', {
          count: MAX_SELECTED_GENES,
          formatted: formatNumber(MAX_SELECTED_GENES, language),
        }),
        'warning',
      );
      return;
    }
    setSearch({ sel: selectionParam(next.ids) });
    const selected = selectedText(next.ids.length);
    if (next.added) toast(t('select.addedTitle'), t('select.added', { symbol: symbolOf(row), selected }));
    else toast(t('select.removedTitle'), t('select.removed', { symbol: symbolOf(row), selected }));
  };

  const onLasso = (picked: Uint32Array) => {
    if (!frame) return;
    if (picked.length === 0) {
      toast(t('select.lassoTitle'), t('select.lassoNone'), 'neutral');
      return;
    }
    const next = addToSelection(
      selectedIds,
      Array.from(picked, (row) => frame.geneRefId[row] as number),
    );
    setSearch({ sel: selectionParam(next.ids) });
    toast(
      t('select.lassoTitle'),
      next.truncated
        ? t('select.limit', {
            count: MAX_SELECTED_GENES,
            formatted: formatNumber(MAX_SELECTED_GENES, language),
          })
        : t('select.lassoAdded', {
            count: next.added,
            added: formatNumber(next.added, language),
            selected: selectedText(next.ids.length),
          }),
      next.truncated ? 'warning' : 'info',
    );
  };

  const clearSelection = () => {
    if (selectedIds.length === 0) return;
    setSearch({ sel: undefined });
    toast(t('select.clearedTitle'), t('select.cleared'), 'neutral');
  };

  const exportSelection = () => {
    if (!frame) return;
    const file = makeExport('csv', `${view.kind}-selection-${genolistId}`, selectedRows, [
      { key: 'gene_id', label: t('export.geneId'), value: (row: number) => frame.geneId[row] },
      { key: 'symbol', label: t('export.symbol'), value: (row: number) => frame.symbol[row] },
      {
        key: 'expression',
        label: t('export.expression'),
        value: (row: number) => valueAt(frame.expression, row),
      },
      { key: 'log2fc', label: t('export.log2fc'), value: (row: number) => valueAt(frame.log2fc, row) },
      { key: 'pvalue', label: t('export.pvalue'), value: (row: number) => valueAt(frame.pvalue, row) },
      { key: 'padj', label: t('export.padj'), value: (row: number) => valueAt(frame.padj, row) },
    ]);
    downloadBlob(file.fileName, file.blob);
    toast(t('select.lassoTitle'), t('select.exported', { fileName: file.fileName }), 'success');
  };

  const renderTooltip = (row: number) => {
    if (!frame) return null;
    const selected = selectedIds.includes(frame.geneRefId[row] as number);
    const expressionName =
      frame.expressionKind === 'base_mean' ? t('tooltip.baseMean') : t('tooltip.aveLogExpr');
    return (
      <Stack gap={2}>
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text size="sm" fw={700}>
            {symbolOf(row)}
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
        {view.kind === 'ma' && (
          <TooltipRow name={expressionName} value={formatNumber(valueAt(frame.expression, row), language)} />
        )}
        <Text size="xs" c="dimmed" mt={2}>
          {multiSelect ? t('tooltip.toggle') : t('tooltip.open')}
        </Text>
      </Stack>
    );
  };

  const xTitle =
    view.kind === 'volcano'
      ? t('axis.log2fc')
      : frame?.expressionKind === 'ave_log_expr'
        ? t('axis.aveLogExpr')
        : t('axis.baseMean');
  const yTitle = view.kind === 'volcano' ? t('axis.minusLog10Padj') : t('axis.log2fc');

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
          <div className={classes.thresholds}>
            <Select
              label={t('threshold.p')}
              data={VOLCANO_P_CHOICES.map((choice) => ({
                value: String(choice),
                label: t('threshold.pChoice', { value: formatNumber(choice, language, 2) }),
              }))}
              value={String(view.maxPadj)}
              onChange={(value) => {
                const vp = VOLCANO_P_CHOICES.find((choice) => String(choice) === value);
                if (vp !== undefined) setSearch({ vp });
              }}
              allowDeselect={false}
              w={160}
            />
            <Select
              label={t('threshold.fc')}
              data={VOLCANO_FC_CHOICES.map((choice) => ({
                value: String(choice),
                label: t('threshold.fcChoice', { value: formatNumber(choice, language, 1) }),
              }))}
              value={String(view.foldChange)}
              onChange={(value) => {
                const vfc = VOLCANO_FC_CHOICES.find((choice) => String(choice) === value);
                if (vfc !== undefined) setSearch({ vfc });
              }}
              allowDeselect={false}
              w={160}
            />
            {expert && (
              <>
                <Select
                  label={t('expert.show')}
                  data={showChoices}
                  value={view.degsOnly ? 'deg' : 'all'}
                  onChange={(value) => setSearch({ vshow: value === 'deg' ? 'deg' : undefined })}
                  allowDeselect={false}
                  w={widthFor(showChoices)}
                  maw="100%"
                />
                <Select
                  label={t('expert.regulation')}
                  data={regulationChoices}
                  value={view.regulation}
                  onChange={(value) =>
                    setSearch({ vreg: value === 'up' || value === 'down' ? value : undefined })
                  }
                  allowDeselect={false}
                  w={widthFor(regulationChoices)}
                  maw="100%"
                />
              </>
            )}
          </div>
          <div className={classes.modes}>
            <Switch
              label={t('select.mode')}
              checked={multiSelect}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setMultiSelect(on);
                if (!on) clearSelection();
              }}
            />
            {expert && (
              <>
                <Switch
                  label={t('expert.labels')}
                  checked={view.labels}
                  onChange={(event) =>
                    setSearch({ vlabels: event.currentTarget.checked ? undefined : 'off' })
                  }
                />
                <Switch
                  label={t('expert.lines')}
                  checked={view.lines}
                  onChange={(event) => setSearch({ vlines: event.currentTarget.checked ? undefined : 'off' })}
                />
              </>
            )}
            {multiSelect && (
              <>
                <SegmentedControl
                  size="xs"
                  aria-label={t('select.drag')}
                  value={dragMode}
                  onChange={(value) => setDragMode(value === 'pan' ? 'pan' : 'lasso')}
                  data={[
                    { value: 'lasso', label: t('select.lasso') },
                    { value: 'pan', label: t('select.pan') },
                  ]}
                />
                <Badge variant="light" size="lg" data-testid="volcano-selection-count">
                  {t('select.count', {
                    count: selectedIds.length,
                    formatted: formatNumber(selectedIds.length, language),
                  })}
                </Badge>
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  disabled={selectedRows.length === 0}
                  onClick={exportSelection}
                >
                  {t('select.export')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="gray"
                  leftSection={<IconX size={14} aria-hidden />}
                  disabled={selectedIds.length === 0}
                  onClick={clearSelection}
                >
                  {t('select.reset')}
                </Button>
              </>
            )}
          </div>
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
                  xTitle={xTitle}
                  yTitle={yTitle}
                  guides={guides}
                  labels={labels}
                  dragMode={multiSelect ? dragMode : 'pan'}
                  label={t('chart.label', {
                    title,
                    count: coords.placed,
                    formatted: formatNumber(coords.placed, language),
                  })}
                  height={CHART_HEIGHT}
                  renderTooltip={renderTooltip}
                  onPick={onPick}
                  onLasso={onLasso}
                  plotRef={plotRef}
                  onDrawn={onDrawn}
                />
                <p className={`${text.xs} ${text.dimmed}`}>
                  {multiSelect && dragMode === 'lasso' ? t('chart.hintLasso') : t('chart.hint')}
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

/** Significance and fold-change lines (when shown), the zero line of the MA plot and the p = 0 line. */
function thresholdGuides(
  kind: 'volcano' | 'ma',
  maxPadj: number,
  foldChange: number,
  lines: boolean,
  pZeroY: number | null,
  labels: { threshold: string; pZero: string },
): Guide[] {
  const fold = Math.log2(foldChange);
  const guides: Guide[] = [];
  if (kind === 'volcano') {
    if (lines)
      guides.push(
        { axis: 'y', value: -Math.log10(maxPadj), line: 'dashed', label: labels.threshold },
        { axis: 'x', value: -fold, line: 'dashed' },
        { axis: 'x', value: fold, line: 'dashed' },
      );
    if (pZeroY !== null) guides.push({ axis: 'y', value: pZeroY, line: 'dotted', label: labels.pZero });
  } else {
    guides.push({ axis: 'y', value: 0, line: 'solid' });
    if (lines)
      guides.push({ axis: 'y', value: -fold, line: 'dashed' }, { axis: 'y', value: fold, line: 'dashed' });
  }
  return guides;
}

/**
 * A select as wide as its longest choice in the interface language, with room for its chevron:
 * a fixed width cut the French choices ("Sur- et sous-exprim…").
 */
function widthFor(choices: { label: string }[]): string {
  const longest = Math.max(...choices.map((choice) => choice.label.length));
  return `calc(${longest}ch + 3rem)`;
}
