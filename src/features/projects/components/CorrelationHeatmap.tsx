import { Box, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../../lib/format';
import { type CorrelationScale, MISSING_COLOR } from '../correlation';

interface CorrelationHeatmapProps {
  matrix: readonly (readonly (number | null)[])[];
  names: readonly string[];
  scale: CorrelationScale;
  label: string;
  missingLabel: string;
  /** Said under the chart when the cells are too narrow for sample names. */
  labelsHiddenNote: string;
  language: string;
}

/** Cells narrower than this get no sample labels (they would overlap). */
const MIN_LABELLED_CELL = 11;
const LABEL_FONT = '11px ui-monospace, SFMono-Regular, Menlo, monospace';
const MAX_LABEL_WIDTH = 110;
const MAX_GRID = 560;

interface Cell {
  row: number;
  column: number;
}

function parseColor(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex)
    return [0, 2, 4].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16)) as [
      number,
      number,
      number,
    ];
  const rgb = /rgb\((\d+),\s*(\d+),\s*(\d+)\)/.exec(color);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : [217, 217, 217];
}

/**
 * The n × n correlation matrix on a canvas (up to a few hundred samples: one pixel per cell in
 * an offscreen image, scaled up without smoothing, so cells stay sharp). Sample names run along
 * the left and the bottom when the cells are wide enough. Pointing at a cell, or moving through
 * the cells with the arrow keys once the chart has focus, shows the pair and its r.
 */
export function CorrelationHeatmap({
  matrix,
  names,
  scale,
  label,
  missingLabel,
  labelsHiddenNote,
  language,
}: CorrelationHeatmapProps) {
  const { ref, width } = useElementSize();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [cell, setCell] = useState<Cell | null>(null);
  const n = names.length;

  // Room for labels is measured once per set of names.
  const [labelWidth, setLabelWidth] = useState(0);
  useEffect(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return;
    context.font = LABEL_FONT;
    const widest = names.reduce((max, name) => Math.max(max, context.measureText(name).width), 0);
    setLabelWidth(Math.min(MAX_LABEL_WIDTH, Math.ceil(widest) + 8));
  }, [names]);

  const available = Math.min(width, MAX_GRID + labelWidth);
  const labelled = n > 0 && (available - labelWidth) / n >= MIN_LABELLED_CELL;
  const margin = labelled ? labelWidth : 0;
  const grid = Math.max(0, Math.floor(Math.min(available - margin, MAX_GRID)));
  const cellSize = n > 0 ? grid / n : 0;
  const cssWidth = grid + margin;
  const cssHeight = grid + margin;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || grid === 0 || n === 0) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(cssWidth * ratio);
    canvas.height = Math.round(cssHeight * ratio);
    const context = canvas.getContext('2d');
    if (!context) return;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, cssWidth, cssHeight);

    const image = new ImageData(n, n);
    for (let row = 0; row < n; row += 1) {
      for (let column = 0; column < n; column += 1) {
        const r = matrix[row]?.[column];
        const [red, green, blue] = parseColor(
          typeof r === 'number' && Number.isFinite(r) ? scale.color(r) : MISSING_COLOR,
        );
        const offset = (row * n + column) * 4;
        image.data[offset] = red;
        image.data[offset + 1] = green;
        image.data[offset + 2] = blue;
        image.data[offset + 3] = 255;
      }
    }
    const cells = document.createElement('canvas');
    cells.width = n;
    cells.height = n;
    cells.getContext('2d')?.putImageData(image, 0, 0);
    context.imageSmoothingEnabled = false;
    context.drawImage(cells, margin, 0, grid, grid);

    if (labelled) {
      const style = getComputedStyle(canvas);
      context.fillStyle = style.getPropertyValue('--mantine-color-text').trim() || '#212529';
      context.font = LABEL_FONT;
      context.textBaseline = 'middle';
      names.forEach((name, index) => {
        const centre = (index + 0.5) * cellSize;
        const text = fitText(context, name, margin - 8);
        context.textAlign = 'right';
        context.fillText(text, margin - 6, centre);
        context.save();
        context.translate(margin + centre, grid + 6);
        context.rotate(-Math.PI / 2);
        context.textAlign = 'right';
        context.fillText(text, 0, 0);
        context.restore();
      });
    }
  }, [matrix, names, scale, grid, n, margin, labelled, cellSize, cssWidth, cssHeight]);

  const cellAt = (clientX: number, clientY: number): Cell | null => {
    const rect = canvasRef.current?.getBoundingClientRect();
    if (!rect || cellSize === 0) return null;
    const column = Math.floor((clientX - rect.left - margin) / cellSize);
    const row = Math.floor((clientY - rect.top) / cellSize);
    return row >= 0 && row < n && column >= 0 && column < n ? { row, column } : null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const current = cell ?? { row: 0, column: 0 };
    setCell({
      row: Math.min(n - 1, Math.max(0, current.row + (cell ? move[0] : 0))),
      column: Math.min(n - 1, Math.max(0, current.column + (cell ? move[1] : 0))),
    });
  };

  const r = cell ? matrix[cell.row]?.[cell.column] : undefined;
  const value = typeof r === 'number' && Number.isFinite(r) ? formatNumber(r, language, 3) : missingLabel;
  const pair = cell ? `${names[cell.row]} × ${names[cell.column]}` : '';
  return (
    <Box ref={ref} pos="relative" w="100%">
      {grid > 0 && (
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={label}
          tabIndex={0}
          style={{ width: cssWidth, height: cssHeight, display: 'block', cursor: 'crosshair' }}
          onMouseMove={(event) => setCell(cellAt(event.clientX, event.clientY))}
          onMouseLeave={() => setCell(null)}
          onKeyDown={onKeyDown}
          onBlur={() => setCell(null)}
        />
      )}
      {cell && (
        <>
          <div
            aria-hidden
            style={{
              position: 'absolute',
              left: margin + cell.column * cellSize - 1,
              top: cell.row * cellSize - 1,
              width: Math.max(3, cellSize) + 2,
              height: Math.max(3, cellSize) + 2,
              border: '2px solid var(--mantine-color-text)',
              pointerEvents: 'none',
              boxSizing: 'border-box',
            }}
          />
          <Paper
            shadow="md"
            withBorder
            p="xs"
            radius="sm"
            style={{
              position: 'absolute',
              pointerEvents: 'none',
              left: Math.min(margin + (cell.column + 1) * cellSize + 8, Math.max(0, cssWidth - 190)),
              top: Math.min(cell.row * cellSize + cellSize + 8, Math.max(0, cssHeight - 60)),
              zIndex: 2,
            }}
          >
            <Text size="xs" ff="monospace">
              {pair}
            </Text>
            <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              r = {value}
            </Text>
          </Paper>
        </>
      )}
      {grid > 0 && !labelled && (
        <Text size="xs" c="dimmed" mt={4}>
          {labelsHiddenNote}
        </Text>
      )}
      <Text aria-live="polite" style={visuallyHidden}>
        {cell ? `${pair}: r = ${value}` : ''}
      </Text>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function fitText(context: CanvasRenderingContext2D, text: string, room: number): string {
  if (context.measureText(text).width <= room) return text;
  let cut = text;
  while (cut.length > 1 && context.measureText(`${cut}…`).width > room) cut = cut.slice(0, -1);
  return `${cut}…`;
}
