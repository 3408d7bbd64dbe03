import { Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { scaleLinear } from 'd3-scale';
import { useTranslation } from 'react-i18next';
import { formatLog2FC, formatPValue } from '../../../lib/format';
import { AxisBottom, CHART_FONT, GridLines } from '../../../ui/chart-svg';
import { tickLabels } from '../../../ui/chart-ticks';
import type { GeneInGenolist } from '../api/get-gene';
import { type FoldChangeInterval, foldChangeInterval } from '../fold-change-interval';

const ROW = 26;
const MARGIN = { top: 8, right: 16, bottom: 44, left: 16 };
/** The genolist names take this share of the width, the plot the rest. */
const LABEL_SHARE = 0.4;
/** The axis reaches at most this many times the largest fold change: wider intervals end in an arrow. */
const INTERVAL_REACH = 3;
const CAP = 4;

const COLOR = {
  up: 'var(--mantine-color-red-6)',
  down: 'var(--mantine-color-blue-6)',
  none: 'var(--mantine-color-gray-5)',
};

/** Dot radius from −log10 adjusted p: 3 px (p = 1) to 7 px (p ≤ 1e-20). */
function radius(padj: number | null): number {
  if (padj === null || !(padj > 0)) return padj === 0 ? 7 : 3;
  return 3 + Math.min(4, (-Math.log10(padj) / 20) * 4);
}

/** The half-axis: every fold change, and the intervals up to INTERVAL_REACH times the largest one. */
function axisExtent(values: number[], intervals: (FoldChangeInterval | null)[]): number {
  const largest = Math.max(1, ...values.map(Math.abs));
  const ends = intervals.flatMap((i) => (i ? [Math.abs(i.low), Math.abs(i.high)] : []));
  return Math.min(Math.max(largest, ...ends), largest * INTERVAL_REACH) * 1.1;
}

/**
 * The gene's log2 fold change in each genolist, one row each: a dot coloured by the call at that
 * genolist's cutoffs (up red, down blue, not called grey), sized by the adjusted p, with its 95 %
 * interval from the p-value (`fold-change-interval.ts`) as a bar, against a line at 0. An end
 * beyond the axis is drawn as an arrow; a row without an interval (p of 1 or unknown) shows its
 * dot alone. Rows follow the table's order.
 */
export function GeneForestPlot({ rows, symbol }: { rows: readonly GeneInGenolist[]; symbol: string }) {
  const { t, i18n } = useTranslation('search');
  const { ref, width } = useElementSize();
  const values = rows.map((r) => r.log2_fold_change).filter((v): v is number => v !== null);
  const intervals = rows.map((r) => foldChangeInterval(r.log2_fold_change, r.pvalue));
  const extent = axisExtent(values, intervals);
  const labelWidth = Math.round(width * LABEL_SHARE);
  const plotWidth = Math.max(60, width - labelWidth - MARGIN.left - MARGIN.right);
  const height = rows.length * ROW;
  const x = scaleLinear().domain([-extent, extent]).range([0, plotWidth]).nice();
  const ticks = x.ticks(6);
  const labels = tickLabels(ticks, i18n.language);
  const [domainLow, domainHigh] = x.domain() as [number, number];
  const describe = (row: GeneInGenolist, interval: FoldChangeInterval | null) =>
    `${row.genolist.name} — log2FC ${formatLog2FC(row.log2_fold_change)}, p ${formatPValue(row.pvalue)} · ${
      interval
        ? t('gene.plot.interval', { low: formatLog2FC(interval.low), high: formatLog2FC(interval.high) })
        : t('gene.plot.noInterval')
    }`;
  return (
    <div ref={ref}>
      {width > 0 && (
        <svg
          width={width}
          height={height + MARGIN.top + MARGIN.bottom}
          role="img"
          aria-label={t('gene.plot.label', { symbol })}
        >
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            {rows.map((row, i) => (
              <text
                key={row.genolist.id}
                x={labelWidth - 8}
                y={i * ROW + ROW / 2}
                dy="0.32em"
                textAnchor="end"
                style={{ fill: 'var(--mantine-color-text)', fontSize: 12, fontFamily: CHART_FONT }}
              >
                {row.genolist.name.length > 40 ? `${row.genolist.name.slice(0, 39)}…` : row.genolist.name}
                <title>{`${row.genolist.name} — ${row.project.name}`}</title>
              </text>
            ))}
            <g transform={`translate(${labelWidth},0)`}>
              <GridLines at={ticks.map((v) => x(v))} length={height} vertical />
              <line
                x1={x(0)}
                x2={x(0)}
                y1={0}
                y2={height}
                style={{ stroke: 'var(--mantine-color-dimmed)', strokeDasharray: '4 3' }}
              />
              {rows.map((row, i) => {
                const v = row.log2_fold_change;
                const cy = i * ROW + ROW / 2;
                if (v === null) return null;
                const fill = COLOR[row.direction ?? 'none'];
                const interval = intervals[i] ?? null;
                return (
                  <g key={row.genolist.id} data-testid="forest-row">
                    <title>{describe(row, interval)}</title>
                    {interval && (
                      <IntervalBar
                        from={x(Math.max(interval.low, domainLow))}
                        to={x(Math.min(interval.high, domainHigh))}
                        clippedLow={interval.low < domainLow}
                        clippedHigh={interval.high > domainHigh}
                        cy={cy}
                        color={fill}
                      />
                    )}
                    <circle cx={x(v)} cy={cy} r={radius(row.padj)} style={{ fill }} />
                  </g>
                );
              })}
              <g transform={`translate(0,${height})`}>
                <AxisBottom
                  ticks={ticks.map((v, i) => ({ at: x(v), label: labels[i] ?? '' }))}
                  length={plotWidth}
                  title={t('gene.plot.axis')}
                />
              </g>
            </g>
          </g>
        </svg>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {t('gene.plot.legend')}
      </Text>
    </div>
  );
}

/** A row's interval: a bar with a cap at each end inside the axis, an arrow at an end beyond it. */
function IntervalBar(props: {
  from: number;
  to: number;
  clippedLow: boolean;
  clippedHigh: boolean;
  cy: number;
  color: string;
}) {
  const { from, to, clippedLow, clippedHigh, cy, color } = props;
  const stroke = { stroke: color, strokeWidth: 1.5 };
  const end = (at: number, clipped: boolean, towards: 1 | -1) =>
    clipped ? (
      <path
        d={`M${at},${cy} l${-towards * CAP * 1.5},${-CAP} v${CAP * 2} z`}
        style={{ fill: color }}
        data-testid="interval-arrow"
      />
    ) : (
      <line x1={at} x2={at} y1={cy - CAP} y2={cy + CAP} style={stroke} />
    );
  return (
    <g data-testid="interval">
      <line x1={from} x2={to} y1={cy} y2={cy} style={stroke} />
      {end(from, clippedLow, -1)}
      {end(to, clippedHigh, 1)}
    </g>
  );
}
