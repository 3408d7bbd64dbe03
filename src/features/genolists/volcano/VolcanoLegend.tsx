import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BIN_BELOW_FOLD,
  BIN_DOWN_FIRST,
  BIN_NO_PADJ,
  BIN_NOT_SIGNIFICANT,
  BIN_UP_FIRST,
  FOLD_BANDS,
  regulationCounts,
} from '../../../../workers/kernels/volcano-bins';
import { formatNumber } from '../../../lib/format';
import text from '../../../ui/text.module.css';
import classes from './VolcanoLegend.module.css';
import { BIN_COLORS, type PlotKind } from './volcano-data';

interface VolcanoLegendProps {
  kind: PlotKind;
  title: string;
  counts: Uint32Array;
  maxPadj: number;
  foldChange: number;
  selected: number;
}

function Swatch({ color, ring }: { color: string; ring?: boolean }) {
  return (
    <span
      aria-hidden
      className={ring ? `${classes.swatch} ${classes.ring}` : classes.swatch}
      style={{ background: color }}
    />
  );
}

/**
 * Genes per colour: the up and down totals (the genes table's counts for the same thresholds),
 * their split by |log2FC| band, then the other bins. Bands wholly under the fold-change
 * threshold hold no gene and are left out.
 */
export function VolcanoLegend({ kind, title, counts, maxPadj, foldChange, selected }: VolcanoLegendProps) {
  const { t, i18n } = useTranslation('volcano');
  const language = i18n.language;
  const number = (value: number) => formatNumber(value, language);
  const { up, down } = regulationCounts(counts);
  const threshold = Math.log2(foldChange);
  const bands = FOLD_BANDS.map((lower, band) => ({ lower, upper: FOLD_BANDS[band + 1], band })).filter(
    ({ upper }) => upper === undefined || upper > threshold,
  );
  const range = (lower: number, upper: number | undefined) =>
    upper === undefined
      ? `≥ ${formatNumber(lower, language, 1)}`
      : `${formatNumber(Math.max(lower, 0), language, 1)}–${formatNumber(upper, language, 1)}`;
  const others: { bin: number; label: string }[] = [
    { bin: BIN_BELOW_FOLD, label: t('legend.belowFold', { fc: formatNumber(foldChange, language, 1) }) },
    {
      bin: BIN_NOT_SIGNIFICANT,
      label: t('legend.notSignificant', { p: formatNumber(maxPadj, language, 2) }),
    },
  ];
  if (kind === 'ma') others.push({ bin: BIN_NO_PADJ, label: t('legend.noPadj') });

  return (
    // biome-ignore lint/a11y/useSemanticElements: a chart's legend is not a form, which <fieldset> is for.
    <div className={classes.legend} aria-label={t('legend.label', { title })} role="group">
      <div className={classes.totals}>
        <p className={`${text.sm} ${classes.total} ${classes.up}`} data-testid="volcano-up">
          {t('legend.up')} {number(up)}
        </p>
        <p className={`${text.sm} ${classes.total} ${classes.down}`} data-testid="volcano-down">
          {t('legend.down')} {number(down)}
        </p>
      </div>
      <table className={`${Table.classes.table} ${classes.bands}`}>
        <thead className={Table.classes.thead}>
          <tr className={Table.classes.tr}>
            <th className={Table.classes.th}>{t('legend.bandHeader')}</th>
            <th className={`${Table.classes.th} ${classes.right}`}>{t('legend.up')}</th>
            <th className={`${Table.classes.th} ${classes.right}`}>{t('legend.down')}</th>
          </tr>
        </thead>
        <tbody className={Table.classes.tbody}>
          {bands.map(({ lower, upper, band }) => (
            <tr key={band} className={Table.classes.tr}>
              <td className={`${Table.classes.td} ${classes.band}`}>{range(lower, upper)}</td>
              <td className={Table.classes.td}>
                <span className={classes.count}>
                  <Swatch color={BIN_COLORS[BIN_UP_FIRST + band] as string} />
                  {number(counts[BIN_UP_FIRST + band] ?? 0)}
                </span>
              </td>
              <td className={Table.classes.td}>
                <span className={classes.count}>
                  <Swatch color={BIN_COLORS[BIN_DOWN_FIRST + band] as string} />
                  {number(counts[BIN_DOWN_FIRST + band] ?? 0)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={classes.bins}>
        {others.map(({ bin, label }) => (
          <div key={bin} className={classes.bin}>
            <span className={classes.binSwatch}>
              <Swatch color={BIN_COLORS[bin] as string} />
            </span>
            <p className={`${text.xs} ${classes.binLabel}`}>{label}</p>
            <p className={`${text.xs} ${classes.binCount}`}>{number(counts[bin] ?? 0)}</p>
          </div>
        ))}
        {selected > 0 && (
          <div className={classes.bin}>
            <span className={classes.binSwatch}>
              <Swatch color="transparent" ring />
            </span>
            <p className={`${text.xs} ${classes.binLabel}`}>{t('legend.selected')}</p>
            <p className={`${text.xs} ${classes.binCount}`}>{number(selected)}</p>
          </div>
        )}
      </div>
    </div>
  );
}
