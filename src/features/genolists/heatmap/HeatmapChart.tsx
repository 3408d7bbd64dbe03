import { Box, Paper, Text } from '@mantine/core';
import { type MouseEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { GenolistExpression } from '../api/get-expression';
import type { ClusteredHeatmap } from './cluster-client';
import { colorTable, SCALE_STOPS } from './heatmap-colors';
import { cellImageUrl } from './heatmap-image';
import {
  cellAt,
  dendrogramSegments,
  heatmapLayout,
  type Box as LayoutBox,
  labelFontSize,
  type Segment,
} from './heatmap-layout';
import type { HeatmapView } from './heatmap-search';

/** Condition 1, condition 2, other samples. */
export const CONDITION_COLORS = ['#d9480f', '#1971c2', '#adb5bd'] as const;
/** k-means clusters 1 to 5. */
export const CLUSTER_COLORS = ['#4c6ef5', '#f59f00', '#12b886', '#e64980', '#7950f2'] as const;
const LABEL_CHARS = 14;

interface HeatmapChartProps {
  data: GenolistExpression;
  clustered: ClusteredHeatmap;
  view: HeatmapView;
  width: number;
}

/** Values in display order: rows and columns as the clustering ordered them. */
function orderedValues(clustered: ClusteredHeatmap, rows: number, cols: number): Float64Array {
  const out = new Float64Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    const source = (clustered.rowOrder[r] as number) * cols;
    for (let c = 0; c < cols; c++)
      out[r * cols + c] = clustered.display[source + (clustered.colOrder[c] as number)] as number;
  }
  return out;
}

function valueRange(values: Float64Array, zScore: boolean): [number, number] {
  if (zScore) return [-3, 3];
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (!Number.isFinite(value)) continue;
    lo = Math.min(lo, value);
    hi = Math.max(hi, value);
  }
  return lo <= hi ? [lo, hi] : [0, 1];
}

/** SVG path of a dendrogram's segments; `vertical`: leaves down the side (the gene tree). */
function treePath(segments: Segment[], box: LayoutBox, unit: number, vertical: boolean): string {
  let top = 0;
  for (const [, h1, , h2] of segments) top = Math.max(top, h1, h2);
  const scale = top > 0 ? 1 / top : 0;
  const point = (position: number, height: number) =>
    vertical
      ? `${(box.x + box.width * (1 - height * scale)).toFixed(1)},${(box.y + position * unit).toFixed(1)}`
      : `${(box.x + position * unit).toFixed(1)},${(box.y + box.height * (1 - height * scale)).toFixed(1)}`;
  return segments.map(([p1, h1, p2, h2]) => `M${point(p1, h1)}L${point(p2, h2)}`).join('');
}

const short = (text: string) => (text.length > LABEL_CHARS ? `${text.slice(0, LABEL_CHARS - 1)}…` : text);

/**
 * The heatmap drawing: the cells as one pixel-exact image, dendrograms or k-means
 * bands, the condition band, gene and sample labels when they fit, the colour legend and a
 * hover tooltip. One SVG, so that the chart card saves it as SVG or PNG as seen.
 */
export function HeatmapChart({ data, clustered, view, width }: HeatmapChartProps) {
  const { t, i18n } = useTranslation('heatmap');
  const language = i18n.language;
  const rows = data.genes.length;
  const cols = data.samples.length;
  const layout = heatmapLayout({
    width,
    height: view.height,
    rows,
    cols,
    geneTree: clustered.geneTree !== null,
    sampleTree: clustered.sampleTree !== null,
    clusters: clustered.clusters !== null,
  });
  const values = useMemo(() => orderedValues(clustered, rows, cols), [clustered, rows, cols]);
  const range = useMemo(() => valueRange(values, view.zScore), [values, view.zScore]);
  const { cells } = layout;
  const image = useMemo(
    () => cellImageUrl(values, rows, cols, colorTable(view.scale), range),
    [values, rows, cols, view.scale, range],
  );
  const geneTree = useMemo(
    () =>
      clustered.geneTree &&
      layout.geneTree &&
      treePath(
        dendrogramSegments(
          clustered.geneTree.merge,
          clustered.geneTree.heights,
          clustered.rowOrder,
          clustered.centroids?.leafRows,
        ),
        layout.geneTree,
        layout.rowHeight,
        true,
      ),
    [clustered, layout.geneTree, layout.rowHeight],
  );
  const sampleTree = useMemo(
    () =>
      clustered.sampleTree &&
      layout.sampleTree &&
      treePath(
        dendrogramSegments(clustered.sampleTree.merge, clustered.sampleTree.heights, clustered.colOrder),
        layout.sampleTree,
        layout.colWidth,
        false,
      ),
    [clustered, layout.sampleTree, layout.colWidth],
  );
  const [hover, setHover] = useState<{ row: number; col: number; x: number; y: number } | null>(null);

  const onMove = (event: MouseEvent<SVGSVGElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - bounds.left;
    const y = event.clientY - bounds.top;
    const cell = cellAt(layout, x, y);
    setHover(cell ? { ...cell, x, y } : null);
  };

  const geneAt = (row: number) => data.genes[clustered.rowOrder[row] as number];
  const sampleAt = (col: number) => data.samples[clustered.colOrder[col] as number];
  const conditionName = (condition: 1 | 2 | null) =>
    condition === 1 ? data.condition_1_name : condition === 2 ? data.condition_2_name : null;
  const stops = SCALE_STOPS[view.scale];
  const gradientId = `heatmap-scale-${view.scale}`;
  const legendY = layout.legend.y;
  const hovered = hover ? { gene: geneAt(hover.row), sample: sampleAt(hover.col) } : null;

  return (
    <Box pos="relative" style={{ overflowX: 'auto' }}>
      <svg
        width={layout.width}
        height={layout.height}
        role="img"
        aria-label={t('chart.label', {
          genes: t('chart.genes', { count: rows }),
          samples: t('chart.samples', { count: cols }),
        })}
        data-chart-export
        data-rows={rows}
        data-cols={cols}
        data-clustering={view.clustering}
        data-cluster-engine={clustered.engine ?? undefined}
        data-gene-leaves={clustered.centroids?.count}
        onMouseMove={onMove}
        onMouseLeave={() => setHover(null)}
        style={{ display: 'block', fontFamily: 'var(--mantine-font-family)', fontSize: 10 }}
      >
        <defs>
          <linearGradient id={gradientId}>
            {stops.map((color, i) => (
              <stop key={color} offset={i / (stops.length - 1)} stopColor={color} />
            ))}
          </linearGradient>
        </defs>
        <image
          href={image}
          x={cells.x}
          y={cells.y}
          width={cells.width}
          height={cells.height}
          preserveAspectRatio="none"
          style={{ imageRendering: 'pixelated' }}
          data-pixelated
        />
        {geneTree && (
          <path d={geneTree} fill="none" stroke="currentColor" strokeWidth={0.8} data-tree="genes" />
        )}
        {sampleTree && (
          <path d={sampleTree} fill="none" stroke="currentColor" strokeWidth={0.8} data-tree="samples" />
        )}
        <g data-band="conditions">
          {data.samples.map((_, col) => {
            const sample = sampleAt(col);
            return (
              <rect
                key={sample?.id}
                x={cells.x + col * layout.colWidth}
                y={layout.conditionBand.y}
                width={layout.colWidth + 0.5}
                height={layout.conditionBand.height}
                fill={CONDITION_COLORS[sample?.condition ? sample.condition - 1 : 2]}
              />
            );
          })}
        </g>
        {layout.clusterBand && clustered.clusters && (
          <g data-band="clusters">
            {data.genes.map((gene, row) => (
              <rect
                key={gene.gene_ref_id}
                x={layout.clusterBand?.x}
                y={cells.y + row * layout.rowHeight}
                width={layout.clusterBand?.width}
                height={layout.rowHeight + 0.5}
                fill={
                  CLUSTER_COLORS[
                    (clustered.clusters?.[clustered.rowOrder[row] as number] ?? 0) % CLUSTER_COLORS.length
                  ]
                }
              />
            ))}
          </g>
        )}
        {layout.geneLabels && (
          <g data-labels="genes" fill="currentColor" fontSize={labelFontSize(layout.rowHeight)}>
            {data.genes.map((_, row) => {
              const gene = geneAt(row);
              return (
                <text
                  key={gene?.gene_ref_id}
                  x={cells.x + cells.width + 4}
                  y={cells.y + (row + 0.5) * layout.rowHeight}
                  dominantBaseline="central"
                >
                  {short(gene?.symbol || gene?.gene_id || '')}
                </text>
              );
            })}
          </g>
        )}
        {layout.sampleLabels && (
          <g data-labels="samples" fill="currentColor" fontSize={labelFontSize(layout.colWidth)}>
            {data.samples.map((_, col) => {
              const sample = sampleAt(col);
              const x = cells.x + (col + 0.5) * layout.colWidth;
              const y = cells.y + cells.height + 4;
              return (
                <text
                  key={sample?.id}
                  x={x}
                  y={y}
                  textAnchor="end"
                  dominantBaseline="central"
                  transform={`rotate(-55 ${x} ${y})`}
                >
                  {short(sample?.name ?? '')}
                </text>
              );
            })}
          </g>
        )}
        <g data-legend fill="currentColor">
          <text x={0} y={legendY + 6} dominantBaseline="central">
            {view.zScore ? t('legend.z') : t('legend.log2')}
          </text>
          <rect x={0} y={legendY + 14} width={160} height={10} fill={`url(#${gradientId})`} />
          <text x={0} y={legendY + 32} dominantBaseline="central">
            {formatNumber(range[0], language, 2)}
          </text>
          <text x={80} y={legendY + 32} textAnchor="middle" dominantBaseline="central">
            {formatNumber((range[0] + range[1]) / 2, language, 2)}
          </text>
          <text x={160} y={legendY + 32} textAnchor="end" dominantBaseline="central">
            {formatNumber(range[1], language, 2)}
          </text>
          {([1, 2] as const).map((condition, i) => (
            <g key={condition}>
              <rect
                x={190}
                y={legendY + 2 + i * 16}
                width={10}
                height={10}
                fill={CONDITION_COLORS[condition - 1]}
              />
              <text x={205} y={legendY + 7 + i * 16} dominantBaseline="central">
                {conditionName(condition) ?? t(`legend.condition${condition}`)}
              </text>
            </g>
          ))}
        </g>
        {hover && (
          <rect
            x={cells.x + hover.col * layout.colWidth}
            y={cells.y + hover.row * layout.rowHeight}
            width={layout.colWidth}
            height={layout.rowHeight}
            fill="none"
            stroke="black"
            strokeWidth={1}
            pointerEvents="none"
          />
        )}
      </svg>
      {hover && hovered?.gene && hovered.sample && (
        <Paper
          role="tooltip"
          shadow="md"
          p="xs"
          withBorder
          style={{
            position: 'absolute',
            left: Math.min(hover.x + 12, Math.max(0, layout.width - 200)),
            top: hover.y + 12,
            pointerEvents: 'none',
            zIndex: 2,
          }}
        >
          <Text size="sm" fw={600}>
            {hovered.gene.symbol || hovered.gene.gene_id}
          </Text>
          <Text size="xs" c="dimmed">
            {hovered.gene.gene_id}
          </Text>
          <Text size="xs">
            {t('tooltip.sample', {
              sample: hovered.sample.name,
              condition: conditionName(hovered.sample.condition) ?? t('tooltip.otherCondition'),
            })}
          </Text>
          <Text size="xs">
            {t('tooltip.log2', {
              value: formatNumber(
                hovered.gene.values[clustered.colOrder[hover.col] as number] ?? Number.NaN,
                language,
                3,
              ),
            })}
          </Text>
          {view.zScore && (
            <Text size="xs">
              {t('tooltip.z', {
                value: formatNumber(values[hover.row * cols + hover.col] ?? Number.NaN, language, 2),
              })}
            </Text>
          )}
        </Paper>
      )}
    </Box>
  );
}
