import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { scaleBand, scaleLinear } from 'd3-scale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { AxisBottom, AxisLeft, ChartTooltip, GridLines } from '../../../ui/chart-svg';
import { tickLabels } from '../../../ui/chart-ticks';
import { type BoxGroup, type BoxPoint, boxGroups } from './box-groups';
import { jitter } from './box-stats';
import type { BoxplotData } from './get-boxplot-data';

/** Okabe–Ito colours (distinct for colour-blind readers): the two conditions, then other groups. */
const CONDITION_COLORS = ['#D55E00', '#0072B2'] as const;
const OTHER_COLORS = ['#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#7F7F7F'] as const;

const MARGIN = { top: 12, right: 16, bottom: 44, left: 58 };

function groupColor(group: BoxGroup, index: number): string {
  return group.role === 2
    ? (OTHER_COLORS[(index - 2 + OTHER_COLORS.length) % OTHER_COLORS.length] as string)
    : CONDITION_COLORS[group.role];
}

interface Hover {
  point: BoxPoint;
  group: string;
  x: number;
  y: number;
}

/**
 * One gene's expression by group: box from Q1 to Q3, median line, whiskers to 1.5 × IQR, every
 * sample as a point at a fixed jitter. Each box carries its numbers (aria-label, data-*) so
 * screen readers, and tests, read what is drawn.
 */
export function BoxPlotChart({ data, height = 300 }: { data: BoxplotData; height?: number }) {
  const { t, i18n } = useTranslation('charts');
  const { ref, width: measured } = useElementSize();
  const [hover, setHover] = useState<Hover | null>(null);
  const groups = boxGroups(data);
  const width = Math.max(240, measured);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const name = (group: BoxGroup) => group.name ?? t('boxplot.otherGroup');
  const x = scaleBand<number>()
    .domain(groups.map((_, index) => index))
    .range([0, innerWidth])
    .padding(0.35);
  const values = groups.flatMap((group) => group.points.map((point) => point.value));
  const low = Math.min(...values);
  const high = Math.max(...values);
  // A margin above and below, so points at the extremes do not sit on the frame.
  const pad = high > low ? (high - low) * 0.08 : 1;
  const y = scaleLinear()
    .domain([low - pad, high + pad])
    .nice()
    .range([innerHeight, 0]);
  const ticks = y.ticks(6);
  const tickText = tickLabels(ticks, i18n.language);
  const number = (value: number) => formatNumber(value, i18n.language, 2);
  const symbol = data.gene.symbol ?? data.gene.gene_id;
  const band = x.bandwidth();

  return (
    <Box ref={ref} pos="relative" onMouseLeave={() => setHover(null)}>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('boxplot.summary', { symbol, count: groups.length })}
        data-chart-export
        style={{ display: 'block', maxWidth: '100%' }}
      >
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          <GridLines at={ticks.map((tick) => y(tick))} length={innerWidth} />
          {groups.map((group, index) => {
            const stats = group.stats;
            const left = x(index) as number;
            const center = left + band / 2;
            const color = groupColor(group, index);
            const boxWidth = Math.min(band * 0.7, 90);
            return (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: biome counts an SVG <g> as interactive; role img names the mark for screen readers.
              <g
                key={`${group.name}-${group.role}`}
                role="img"
                aria-label={
                  stats
                    ? t('boxplot.boxLabel', {
                        group: name(group),
                        count: stats.n,
                        median: number(stats.median),
                        q1: number(stats.q1),
                        q3: number(stats.q3),
                      })
                    : name(group)
                }
                data-group={name(group)}
                data-median={stats?.median}
                data-q1={stats?.q1}
                data-q3={stats?.q3}
              >
                {stats && (
                  <g style={{ stroke: 'var(--mantine-color-text)', strokeWidth: 1.25 }}>
                    <line x1={center} x2={center} y1={y(stats.upperWhisker)} y2={y(stats.q3)} />
                    <line x1={center} x2={center} y1={y(stats.q1)} y2={y(stats.lowerWhisker)} />
                    <line
                      x1={center - boxWidth / 4}
                      x2={center + boxWidth / 4}
                      y1={y(stats.upperWhisker)}
                      y2={y(stats.upperWhisker)}
                    />
                    <line
                      x1={center - boxWidth / 4}
                      x2={center + boxWidth / 4}
                      y1={y(stats.lowerWhisker)}
                      y2={y(stats.lowerWhisker)}
                    />
                    <rect
                      x={center - boxWidth / 2}
                      width={boxWidth}
                      y={y(stats.q3)}
                      height={Math.max(1, y(stats.q1) - y(stats.q3))}
                      fill={color}
                      fillOpacity={0.22}
                      stroke={color}
                      strokeWidth={1.5}
                    />
                    <line
                      x1={center - boxWidth / 2}
                      x2={center + boxWidth / 2}
                      y1={y(stats.median)}
                      y2={y(stats.median)}
                      strokeWidth={2.5}
                    />
                  </g>
                )}
                {group.points.map((point) => {
                  const px = center + jitter(point.sampleId) * boxWidth * 0.8;
                  const py = y(point.value);
                  return (
                    // biome-ignore lint/a11y/noStaticElementInteractions: hover only repeats what the point's title says.
                    <circle
                      key={point.sampleId}
                      cx={px}
                      cy={py}
                      r={4.5}
                      fill={color}
                      fillOpacity={0.85}
                      stroke="#ffffff"
                      strokeWidth={1}
                      data-sample={point.sample}
                      onMouseEnter={() =>
                        setHover({ point, group: name(group), x: px + MARGIN.left, y: py + MARGIN.top })
                      }
                    >
                      <title>{`${point.sample}: ${number(point.value)}`}</title>
                    </circle>
                  );
                })}
              </g>
            );
          })}
          <g transform={`translate(0,${innerHeight})`}>
            <AxisBottom
              ticks={groups.map((group, index) => ({
                at: (x(index) as number) + band / 2,
                label: name(group),
              }))}
              length={innerWidth}
              title={data.factor ?? undefined}
            />
          </g>
          <AxisLeft
            ticks={ticks.map((tick, index) => ({ at: y(tick), label: tickText[index] as string }))}
            length={innerHeight}
            title={t('boxplot.axis')}
          />
        </g>
      </svg>
      {hover && (
        <ChartTooltip x={hover.x} y={hover.y}>
          <strong>{hover.point.sample}</strong> ({hover.group})
          <br />
          {t('boxplot.pointValue', { value: number(hover.point.value) })}
        </ChartTooltip>
      )}
    </Box>
  );
}
