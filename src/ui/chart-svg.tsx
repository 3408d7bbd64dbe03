import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Pieces of the small SVG charts (few marks, drawn with d3-scale): axes with ticks and a title
 * in their unit, and a hover card. Colours come from the theme through CSS, so the charts read
 * in light and dark mode; the export inlines them (src/lib/chart-export.ts).
 */

export const CHART_FONT = 'var(--mantine-font-family)';
const TICK = 5;

interface AxisProps {
  /** Tick positions in px along the axis, with their labels. */
  ticks: readonly { at: number; label: string }[];
  /** Axis length in px. */
  length: number;
  /** Title, with its unit. */
  title?: string;
  /** Where the title sits away from the axis line, in px. */
  titleOffset?: number;
}

const line = { stroke: 'var(--mantine-color-dimmed)', strokeWidth: 1 } as const;
const label = { fill: 'var(--mantine-color-text)', fontSize: 11, fontFamily: CHART_FONT } as const;
const title = {
  fill: 'var(--mantine-color-text)',
  fontSize: 12,
  fontWeight: 600,
  fontFamily: CHART_FONT,
} as const;

/** A horizontal axis drawn at y = 0 of its group: ticks downwards, labels and title below. */
export function AxisBottom({ ticks, length, title: text, titleOffset = 34 }: AxisProps) {
  return (
    <g aria-hidden>
      <line x1={0} x2={length} y1={0} y2={0} style={line} />
      {ticks.map((tick) => (
        <g key={`${tick.at}-${tick.label}`} transform={`translate(${tick.at},0)`}>
          <line y2={TICK} style={line} />
          <text y={TICK + 12} textAnchor="middle" style={label}>
            {tick.label}
          </text>
        </g>
      ))}
      {text && (
        <text x={length / 2} y={titleOffset} textAnchor="middle" style={title}>
          {text}
        </text>
      )}
    </g>
  );
}

/** A vertical axis drawn at x = 0 of its group: ticks leftwards, labels left, title rotated. */
export function AxisLeft({ ticks, length, title: text, titleOffset = 40 }: AxisProps) {
  return (
    <g aria-hidden>
      <line x1={0} x2={0} y1={0} y2={length} style={line} />
      {ticks.map((tick) => (
        <g key={`${tick.at}-${tick.label}`} transform={`translate(0,${tick.at})`}>
          <line x2={-TICK} style={line} />
          <text x={-TICK - 3} dy="0.32em" textAnchor="end" style={label}>
            {tick.label}
          </text>
        </g>
      ))}
      {text && (
        <text
          transform={`translate(${-titleOffset},${length / 2}) rotate(-90)`}
          textAnchor="middle"
          style={title}
        >
          {text}
        </text>
      )}
    </g>
  );
}

/** Light grid lines across the plot at the given positions (horizontal lines when `vertical` is false). */
export function GridLines({
  at,
  length,
  vertical = false,
}: {
  at: readonly number[];
  length: number;
  vertical?: boolean;
}) {
  const style = { stroke: 'var(--mantine-color-default-border)', strokeWidth: 1 } as const;
  return (
    <g aria-hidden>
      {at.map((position) =>
        vertical ? (
          <line key={position} x1={position} x2={position} y1={0} y2={length} style={style} />
        ) : (
          <line key={position} x1={0} x2={length} y1={position} y2={position} style={style} />
        ),
      )}
    </g>
  );
}

export const TEXT_STYLE = label;

/** A card over the chart at (x, y) px of its container (the container is position: relative). */
export function ChartTooltip({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return (
    <Paper
      role="tooltip"
      shadow="md"
      p={6}
      withBorder
      style={{
        position: 'absolute',
        left: x,
        top: y,
        transform: 'translate(-50%, calc(-100% - 10px))',
        pointerEvents: 'none',
        zIndex: 2,
        maxWidth: 320,
      }}
    >
      <Text size="xs" component="div">
        {children}
      </Text>
    </Paper>
  );
}
