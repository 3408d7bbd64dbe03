import { ActionIcon, Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { IconChartBar, IconExternalLink } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneSortKey } from '../../../../workers/kernels/genes-sort';
import { MISSING, significanceStars } from '../../../lib/format';
import { geneCardUrl } from '../../../lib/gene-links';
import { measureText, pValueText, UNDERFLOW_P } from '../cell-format';
import { type GeneFrame, valueAt } from '../gene-frame';
import type { GeneView, GenolistSearchChange } from '../genolist-search';
import { SortableTh } from './SortableTh';

interface GeneTableProps {
  frame: GeneFrame;
  /** The rows of the page shown, in order. */
  rows: Uint32Array;
  view: Pick<GeneView, 'sort' | 'dir'>;
  onChange: (change: GenolistSearchChange) => void;
}

const STAR_COLORS = { '***': 'red', '**': 'orange', '*': 'yellow', ns: 'gray' } as const;

/** One page of genes; the symbol opens its GeneCards page in a new tab, the row the gene panel (`gene` in the URL). */
export const GeneTable = memo(function GeneTable({ frame, rows, view, onChange }: GeneTableProps) {
  const { t } = useTranslation('genolists');
  const header = (
    key: GeneSortKey,
    label: string,
    props: { align?: 'right'; visibleFrom?: 'xs' | 'sm' | 'md' } = {},
  ) => {
    const sorted = view.sort === key ? view.dir : null;
    return (
      <SortableTh
        label={label}
        sorted={sorted}
        hint={
          sorted === 'asc'
            ? t('sort.ascending')
            : sorted === 'desc'
              ? t('sort.descending')
              : t('sort.sortable')
        }
        onSort={() =>
          onChange(sorted ? { sort: key, dir: sorted === 'asc' ? 'desc' : 'asc' } : { sort: key })
        }
        {...props}
      />
    );
  };
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
            {header('pvalue', t('genes.columns.pvalue'), { align: 'right', visibleFrom: 'sm' })}
            {header('padj', t('genes.columns.padj'), { align: 'right' })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cells.map((row) => (
            <GeneRow key={row} frame={frame} row={row} onOpen={(gene) => onChange({ gene })} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});

function GeneRow({ frame, row, onOpen }: { frame: GeneFrame; row: number; onOpen: (gene: number) => void }) {
  const { t } = useTranslation('genolists');
  const { t: tc } = useTranslation('charts');
  const gene = frame.geneRefId[row] as number;
  const symbol = frame.symbol[row] ?? null;
  const url = geneCardUrl(symbol);
  const fold = valueAt(frame.log2fc, row);
  const padj = valueAt(frame.padj, row);
  const stars = significanceStars(padj);
  return (
    <Table.Tr
      style={{ cursor: 'pointer' }}
      // The row is a large click target for the mouse; the button below is the keyboard's way in.
      onClick={(event) => {
        if (!(event.target as Element).closest('a, button')) onOpen(gene);
      }}
    >
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={tc('panel.open', { name: symbol ?? frame.geneId[row] })}
            onClick={() => onOpen(gene)}
          >
            <IconChartBar size={14} aria-hidden />
          </ActionIcon>
          {url ? (
            <Anchor
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              fw={600}
              aria-label={t('genes.geneCard', { symbol })}
            >
              <Group gap={4} wrap="nowrap" component="span">
                {symbol}
                <IconExternalLink size={12} aria-hidden style={{ opacity: 0.6 }} />
              </Group>
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed" title={t('genes.noSymbol')}>
              {MISSING}
            </Text>
          )}
        </Group>
        <Text fz={10} c="dimmed" hiddenFrom="sm" ff="monospace">
          {frame.geneId[row]}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm" ff="monospace">
          {frame.geneId[row]}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="md" ta="right">
        <NumberCell text={measureText(valueAt(frame.expression, row))} missing={t('genes.missing')} />
      </Table.Td>
      <Table.Td ta="right">
        <Text
          size="sm"
          fw={500}
          c={fold === null ? 'dimmed' : fold > 0 ? 'red.8' : fold < 0 ? 'blue.8' : undefined}
        >
          {measureText(fold)}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm" ta="right">
        <PValue value={valueAt(frame.pvalue, row)} />
      </Table.Td>
      <Table.Td ta="right">
        <Group gap={4} justify="flex-end" wrap="wrap">
          <PValue value={padj} />
          <Badge
            size="xs"
            variant={stars === 'ns' ? 'outline' : 'light'}
            color={STAR_COLORS[stars]}
            radius="sm"
            w={34}
            px={0}
            title={t('genes.significance', { stars })}
          >
            {stars}
          </Badge>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function NumberCell({ text, missing }: { text: string; missing: string }) {
  return text === MISSING ? (
    <Text size="sm" c="dimmed" title={missing}>
      {text}
    </Text>
  ) : (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  );
}

function PValue({ value }: { value: number | null }) {
  const { t } = useTranslation('genolists');
  const text = pValueText(value);
  if (text === UNDERFLOW_P)
    return (
      <Text size="sm" title={t('genes.underflow')} style={{ whiteSpace: 'nowrap' }}>
        {text}
      </Text>
    );
  return <NumberCell text={text} missing={t('genes.missing')} />;
}
