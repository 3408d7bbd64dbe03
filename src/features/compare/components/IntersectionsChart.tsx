import { Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { CHART_FONT, TEXT_STYLE } from '../../../ui/chart-svg';
import type { ComparedGenolist, CompareIntersection } from '../api/get-comparison';
import { upsetLayout } from '../upset-layout';

interface IntersectionsChartProps {
  genolists: readonly ComparedGenolist[];
  intersections: readonly CompareIntersection[];
  /** The combination the table lists, by its genolist ids; undefined for every called gene. */
  selected: readonly number[] | undefined;
  onSelect: (genolists: readonly number[]) => void;
}

const COLUMN = 40;
const BAR = 26;
const BAR_AREA = 150;
const ROW = 26;
const LABEL = 170;
const TOP = 18;
const GAP = 12;

const SAME = 'var(--mantine-color-blue-filled)';
const OPPOSITE = 'var(--mantine-color-orange-filled)';
const EMPTY_DOT = 'var(--mantine-color-default-border)';

const sameSet = (a: readonly number[], b: readonly number[] | undefined) =>
  b !== undefined && a.length === b.length && a.every((id) => b.includes(id));

/**
 * The UpSet chart: a bar per combination of genolists holding genes called in exactly those,
 * with the dot matrix beneath saying which. A bar is a button: it filters the gene table.
 */
export function IntersectionsChart({
  genolists,
  intersections,
  selected,
  onSelect,
}: IntersectionsChartProps) {
  const { t, i18n } = useTranslation('compare');
  const ids = genolists.map((g) => g.id);
  const columns = upsetLayout(intersections, ids, { barArea: BAR_AREA, columnWidth: COLUMN });
  if (columns.length === 0) return <Text c="dimmed">{t('upset.empty')}</Text>;
  const nameOf = (id: number) => genolists.find((g) => g.id === id)?.name ?? String(id);
  const matrixTop = TOP + BAR_AREA + GAP;
  const width = LABEL + columns.length * COLUMN + 8;
  const height = matrixTop + ids.length * ROW + 4;
  return (
    <Stack gap="xs">
      <ScrollArea type="auto" offsetScrollbars>
        <svg
          width={width}
          height={height}
          aria-label={t('upset.title')}
          style={{ fontFamily: CHART_FONT, display: 'block' }}
        >
          {ids.map((id, row) => (
            <g key={id} transform={`translate(0,${matrixTop + row * ROW + ROW / 2})`}>
              {row % 2 === 0 && (
                <rect
                  x={0}
                  y={-ROW / 2}
                  width={width}
                  height={ROW}
                  fill="var(--mantine-color-default-hover)"
                  aria-hidden
                />
              )}
              <text x={LABEL - 10} y={4} textAnchor="end" style={TEXT_STYLE}>
                {truncate(nameOf(id))}
                <title>{nameOf(id)}</title>
              </text>
            </g>
          ))}
          {columns.map((column) => {
            const active = sameSet(column.genolists, selected);
            const names = column.genolists.map(nameOf).join(' ∩ ');
            const cx = LABEL + column.x + COLUMN / 2;
            const first = Math.min(...column.rows);
            const last = Math.max(...column.rows);
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it acts as one.
              <g
                key={column.genolists.join('-')}
                role="button"
                tabIndex={0}
                aria-pressed={active}
                aria-label={t('upset.bar', {
                  count: column.count,
                  formatted: formatNumber(column.count, i18n.language),
                  names,
                })}
                style={{ cursor: 'pointer', outline: 'none' }}
                onClick={() => onSelect(column.genolists)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onSelect(column.genolists);
                  }
                }}
              >
                <rect
                  x={LABEL + column.x}
                  y={0}
                  width={COLUMN}
                  height={height}
                  fill={active ? 'var(--mantine-primary-color-light)' : 'transparent'}
                />
                <rect
                  x={cx - BAR / 2}
                  y={TOP + BAR_AREA - column.height}
                  width={BAR}
                  height={column.height - column.oppositeHeight}
                  fill={SAME}
                />
                {column.oppositeHeight > 0 && (
                  <rect
                    x={cx - BAR / 2}
                    y={TOP + BAR_AREA - column.height}
                    width={BAR}
                    height={column.oppositeHeight}
                    fill={OPPOSITE}
                  />
                )}
                <text
                  x={cx}
                  y={TOP + BAR_AREA - column.height - 4}
                  textAnchor="middle"
                  style={{ ...TEXT_STYLE, fontWeight: active ? 700 : 400 }}
                >
                  {formatNumber(column.count, i18n.language)}
                </text>
                {column.rows.length > 1 && (
                  <line
                    x1={cx}
                    x2={cx}
                    y1={matrixTop + first * ROW + ROW / 2}
                    y2={matrixTop + last * ROW + ROW / 2}
                    stroke="var(--mantine-color-text)"
                    strokeWidth={2}
                  />
                )}
                {ids.map((id, row) => (
                  <circle
                    key={id}
                    cx={cx}
                    cy={matrixTop + row * ROW + ROW / 2}
                    r={6}
                    fill={column.rows.includes(row) ? 'var(--mantine-color-text)' : EMPTY_DOT}
                  />
                ))}
                <title>{names}</title>
              </g>
            );
          })}
        </svg>
      </ScrollArea>
      <Group gap="md">
        <Legend color={SAME} label={`${t('upset.same')} / ${t('upset.single')}`} />
        <Legend color={OPPOSITE} label={t('upset.opposite')} />
      </Group>
    </Stack>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6}>
      <svg width={12} height={12} aria-hidden>
        <rect width={12} height={12} rx={2} fill={color} />
      </svg>
      <Text size="xs">{label}</Text>
    </Group>
  );
}

const truncate = (name: string) => (name.length > 24 ? `${name.slice(0, 23)}…` : name);
