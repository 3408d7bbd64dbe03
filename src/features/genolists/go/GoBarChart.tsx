import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { scaleBand, scaleLinear } from 'd3-scale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { AxisBottom, ChartTooltip, GridLines, TEXT_STYLE } from '../../../ui/chart-svg';
import type { GoValue } from '../api/get-go-values';
import { pValueText } from '../cell-format';
import { GO_BAR_RIGHT, type GoBarLayout, goBarLayout, goBarOntologies } from './go-bar-layout';
import { goBarTerms, minusLog10, truncateLabel } from './go-chart-terms';

/** Okabe–Ito colours by ontology, as the GO table's badges name them. */
export const ONTOLOGY_FILL: Record<string, string> = { BP: '#009E73', MF: '#CC79A7', CC: '#E69F00' };
const NO_ONTOLOGY = '#7F7F7F';
const ROW = 24;
const MARGIN = { top: 28, bottom: 46 };
/** A legend entry: its swatch, then its text. */
const SWATCH = 16;

/**
 * The genolist's GO chart: the 15 most significant terms, bar = −log10(adjusted p),
 * count at its end. Nothing is drawn until its box is measured: the layout depends on the width.
 */
export function GoBarChart({ terms }: { terms: readonly GoValue[] }) {
  const { ref, width } = useElementSize();
  const layout = goBarLayout(width);
  const bars = goBarTerms(terms);
  return (
    <Box ref={ref} pos="relative" mih={bars.length * ROW + MARGIN.top + MARGIN.bottom}>
      {layout && <GoBars bars={bars} layout={layout} />}
    </Box>
  );
}

function GoBars({ bars, layout }: { bars: GoValue[]; layout: GoBarLayout }) {
  const { t, i18n } = useTranslation('charts');
  const [hover, setHover] = useState<{ term: GoValue; x: number; y: number } | null>(null);
  const { width, left, chars } = layout;
  const innerWidth = layout.bars;
  const innerHeight = bars.length * ROW;
  const height = innerHeight + MARGIN.top + MARGIN.bottom;
  const lengths = bars.map((term) => minusLog10(term.pvalue_adj) ?? 0);
  const x = scaleLinear()
    .domain([0, Math.max(1, ...lengths)])
    .nice()
    .range([0, innerWidth]);
  const y = scaleBand<number>()
    .domain(bars.map((_, index) => index))
    .range([0, innerHeight])
    .padding(0.22);
  const ticks = x.ticks(layout.ticks);
  const legend = legendItems(
    goBarOntologies(bars.map((term) => term.goref.ontology)).map((ontology) => ({
      fill: ontology ? (ONTOLOGY_FILL[ontology] ?? NO_ONTOLOGY) : NO_ONTOLOGY,
      label: ontology ?? t('goBar.noOntology'),
    })),
    left,
    width,
  );

  return (
    <Box pos="relative" onMouseLeave={() => setHover(null)}>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('goBar.summary', { count: bars.length })}
        data-chart-export
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      >
        <g transform="translate(0,8)" aria-hidden>
          {legend.map((item) => (
            <g key={item.label} transform={`translate(${item.x},0)`}>
              <rect width={12} height={12} fill={item.fill} />
              <text x={SWATCH} y={10} style={TEXT_STYLE}>
                {item.label}
              </text>
            </g>
          ))}
        </g>
        <g transform={`translate(${left},${MARGIN.top})`}>
          <GridLines at={ticks.map((tick) => x(tick))} length={innerHeight} vertical />
          {bars.map((term, index) => {
            const top = y(index) as number;
            const length = x(lengths[index] as number);
            const show = () => setHover({ term, x: left + length / 2, y: MARGIN.top + top });
            return (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: biome counts an SVG <g> as interactive; role img names the mark for screen readers.
              <g
                key={term.id}
                role="img"
                aria-label={t('goBar.termLabel', {
                  term: term.go_term,
                  count: term.count,
                  padj: pValueText(term.pvalue_adj),
                })}
                onMouseEnter={show}
              >
                <text
                  x={-10}
                  y={top + y.bandwidth() / 2}
                  dy="0.32em"
                  textAnchor="end"
                  style={{ ...TEXT_STYLE, fontSize: 12 }}
                >
                  <title>{term.go_term}</title>
                  {truncateLabel(term.go_term, chars)}
                </text>
                <rect
                  y={top}
                  width={Math.max(1, length)}
                  height={y.bandwidth()}
                  fill={ONTOLOGY_FILL[term.goref.ontology ?? ''] ?? NO_ONTOLOGY}
                />
                <text x={length + 4} y={top + y.bandwidth() / 2} dy="0.32em" style={TEXT_STYLE}>
                  {formatNumber(term.count, i18n.language)}
                </text>
              </g>
            );
          })}
          <g transform={`translate(0,${innerHeight})`}>
            <AxisBottom
              ticks={ticks.map((tick) => ({ at: x(tick), label: formatNumber(tick, i18n.language) }))}
              length={innerWidth}
              title={t('goBar.axis')}
            />
          </g>
        </g>
      </svg>
      {hover && (
        <ChartTooltip x={hover.x} y={hover.y}>
          <strong>{hover.term.go_term}</strong> ({hover.term.go_id})
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

/** The legend's entries side by side, from the bars' left edge, or from the chart's if they fit only so. */
function legendItems(items: { fill: string; label: string }[], left: number, width: number) {
  const widths = items.map((item) => SWATCH + item.label.length * 7 + 14);
  const total = widths.reduce((sum, w) => sum + w, 0);
  let x = left + total <= width - GO_BAR_RIGHT ? left : 0;
  return items.map((item, index) => {
    const placed = { ...item, x };
    x += widths[index] as number;
    return placed;
  });
}
