import { ActionIcon, Badge, Table, UnstyledButton } from '@mantine/core';
import { IconChartBar, IconExternalLink } from '@tabler/icons-react';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneSortKey } from '../../../../workers/kernels/genes-sort';
import { MISSING, NOT_AVAILABLE, type SignificanceStars, significanceStars } from '../../../lib/format';
import { geneCardUrl } from '../../../lib/gene-links';
import text from '../../../ui/text.module.css';
import { measureText, noBreakHyphens, pValueText, UNDERFLOW_P } from '../cell-format';
import { type GeneFrame, valueAt } from '../gene-frame';
import type { GeneView, GenolistSearchChange } from '../genolist-search';
import classes from './GeneTable.module.css';
import { SortableTh } from './SortableTh';

interface GeneTableProps {
  frame: GeneFrame;
  /** The rows of the page shown, in order. */
  rows: Uint32Array;
  view: Pick<GeneView, 'sort' | 'dir'>;
  onChange: (change: GenolistSearchChange) => void;
}

const STAR_CLASSES: Record<SignificanceStars, string | undefined> = {
  '***': classes.starsHigh,
  '**': classes.starsMid,
  '*': classes.starsLow,
  ns: classes.starsNone,
};

/** What every row writes the same: translated once for the page, not once a cell. */
interface RowLabels {
  open: (name: string) => string;
  geneCard: (symbol: string) => string;
  noSymbol: string;
  missing: string;
  underflow: string;
  significance: (stars: SignificanceStars) => string;
}

/** One page of genes; the symbol opens its GeneCards page in a new tab, the row the gene panel (`gene` in the URL). */
export const GeneTable = memo(function GeneTable({ frame, rows, view, onChange }: GeneTableProps) {
  const { t } = useTranslation('genolists');
  const { t: tc } = useTranslation('charts');
  const labels = useMemo<RowLabels>(
    () => ({
      open: (name) => tc('panel.open', { name }),
      geneCard: (symbol) => t('genes.geneCard', { symbol }),
      noSymbol: t('genes.noSymbol'),
      missing: t('genes.missing'),
      underflow: t('genes.underflow'),
      significance: (stars) => t('genes.significance', { stars }),
    }),
    [t, tc],
  );
  const onOpen = useCallback((gene: number) => onChange({ gene }), [onChange]);
  const header = (
    key: GeneSortKey,
    label: string,
    props: { align?: 'right'; visibleFrom?: 'xs' | 'sm' | 'md' } = {},
  ) => <SortableTh sortKey={key} label={label} view={view} onChange={onChange} {...props} />;
  const cells = [...rows];
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table
        verticalSpacing={6}
        horizontalSpacing="xs"
        striped
        highlightOnHover
        aria-label={t('genes.tableLabel')}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Table.Thead>
          <Table.Tr>
            {header('symbol', t('genes.columns.symbol'))}
            {header('gene_id', t('genes.columns.geneId'), { visibleFrom: 'sm' })}
            {header(
              'expression',
              frame.expressionKind === 'base_mean'
                ? t('genes.columns.baseMean')
                : t('genes.columns.aveLogExpr'),
              { align: 'right', visibleFrom: 'md' },
            )}
            {header('log2fc', t('genes.columns.log2fc'), { align: 'right' })}
            {header('pvalue', noBreakHyphens(t('genes.columns.pvalue')), {
              align: 'right',
              visibleFrom: 'sm',
            })}
            {header('padj', noBreakHyphens(t('genes.columns.padj')), { align: 'right' })}
            {frame.extras?.map((extra) => (
              <Table.Th
                key={extra.name}
                visibleFrom="md"
                ta={extra.kind === 'number' ? 'right' : undefined}
                title={t('genes.extraColumn')}
              >
                {extra.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cells.map((row) => (
            <GeneRow key={row} frame={frame} row={row} labels={labels} onOpen={onOpen} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});

interface GeneRowProps {
  frame: GeneFrame;
  row: number;
  labels: RowLabels;
  onOpen: (gene: number) => void;
}

/**
 * Plain elements wearing Mantine's own classes (`Table.classes`, `ActionIcon.classes`,
 * `Badge.classes`) and the variables its variants set (GeneTable.module.css): the same look as
 * `Table.Td`, `ActionIcon` and `Badge`, without a component's props resolution a cell: a page of
 * 20 rows built from those components was a large share of opening a genolist. The row's data
 * attributes are those the table's `striped` and `highlightOnHover` give Mantine's rows.
 */
const GeneRow = memo(function GeneRow({ frame, row, labels, onOpen }: GeneRowProps) {
  const gene = frame.geneRefId[row] as number;
  const symbol = frame.symbol[row] ?? null;
  const geneId = frame.geneId[row];
  const url = geneCardUrl(symbol);
  const fold = valueAt(frame.log2fc, row);
  const padj = valueAt(frame.padj, row);
  const stars = significanceStars(padj);
  const foldTone = fold === null ? classes.dimmed : fold > 0 ? classes.up : fold < 0 ? classes.down : '';
  return (
    <tr
      className={`${Table.classes.tr} ${classes.row}`}
      data-with-row-border
      data-striped="odd"
      data-hover
      // The row is a large click target for the mouse; the button below is the keyboard's way in.
      onClick={(event) => {
        if (!(event.target as Element).closest('a, button')) onOpen(gene);
      }}
    >
      <td className={Table.classes.td}>
        <div className={classes.group}>
          <button
            type="button"
            className={`mantine-focus-auto mantine-active ${UnstyledButton.classes.root} ${ActionIcon.classes.root} ${classes.open}`}
            data-variant="subtle"
            data-size="sm"
            aria-label={labels.open(symbol ?? geneId ?? '')}
            onClick={() => onOpen(gene)}
          >
            <span className={ActionIcon.classes.icon}>
              <IconChartBar size={14} aria-hidden />
            </span>
          </button>
          {url && symbol ? (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className={`mantine-focus-auto ${text.link} ${classes.symbol}`}
              aria-label={labels.geneCard(symbol)}
            >
              <span className={classes.group}>
                {symbol}
                <IconExternalLink size={12} aria-hidden className={classes.external} />
              </span>
            </a>
          ) : (
            <p className={`${classes.text} ${classes.dimmed}`} title={labels.noSymbol}>
              {MISSING}
            </p>
          )}
        </div>
        <p className={`${classes.subId} mantine-hidden-from-sm`}>{geneId}</p>
      </td>
      <td className={`${Table.classes.td} mantine-visible-from-sm`}>
        <p className={`${classes.text} ${classes.mono}`}>{geneId}</p>
      </td>
      <td className={`${Table.classes.td} ${classes.right} mantine-visible-from-md`}>
        <NumberCell text={measureText(valueAt(frame.expression, row))} missing={labels.missing} />
      </td>
      <td className={`${Table.classes.td} ${classes.right}`}>
        <p className={`${classes.text} ${classes.fold} ${foldTone}`}>{measureText(fold)}</p>
      </td>
      <td className={`${Table.classes.td} ${classes.right} mantine-visible-from-sm`}>
        <PValue value={valueAt(frame.pvalue, row)} labels={labels} />
      </td>
      <td className={`${Table.classes.td} ${classes.right}`}>
        <div className={`${classes.group} ${classes.significance}`}>
          <PValue value={padj} labels={labels} />
          <div
            className={`${Badge.classes.root} ${classes.stars} ${STAR_CLASSES[stars]}`}
            data-variant={stars === 'ns' ? 'outline' : 'light'}
            data-size="xs"
            title={labels.significance(stars)}
          >
            <span className={Badge.classes.label}>{stars}</span>
          </div>
        </div>
      </td>
      {frame.extras?.map((extra) =>
        extra.kind === 'number' ? (
          <td key={extra.name} className={`${Table.classes.td} ${classes.right} mantine-visible-from-md`}>
            <NumberCell text={measureText(valueAt(extra.values, row))} missing={labels.missing} />
          </td>
        ) : (
          <td key={extra.name} className={`${Table.classes.td} mantine-visible-from-md`}>
            <p className={classes.text}>{extra.values[row] ?? MISSING}</p>
          </td>
        ),
      )}
    </tr>
  );
});

function NumberCell({ text, missing }: { text: string; missing: string }) {
  return text === NOT_AVAILABLE ? (
    <p className={`${classes.text} ${classes.dimmed}`} title={missing}>
      {text}
    </p>
  ) : (
    <p className={`${classes.text} ${classes.number}`}>{text}</p>
  );
}

function PValue({ value, labels }: { value: number | null; labels: RowLabels }) {
  const text = pValueText(value);
  if (text === UNDERFLOW_P)
    return (
      <p className={`${classes.text} ${classes.number}`} title={labels.underflow}>
        {text}
      </p>
    );
  return <NumberCell text={text} missing={labels.missing} />;
}
