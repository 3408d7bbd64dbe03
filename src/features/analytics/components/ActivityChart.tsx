import { Group, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { scaleLinear } from 'd3-scale';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { dateTimeFormat } from '../../../lib/intl';
import { AxisBottom, AxisLeft, GridLines } from '../../../ui/chart-svg';
import { activityTotals, SERIES_COLOR, seriesOf } from '../activity-series';
import type { ActivityDay } from '../api/get-dashboard';

const MARGIN = { top: 10, right: 12, bottom: 28, left: 36 };

/** A day (`YYYY-MM-DD`, UTC) as '25 Nov' / 'Nov 25'. */
function dayLabel(date: string, language: string): string {
  return dateTimeFormat(language.startsWith('fr') ? 'fr-FR' : 'en-US', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * Activity per day, one line per kind (projects created, imports finished, genolist views,
 * favourites; users who signed in for staff), with each kind's total in the legend.
 */
export function ActivityChart({ days, height = 220 }: { days: readonly ActivityDay[]; height?: number }) {
  const { t, i18n } = useTranslation('analytics');
  const { ref, width } = useElementSize();
  const series = seriesOf(days);
  const { totals, max } = activityTotals(days);
  const plotWidth = Math.max(40, width - MARGIN.left - MARGIN.right);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const x = scaleLinear()
    .domain([0, Math.max(1, days.length - 1)])
    .range([0, plotWidth]);
  const y = scaleLinear()
    .domain([0, Math.max(4, max)])
    .range([plotHeight, 0])
    .nice();
  const yTicks = y.ticks(4).filter(Number.isInteger);
  const step = Math.max(1, Math.ceil(days.length / Math.max(2, Math.floor(plotWidth / 70))));
  const xTicks = days.map((d, i) => ({ d, i })).filter(({ i }) => i % step === 0);
  const first = days[0]?.date;
  const last = days[days.length - 1]?.date;
  return (
    <Stack gap="xs">
      <Group gap="md" wrap="wrap" aria-label={t('activity.legend')}>
        {series.map((s) => (
          <Group key={s} gap={6} wrap="nowrap">
            <span
              style={{ width: 10, height: 10, borderRadius: 2, background: SERIES_COLOR[s] }}
              aria-hidden
            />
            <Text size="xs">
              {t(`activity.series.${s}`)}{' '}
              <Text span fw={600} size="xs">
                {formatNumber(totals[s], i18n.language)}
              </Text>
            </Text>
          </Group>
        ))}
      </Group>
      <div ref={ref}>
        {width > 0 && (
          <svg
            width={width}
            height={height}
            role="img"
            aria-label={t('activity.label', {
              from: first ? dayLabel(first, i18n.language) : '',
              to: last ? dayLabel(last, i18n.language) : '',
            })}
          >
            <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
              <GridLines at={yTicks.map((v) => y(v))} length={plotWidth} />
              <AxisLeft
                ticks={yTicks.map((v) => ({ at: y(v), label: formatNumber(v, i18n.language) }))}
                length={plotHeight}
              />
              <g transform={`translate(0,${plotHeight})`}>
                <AxisBottom
                  ticks={xTicks.map(({ d, i }) => ({ at: x(i), label: dayLabel(d.date, i18n.language) }))}
                  length={plotWidth}
                />
              </g>
              {series.map((s) => (
                <polyline
                  key={s}
                  fill="none"
                  stroke={SERIES_COLOR[s]}
                  strokeWidth={2}
                  strokeLinejoin="round"
                  points={days.map((d, i) => `${x(i)},${y(d[s] ?? 0)}`).join(' ')}
                />
              ))}
              {days.length <= 31 &&
                series.map((s) =>
                  days.map((d, i) =>
                    (d[s] ?? 0) > 0 ? (
                      <circle
                        key={`${s}-${d.date}`}
                        cx={x(i)}
                        cy={y(d[s] ?? 0)}
                        r={2.5}
                        fill={SERIES_COLOR[s]}
                      >
                        <title>{`${dayLabel(d.date, i18n.language)} · ${t(`activity.series.${s}`)}: ${d[s]}`}</title>
                      </circle>
                    ) : null,
                  ),
                )}
            </g>
          </svg>
        )}
      </div>
    </Stack>
  );
}
