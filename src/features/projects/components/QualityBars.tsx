import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { scaleBand, scaleLinear } from 'd3-scale';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { QcCounts } from '../quality';

const BARS = [
  { key: 'pass', status: 'PASS', color: 'var(--mantine-color-teal-6)' },
  { key: 'warning', status: 'WARNING', color: 'var(--mantine-color-orange-5)' },
  { key: 'fail', status: 'FAIL', color: 'var(--mantine-color-red-6)' },
] as const;

const HEIGHT = 180;
const MARGIN = { top: 20, right: 8, bottom: 28, left: 8 };

/** Pass, Warning and Failed counts as three bars, each labelled with its count. */
export function QualityBars({ counts }: { counts: QcCounts }) {
  const { t, i18n } = useTranslation('projects');
  const { ref, width } = useElementSize();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>()
    .domain(BARS.map((bar) => bar.key))
    .range([0, innerWidth])
    .padding(0.35);
  const y = scaleLinear()
    .domain([0, Math.max(1, counts.pass, counts.warning, counts.fail)])
    .range([innerHeight, 0]);
  return (
    <Box ref={ref} w="100%">
      {width > 0 && (
        <svg
          data-chart-export
          width={width}
          height={HEIGHT}
          role="img"
          aria-label={t('quality.chartLabel', {
            pass: t('quality.passedCount', { count: counts.pass }),
            warning: t('quality.warningCount', { count: counts.warning }),
            fail: t('quality.failedCount', { count: counts.fail }),
          })}
        >
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            <line
              x1={0}
              x2={innerWidth}
              y1={innerHeight}
              y2={innerHeight}
              stroke="var(--mantine-color-gray-4)"
            />
            {BARS.map((bar) => {
              const value = counts[bar.key];
              const left = x(bar.key) ?? 0;
              const top = y(value);
              return (
                <g key={bar.key}>
                  <rect
                    x={left}
                    y={top}
                    width={x.bandwidth()}
                    height={Math.max(0, innerHeight - top)}
                    rx={3}
                    fill={bar.color}
                  />
                  <text
                    x={left + x.bandwidth() / 2}
                    y={top - 6}
                    textAnchor="middle"
                    fontSize={13}
                    fontWeight={600}
                    fill="var(--mantine-color-text)"
                  >
                    {formatNumber(value, i18n.language)}
                  </text>
                  <text
                    x={left + x.bandwidth() / 2}
                    y={innerHeight + 18}
                    textAnchor="middle"
                    fontSize={12}
                    fill="var(--mantine-color-dimmed)"
                  >
                    {t(`qcStatus.${bar.status}`)}
                  </text>
                </g>
              );
            })}
          </g>
        </svg>
      )}
    </Box>
  );
}
