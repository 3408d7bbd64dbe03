import { Box, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { scaleLinear } from 'd3-scale';
import { useState } from 'react';
import { formatNumber } from '../../../lib/format';
import type { PcaPoint } from '../pca';

interface PcaScatterProps {
  points: readonly PcaPoint[];
  xLabel: string;
  yLabel: string;
  /** Whole chart's accessible name. */
  label: string;
  language: string;
  /** A legend level being pointed at: other levels fade. */
  highlight: string | null;
}

const MARGIN = { top: 16, right: 20, bottom: 52, left: 64 };
const RADIUS = 6;

function paddedDomain(values: number[]): [number, number] {
  if (values.length === 0) return [-1, 1];
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (min === max) {
    min -= 1;
    max += 1;
  }
  const pad = (max - min) * 0.08;
  return [min - pad, max + pad];
}

/**
 * The PCA scatter in SVG (a few hundred points at most: crisp, zoomable, readable by assistive
 * technology). Every point can be focused; pointing at or focusing one shows its sample and levels, a click keeps them shown.
 */
export function PcaScatter({ points, xLabel, yLabel, label, language, highlight }: PcaScatterProps) {
  const { ref, width } = useElementSize();
  const [hovered, setHovered] = useState<PcaPoint | null>(null);
  // A click (or Enter) keeps a point's details open until it is clicked again.
  const [pinned, setPinned] = useState<string | null>(null);
  const active = hovered ?? points.find((point) => point.sample === pinned) ?? null;
  const togglePin = (point: PcaPoint) =>
    setPinned((current) => (current === point.sample ? null : point.sample));
  const height = Math.round(Math.min(460, Math.max(300, width * 0.7)));
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const x = scaleLinear()
    .domain(paddedDomain(points.map((point) => point.x)))
    .range([0, innerWidth])
    .nice();
  const y = scaleLinear()
    .domain(paddedDomain(points.map((point) => point.y)))
    .range([innerHeight, 0])
    .nice();
  const xTicks = x.ticks(Math.max(2, Math.floor(innerWidth / 80)));
  const yTicks = y.ticks(Math.max(2, Math.floor(innerHeight / 50)));
  const [x0, x1] = x.domain() as [number, number];
  const [y0, y1] = y.domain() as [number, number];
  const tick = (value: number) => formatNumber(value, language);
  return (
    <Box ref={ref} component="figure" aria-label={label} pos="relative" w="100%" m={0}>
      {width > 0 && (
        // biome-ignore lint/a11y/noSvgWithoutTitle: the figure names the chart; a title would make the svg an image and hide its focusable points.
        <svg width={width} height={height} style={{ display: 'block' }} data-chart-export>
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            <rect
              width={innerWidth}
              height={innerHeight}
              style={{ fill: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))' }}
            />
            {xTicks.map((value) => (
              <g key={`x${value}`} transform={`translate(${x(value)},0)`}>
                <line y1={0} y2={innerHeight} stroke="var(--mantine-color-gray-3)" strokeWidth={0.75} />
                <line y1={innerHeight} y2={innerHeight + 5} stroke="var(--mantine-color-gray-6)" />
                <text
                  y={innerHeight + 18}
                  textAnchor="middle"
                  fontSize={11}
                  fill="var(--mantine-color-dimmed)"
                >
                  {tick(value)}
                </text>
              </g>
            ))}
            {yTicks.map((value) => (
              <g key={`y${value}`} transform={`translate(0,${y(value)})`}>
                <line x1={0} x2={innerWidth} stroke="var(--mantine-color-gray-3)" strokeWidth={0.75} />
                <line x1={-5} x2={0} stroke="var(--mantine-color-gray-6)" />
                <text x={-8} dy="0.32em" textAnchor="end" fontSize={11} fill="var(--mantine-color-dimmed)">
                  {tick(value)}
                </text>
              </g>
            ))}
            {x0 < 0 && x1 > 0 && (
              <line
                x1={x(0)}
                x2={x(0)}
                y1={0}
                y2={innerHeight}
                stroke="var(--mantine-color-gray-5)"
                strokeDasharray="4 3"
              />
            )}
            {y0 < 0 && y1 > 0 && (
              <line
                x1={0}
                x2={innerWidth}
                y1={y(0)}
                y2={y(0)}
                stroke="var(--mantine-color-gray-5)"
                strokeDasharray="4 3"
              />
            )}
            <rect width={innerWidth} height={innerHeight} fill="none" stroke="var(--mantine-color-gray-5)" />
            <text
              x={innerWidth / 2}
              y={innerHeight + 42}
              textAnchor="middle"
              fontSize={12}
              fontWeight={600}
              fill="var(--mantine-color-text)"
            >
              {xLabel}
            </text>
            <text
              transform={`translate(${-48},${innerHeight / 2}) rotate(-90)`}
              textAnchor="middle"
              fontSize={12}
              fontWeight={600}
              fill="var(--mantine-color-text)"
            >
              {yLabel}
            </text>
            {points.map((point) => {
              const faded = highlight !== null && point.level !== highlight;
              const isActive = active?.sample === point.sample;
              return (
                // biome-ignore lint/a11y/useSemanticElements: an SVG point cannot be an HTML button.
                <circle
                  key={point.sample}
                  cx={x(point.x)}
                  cy={y(point.y)}
                  r={isActive ? RADIUS + 2 : RADIUS}
                  fill={point.color}
                  fillOpacity={faded ? 0.15 : 0.9}
                  stroke={isActive ? 'var(--mantine-color-text)' : 'white'}
                  strokeWidth={isActive ? 2 : 1.25}
                  tabIndex={0}
                  role="button"
                  aria-pressed={pinned === point.sample}
                  aria-label={`${point.sample}: ${point.factors.map((f) => `${f.factor} ${f.level}`).join(', ')}; ${xLabel} ${tick(point.x)}, ${yLabel} ${tick(point.y)}`}
                  onMouseEnter={() => setHovered(point)}
                  onMouseLeave={() => setHovered(null)}
                  onFocus={() => setHovered(point)}
                  onBlur={() => setHovered(null)}
                  onClick={() => togglePin(point)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      togglePin(point);
                    }
                  }}
                  style={{ cursor: 'pointer', outline: 'none', transition: 'fill-opacity 120ms' }}
                />
              );
            })}
          </g>
        </svg>
      )}
      {active && (
        <Paper
          shadow="md"
          withBorder
          p="xs"
          radius="sm"
          aria-hidden
          style={{
            position: 'absolute',
            pointerEvents: 'none',
            left: Math.min(MARGIN.left + x(active.x) + 12, Math.max(0, width - 200)),
            top: Math.max(0, MARGIN.top + y(active.y) - 12),
            minWidth: 140,
            zIndex: 2,
          }}
        >
          <Text size="sm" fw={600} ff="monospace">
            {active.sample}
          </Text>
          {active.factors.map((factor) => (
            <Text key={factor.factor} size="xs">
              <Text span c="dimmed" size="xs">
                {factor.factor}:
              </Text>{' '}
              {factor.level}
            </Text>
          ))}
          <Text size="xs" c="dimmed" mt={2} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {xLabel.split(' ')[0]} {tick(active.x)} · {yLabel.split(' ')[0]} {tick(active.y)}
          </Text>
        </Paper>
      )}
    </Box>
  );
}
