import { Anchor, Badge, Button, Group, Popover, ScrollArea, Table, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { goTermUrl } from '../../../lib/gene-links';
import type { GoValue } from '../api/get-go-values';
import { pValueText } from '../cell-format';

/** Genes written out in the cell before the rest is folded behind "+N". */
const GENES_SHOWN = 4;

const ONTOLOGY_COLORS: Record<string, string> = { BP: 'teal', MF: 'violet', CC: 'orange' };

/** GO terms: id (links to AmiGO in a new tab), term, ontology, counts, p-values, genes of the list in the term. */
export function GoTable({ terms }: { terms: GoValue[] }) {
  const { t, i18n } = useTranslation('genolists');
  const language = i18n.language;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table
        verticalSpacing={6}
        striped
        aria-label={t('go.tableLabel')}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('go.columns.id')}</Table.Th>
            <Table.Th>{t('go.columns.term')}</Table.Th>
            <Table.Th>{t('go.columns.ontology')}</Table.Th>
            <Table.Th ta="right">{t('go.columns.count')}</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              {t('go.columns.termSize')}
            </Table.Th>
            <Table.Th ta="right">{t('go.columns.pvalue')}</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              {t('go.columns.padj')}
            </Table.Th>
            <Table.Th>{t('go.columns.genes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {terms.map((term) => {
            const url = goTermUrl(term.go_id);
            const ontology = term.goref.ontology;
            return (
              <Table.Tr key={term.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {url ? (
                    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" ff="monospace">
                      <Group gap={4} wrap="nowrap" component="span">
                        {term.go_id}
                        <IconExternalLink size={12} aria-hidden style={{ opacity: 0.6 }} />
                      </Group>
                    </Anchor>
                  ) : (
                    <Text size="sm" ff="monospace">
                      {term.go_id}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm">{term.go_term}</Text>
                </Table.Td>
                <Table.Td>
                  {ontology ? (
                    <Badge size="sm" variant="light" radius="sm" color={ONTOLOGY_COLORS[ontology] ?? 'gray'}>
                      {ontology}
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{formatNumber(term.count, language)}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{formatNumber(term.nb_genes_in_term, language)}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {pValueText(term.pvalue)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {pValueText(term.pvalue_adj)}
                  </Text>
                </Table.Td>
                <Table.Td miw={200}>
                  <GenesCell term={term} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The first genes, and the full list on hover (title) or in a popover opened by "+N". */
function GenesCell({ term }: { term: GoValue }) {
  const { t } = useTranslation('genolists');
  const genes = term.genes_in_term;
  if (genes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const rest = genes.length - GENES_SHOWN;
  const all = genes.join(', ');
  return (
    <Group gap={6} wrap="nowrap" justify="space-between">
      <Text size="xs" ff="monospace" title={all} lineClamp={1} style={{ minWidth: 0 }}>
        {genes.slice(0, GENES_SHOWN).join(', ')}
      </Text>
      {rest > 0 && (
        <Popover width={320} position="bottom-end" shadow="md" withinPortal>
          <Popover.Target>
            <Button
              size="compact-xs"
              variant="light"
              aria-label={t('go.allGenes', { count: genes.length, term: term.go_term })}
            >
              +{rest}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Text size="xs" fw={600} mb={6}>
              {t('go.genesOf', { count: genes.length, term: term.go_term })}
            </Text>
            <ScrollArea.Autosize mah={220} type="auto">
              <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {all}
              </Text>
            </ScrollArea.Autosize>
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}
