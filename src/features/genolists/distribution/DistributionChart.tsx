import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { scaleBand, scaleLinear } from 'd3-scale';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { AxisBottom, AxisLeft, GridLines, TEXT_STYLE } from '../../../ui/chart-svg';
import type { FoldBand } from './distribution';

/** Okabe–Ito vermilion and blue: up and down stay apart for colour-blind readers. */
const UP = '#D55E00';
const DOWN = '#0072B2';
const MARGIN = { top: 30, right: 16, bottom: 48, left: 56 };

export function bandLabel(band: FoldBand): string {
  return band.to === null ? `≥ ${band.from}` : `${band.from}–${band.to}`;
}

/** Significant genes per |log2FC| band, up and down side by side, the count above each bar. */
export function DistributionChart({ bands, height = 300 }: { bands: readonly FoldBand[]; height?: number }) {
  const { t, i18n } = useTranslation('charts');
  const { ref, width: measured } = useElementSize();
  const width = Math.max(280, measured);
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  // Narrow (a phone): thinner gaps between bands and smaller counts, so neighbours never overlap.
  const narrow = innerWidth / Math.max(1, bands.length) < 60;
  const x = scaleBand<number>()
    .domain(bands.map((_, index) => index))
    .range([0, innerWidth])
    .padding(narrow ? 0.12 : 0.25);
  const y = scaleLinear()
    // Headroom for the count written above the tallest bar.
    .domain([0, Math.max(1, ...bands.flatMap((band) => [band.up, band.down])) * 1.08])
    .nice()
    .range([innerHeight, 0]);
  // Counts are whole genes: no tick between two integers.
  const ticks = y.ticks(5).filter(Number.isInteger);
  const half = x.bandwidth() / 2;
  const number = (value: number) => formatNumber(value, i18n.language);
  const directions = [
    { key: 'up', color: UP, label: t('distribution.up') },
    { key: 'down', color: DOWN, label: t('distribution.down') },
  ] as const;

  return (
    <Box ref={ref}>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('distribution.summary')}
        data-chart-export
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      >
        <g transform={`translate(${MARGIN.left},8)`} aria-hidden>
          {directions.map((direction, index) => (
            <g key={direction.key} transform={`translate(${index * 110},0)`}>
              <rect width={12} height={12} fill={direction.color} />
              <text x={16} y={10} style={TEXT_STYLE}>
                {direction.label}
              </text>
            </g>
          ))}
        </g>
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          <GridLines at={ticks.map((tick) => y(tick))} length={innerWidth} />
          {bands.map((band, index) => (
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: biome counts an SVG <g> as interactive; role img names the mark for screen readers.
            <g
              key={band.from}
              role="img"
              aria-label={t('distribution.bandLabel', {
                band: bandLabel(band),
                up: t('distribution.upCount', { count: band.up }),
                down: t('distribution.downCount', { count: band.down }),
              })}
              transform={`translate(${x(index)},0)`}
            >
              {directions.map((direction, side) => {
                const count = band[direction.key];
                return (
                  <g key={direction.key}>
                    <rect
                      x={side * half + 1}
                      width={half - 2}
                      y={y(count)}
                      height={innerHeight - y(count)}
                      fill={direction.color}
                    >
                      <title>{`${direction.label}, ${bandLabel(band)}: ${number(count)}`}</title>
                    </rect>
                    <text
                      x={side * half + half / 2}
                      y={y(count) - 4}
                      textAnchor="middle"
                      style={{ ...TEXT_STYLE, fontSize: narrow ? 9 : 10 }}
                    >
                      {number(count)}
                    </text>
                  </g>
                );
              })}
            </g>
          ))}
          <g transform={`translate(0,${innerHeight})`}>
            <AxisBottom
              ticks={bands.map((band, index) => ({
                at: (x(index) as number) + half,
                label: bandLabel(band),
              }))}
              length={innerWidth}
              title={t('distribution.xAxis')}
            />
          </g>
          <AxisLeft
            ticks={ticks.map((tick) => ({ at: y(tick), label: number(tick) }))}
            length={innerHeight}
            title={t('distribution.yAxis')}
          />
        </g>
      </svg>
    </Box>
  );
}
