import {
  ActionIcon,
  Box,
  Paper,
  Text,
  Tooltip,
  useComputedColorScheme,
  useMantineTheme,
} from '@mantine/core';
import { IconZoomReset } from '@tabler/icons-react';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Guide, OverlayColors, PointLabel } from '../../../gl/overlay';
import type { PointStyle } from '../../../gl/scatter-engine';
import { type Decorations, type DragMode, type ScatterData, ScatterPlot } from '../../../gl/scatter-plot';
import type { Domain } from '../../../gl/view';
import { tickLabels } from '../../../ui/chart-ticks';
import type { PlotCoords } from './volcano-data';

/** Explicit colours (the exported SVG has no page to resolve theme variables in). */
const COLORS: Record<'light' | 'dark', OverlayColors> = {
  light: {
    text: '#212529',
    axis: '#868e96',
    grid: '#f1f3f5',
    guide: '#495057',
    lasso: '#1c7ed6',
    halo: '#ffffff',
  },
  dark: {
    text: '#c9c9c9',
    axis: '#5c5f66',
    grid: '#2c2e33',
    guide: '#a6a7ab',
    lasso: '#4dabf7',
    halo: '#242424',
  },
};

export interface VolcanoChartProps {
  coords: PlotCoords;
  states: Uint8Array;
  style: PointStyle;
  xTitle: string;
  yTitle: string;
  guides: readonly Guide[];
  /** Rows to label and their text (widths are measured here). */
  labels: readonly { row: number; text: string }[];
  dragMode: DragMode;
  label: string;
  /** CSS height of the chart (margins included). */
  height: string;
  /** The hover card of a row. */
  renderTooltip: (row: number) => ReactNode;
  onPick: (row: number) => void;
  onLasso: (rows: Uint32Array) => void;
  /** Set to the live plot while mounted (exports). */
  plotRef: RefObject<ScatterPlot | null>;
  /** The points of `coords` are on screen (each time they are drawn). */
  onDrawn?: () => void;
}

/**
 * The React shell of a ScatterPlot (src/gl/scatter-plot.ts): creates it in a box, hands it new
 * positions, states and decorations as props change, shows the hover card and a reset button.
 * The view (pan and zoom) stays inside the plot; `data-domain` on the box exposes it
 * ("x0,x1,y0,y1" in data units over the canvas) to tests and tools, `data-drawn` that its points
 * are on screen (the number placed). The canvas and its WebGL context are pooled and drawn in a
 * worker (src/gl/scatter-engine.ts): a chart mounted again takes them ready. Nothing here reads
 * computed styles (the overlay's font is the theme's); the plot measures its box once, when its
 * first points come.
 */
export function VolcanoChart(props: VolcanoChartProps) {
  const { t, i18n } = useTranslation('volcano');
  const scheme = useComputedColorScheme('light');
  const fontFamily = useMantineTheme().fontFamily ?? 'sans-serif';
  const boxRef = useRef<HTMLDivElement>(null);
  // State, not a ref: the effects handing the plot later data and its options run once it
  // exists, in a render of their own rather than in the task that mounts the chart.
  const [plot, setPlot] = useState<ScatterPlot | null>(null);
  /** What the plot was last handed. */
  const shown = useRef<{ coords: PlotCoords; states: Uint8Array } | null>(null);
  const decorated = useRef<{ plot: ScatterPlot; inputs: readonly unknown[] } | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [hover, setHover] = useState<{ row: number; x: number; y: number } | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const language = i18n.language;

  const options = () => {
    const box = boxRef.current as HTMLDivElement;
    return {
      style: latest.current.style,
      colors: COLORS[scheme],
      fontFamily,
      formatTicks: (ticks: number[]) => tickLabels(ticks, language),
      label: latest.current.label,
      onHover: (hit: { row: number; x: number; y: number } | null) =>
        setHover((previous) =>
          previous?.row === hit?.row && previous?.x === hit?.x && previous?.y === hit?.y ? previous : hit,
        ),
      // A pick opens the gene's panel over the plot: the hover card goes, as the pointer leaves.
      onClick: (row: number) => {
        setHover(null);
        latest.current.onPick(row);
      },
      onLasso: (rows: Uint32Array) => latest.current.onLasso(rows),
      onViewChange: (domain: Domain, home: boolean) => {
        box.dataset.domain = [domain.x0, domain.x1, domain.y0, domain.y1].join(',');
        setZoomed(!home);
      },
      // Tests and the bench wait for `data-drawn`: the points of the coordinates shown are on screen.
      onDraw: (data: ScatterData) => {
        if (data !== latest.current.coords) return;
        box.dataset.drawn = String(latest.current.coords.placed);
        latest.current.onDrawn?.();
      },
    };
  };

  // The plot lives as long as the box; later changes go through the effects below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: options() reads the latest props.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const created = new ScatterPlot(box, options());
    // The first points and axes go with the plot, not after the render `setPlot` causes: the
    // worker draws them while the page finishes mounting the screen, and the first frame shows
    // the axes' titles and thresholds.
    const { coords, states } = latest.current;
    decorated.current = { plot: created, inputs: decorationInputs(latest.current, fontFamily) };
    created.setDecorations(decorationsOf(latest.current, fontFamily));
    shown.current = { coords, states };
    created.setData(coords, states);
    latest.current.plotRef.current = created;
    setPlot(created);
    return () => {
      if (latest.current.plotRef.current === created) latest.current.plotRef.current = null;
      created.destroy();
    };
  }, []);

  // A new plot was made with the current options: handing them again would draw it twice.
  const optioned = useRef<ScatterPlot | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: options() reads the latest props.
  useEffect(() => {
    if (!plot) return;
    if (optioned.current === plot) plot.setOptions(options());
    optioned.current = plot;
  }, [plot, scheme, language, fontFamily, props.style, props.label]);

  const { coords, states } = props;
  useEffect(() => {
    if (!plot) return;
    const previous = shown.current;
    shown.current = { coords, states };
    if (previous?.coords !== coords) {
      boxRef.current?.removeAttribute('data-drawn');
      plot.setData(coords, states);
    } else if (previous.states !== states) plot.setStates(states);
  }, [plot, coords, states]);

  const { xTitle, yTitle, guides, labels } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: decorationInputs lists what is read.
  useEffect(() => {
    if (!plot) return;
    const inputs = decorationInputs(latest.current, fontFamily);
    const last = decorated.current;
    if (last?.plot === plot && inputs.every((input, i) => input === last.inputs[i])) return;
    decorated.current = { plot, inputs };
    plot.setDecorations(decorationsOf(latest.current, fontFamily));
  }, [plot, xTitle, yTitle, guides, labels, coords, fontFamily]);

  useEffect(() => {
    plot?.setDragMode(props.dragMode);
  }, [plot, props.dragMode]);

  return (
    <Box
      ref={boxRef}
      pos="relative"
      h={props.height}
      data-testid="volcano-plot"
      style={{ userSelect: 'none' }}
    >
      {zoomed && (
        <Tooltip label={t('chart.resetView')} openDelay={500}>
          <ActionIcon
            variant="default"
            aria-label={t('chart.resetView')}
            onClick={() => plot?.resetView()}
            style={{ position: 'absolute', right: 22, top: 20, zIndex: 2 }}
          >
            <IconZoomReset size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {hover && (
        <Paper
          role="tooltip"
          shadow="md"
          withBorder
          p="xs"
          style={{
            position: 'absolute',
            left: hover.x,
            top: hover.y,
            transform: `translate(${hover.x > (boxRef.current?.clientWidth ?? 0) / 2 ? 'calc(-100% - 12px)' : '12px'}, ${
              hover.y < 90
                ? '-12px'
                : hover.y > (boxRef.current?.clientHeight ?? 0) - 90
                  ? 'calc(-100% + 12px)'
                  : '-50%'
            })`,
            pointerEvents: 'none',
            zIndex: 3,
            minWidth: 160,
          }}
        >
          {props.renderTooltip(hover.row)}
        </Paper>
      )}
    </Box>
  );
}

/** What the plot's decorations are made of: the same inputs make the same decorations. */
function decorationInputs(props: VolcanoChartProps, fontFamily: string): readonly unknown[] {
  return [props.xTitle, props.yTitle, props.guides, props.labels, props.coords, fontFamily];
}

/** The axes' titles, the threshold lines and the gene labels, placed at their points. */
function decorationsOf(props: VolcanoChartProps, fontFamily: string): Decorations {
  const { coords } = props;
  const labels: PointLabel[] = measureLabels(props.labels, fontFamily).map(({ row, text, width }) => ({
    id: row,
    x: coords.xs[row] as number,
    y: coords.ys[row] as number,
    text,
    width,
  }));
  return { xTitle: props.xTitle, yTitle: props.yTitle, guides: props.guides, labels };
}

let measureContext: CanvasRenderingContext2D | null = null;

/** Text widths of the labels, in the overlay's label font (600, 11 px). */
function measureLabels(labels: readonly { row: number; text: string }[], fontFamily: string) {
  measureContext ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const context = measureContext;
  if (context) context.font = `600 11px ${fontFamily}`;
  return labels.map((label) => ({
    ...label,
    width: Math.ceil((context ? context.measureText(label.text).width : label.text.length * 7) + 2),
  }));
}

/** One line of the hover card: a name and its value. */
export function TooltipRow({ name, value }: { name: string; value: string }) {
  return (
    <Text size="xs" style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
      <span>{name}</span>
      <span style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>{value}</span>
    </Text>
  );
}
