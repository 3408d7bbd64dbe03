import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { scaleBand, scaleLinear, scaleSqrt } from 'd3-scale';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { AxisBottom, ChartTooltip, GridLines, TEXT_STYLE } from '../../../ui/chart-svg';
import { tickLabels } from '../../../ui/chart-ticks';
import type { GoValue } from '../api/get-go-values';
import { pValueText } from '../cell-format';
import { goDotTerms, minusLog10, truncateLabel } from './go-chart-terms';

/** Viridis, most significant (dark) to least (yellow); dots keep a dark outline to stay visible on white. */
const VIRIDIS = ['#440154', '#3b528b', '#21918c', '#5ec962', '#fde725'] as const;
const ROW = 30;
const MARGIN = { top: 10, right: 130, bottom: 46, left: 232 };
/** On a phone: shorter labels, and the legend under the plot rather than beside it. */
const COMPACT_MARGIN = { top: 10, right: 16, bottom: 46 + 128, left: 132 };
const COMPACT_LABEL_CHARS = 18;
const MAX_RADIUS = 12;

interface Hover {
  term: GoValue;
  ratio: number;
  x: number;
  y: number;
}

/**
 * The GO dot plot: 10 terms by gene ratio (count ÷ term size), labels cut at
 * 28 characters with the whole term on hover, dot area ∝ count, colour = adjusted p.
 */
export function GoDotPlot({ terms }: { terms: readonly GoValue[] }) {
  const { t, i18n } = useTranslation('charts');
  const { t: tg } = useTranslation('genolists');
  const { ref, width: measured } = useElementSize();
  const [hover, setHover] = useState<Hover | null>(null);
  const gradientId = `go-padj-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const dots = goDotTerms(terms);
  const compact = measured > 0 && measured < 520;
  const margin = compact ? COMPACT_MARGIN : MARGIN;
  const width = Math.max(compact ? 280 : 460, measured);
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = dots.length * ROW;
  // Beside the plot the legend needs about 220 px, even beside a few terms.
  const height = (compact ? innerHeight : Math.max(innerHeight, 220)) + margin.top + margin.bottom;
  const x = scaleLinear()
    .domain([0, Math.max(...dots.map((dot) => dot.ratio)) * 1.08])
    .nice()
    .range([0, innerWidth]);
  const y = scaleBand<number>()
    .domain(dots.map((_, index) => index))
    .range([0, innerHeight]);
  const maxCount = Math.max(...dots.map((dot) => dot.term.count));
  const radius = scaleSqrt().domain([0, maxCount]).range([0, MAX_RADIUS]);
  const significance = dots.map((dot) => minusLog10(dot.term.pvalue_adj) ?? 0);
  const low = Math.min(...significance);
  const high = Math.max(...significance);
  const color = scaleLinear<string>()
    .domain(VIRIDIS.map((_, index) => high - ((high - low) * index) / (VIRIDIS.length - 1)))
    .range([...VIRIDIS]);
  const number = (value: number, digits = 2) => formatNumber(value, i18n.language, digits);
  const ticks = x.ticks(5);
  const tickText = tickLabels(ticks, i18n.language);
  const show = (dot: (typeof dots)[number], index: number, at: number) =>
    setHover({ term: dot.term, ratio: dot.ratio, x: at, y: margin.top + (y(index) as number) + ROW / 2 - 6 });

  return (
    <Box ref={ref} pos="relative" onMouseLeave={() => setHover(null)}>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('goDot.summary', { count: dots.length })}
        data-chart-export
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
            {VIRIDIS.map((stop, index) => (
              <stop key={stop} offset={`${(index / (VIRIDIS.length - 1)) * 100}%`} stopColor={stop} />
            ))}
          </linearGradient>
        </defs>
        <g transform={`translate(${margin.left},${margin.top})`}>
          <GridLines at={ticks.map((tick) => x(tick))} length={innerHeight} vertical />
          {dots.map((dot, index) => {
            const cy = (y(index) as number) + ROW / 2;
            const label = truncateLabel(dot.term.go_term, compact ? COMPACT_LABEL_CHARS : undefined);
            return (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: biome counts an SVG <g> as interactive; role img names the mark for screen readers.
              <g
                key={dot.term.id}
                role="img"
                aria-label={t('goDot.termLabel', {
                  term: dot.term.go_term,
                  count: dot.term.count,
                  ratio: number(dot.ratio, 3),
                  padj: pValueText(dot.term.pvalue_adj),
                })}
                data-term={dot.term.go_term}
              >
                {/* biome-ignore lint/a11y/noStaticElementInteractions: hover shows the full term, also in the title and the row's label. */}
                <text
                  x={-10}
                  y={cy}
                  dy="0.32em"
                  textAnchor="end"
                  style={{ ...TEXT_STYLE, fontSize: 12, cursor: 'default' }}
                  data-go-label
                  onMouseEnter={() => show(dot, index, margin.left)}
                >
                  <title>{dot.term.go_term}</title>
                  {label}
                </text>
                {/* biome-ignore lint/a11y/noStaticElementInteractions: hover repeats the row's label. */}
                <circle
                  cx={x(dot.ratio)}
                  cy={cy}
                  r={Math.max(3, radius(dot.term.count))}
                  fill={color(minusLog10(dot.term.pvalue_adj) ?? 0)}
                  stroke="#1f1f1f"
                  strokeWidth={0.75}
                  onMouseEnter={() => show(dot, index, margin.left + x(dot.ratio))}
                />
              </g>
            );
          })}
          <g transform={`translate(0,${innerHeight})`}>
            <AxisBottom
              ticks={ticks.map((tick, index) => ({ at: x(tick), label: tickText[index] as string }))}
              length={innerWidth}
              title={compact ? tg('go.ratioAxisShort') : t('goDot.axis')}
            />
          </g>
          <g
            transform={
              compact
                ? `translate(${-margin.left + 8},${innerHeight + 60})`
                : `translate(${innerWidth + 24},0)`
            }
            aria-hidden
          >
            <text style={{ ...TEXT_STYLE, fontWeight: 600 }} y={4}>
              {t('goDot.padjLegend')}
            </text>
            <rect x={0} y={12} width={12} height={70} fill={`url(#${gradientId})`} />
            <text x={18} y={16} style={TEXT_STYLE}>
              {pValueText(10 ** -high)}
            </text>
            <text x={18} y={84} style={TEXT_STYLE}>
              {pValueText(10 ** -low)}
            </text>
            {/* Compact: the gene counts beside the colour scale instead of under it. */}
            <g transform={compact ? 'translate(150,-108)' : undefined}>
              <text style={{ ...TEXT_STYLE, fontWeight: 600 }} y={112}>
                {t('goDot.countLegend')}
              </text>
              {[...new Set([Math.max(1, Math.round(maxCount / 4)), Math.round(maxCount / 2), maxCount])]
                .filter((count) => count > 0)
                .map((count, index) => (
                  <g key={count} transform={`translate(${MAX_RADIUS},${130 + index * 28})`}>
                    <circle
                      r={Math.max(3, radius(count))}
                      fill="none"
                      style={{ stroke: 'var(--mantine-color-text)' }}
                    />
                    <text x={MAX_RADIUS + 8} dy="0.32em" style={TEXT_STYLE}>
                      {number(count, 0)}
                    </text>
                  </g>
                ))}
            </g>
          </g>
        </g>
      </svg>
      {hover && (
        <ChartTooltip x={hover.x} y={hover.y}>
          <strong>{hover.term.go_term}</strong>
          <br />
          {hover.term.go_id}
          <br />
          {t('goDot.tooltip', {
            genes: hover.term.count,
            count: hover.term.nb_genes_in_term ?? 0,
            padj: pValueText(hover.term.pvalue_adj),
          })}
        </ChartTooltip>
      )}
    </Box>
  );
}
