import { Anchor, Badge, Button, Group, Popover, ScrollArea, Table, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, NOT_AVAILABLE } from '../../../lib/format';
import { goTermUrl } from '../../../lib/gene-links';
import type { GoValue } from '../api/get-go-values';
import { noBreakHyphens, pValueText } from '../cell-format';

/** Genes written out in the cell before the rest is folded behind "+N". */
const GENES_SHOWN = 4;

const ONTOLOGY_COLORS: Record<string, string> = { BP: 'teal', MF: 'violet', CC: 'orange' };

/**
 * GO terms: id (links to AmiGO in a new tab), term, ontology, counts, p-values, genes of the list
 * in the term. A phone shows the term with its id and ontology under it, the count, the adjusted
 * p-value and the genes; the other columns from a tablet up. Missing numbers read N/A.
 */
export function GoTable({ terms }: { terms: GoValue[] }) {
  const { t, i18n } = useTranslation('genolists');
  const language = i18n.language;
  const count = (value: number | null) => (value === null ? NOT_AVAILABLE : formatNumber(value, language));
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table
        verticalSpacing={6}
        striped
        aria-label={t('go.tableLabel')}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th visibleFrom="sm">{t('go.columns.id')}</Table.Th>
            <Table.Th>{t('go.columns.term')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('go.columns.ontology')}</Table.Th>
            <Table.Th ta="right">{t('go.columns.count')}</Table.Th>
            <Table.Th ta="right" visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
              {t('go.columns.termSize')}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="md">
              {noBreakHyphens(t('go.columns.pvalue'))}
            </Table.Th>
            <Table.Th ta="right">{noBreakHyphens(t('go.columns.padj'))}</Table.Th>
            <Table.Th visibleFrom="sm">{t('go.columns.genes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {terms.map((term) => {
            const ontology = term.goref.ontology;
            return (
              <Table.Tr key={term.id}>
                <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                  <GoId id={term.go_id} />
                </Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm">{term.go_term}</Text>
                  <Group hiddenFrom="sm" gap={6} wrap="nowrap" mt={2}>
                    <GoId id={term.go_id} size="xs" />
                    {ontology && <OntologyBadge ontology={ontology} />}
                  </Group>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  {ontology ? (
                    <OntologyBadge ontology={ontology} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{count(term.count)}</Text>
                </Table.Td>
                <Table.Td ta="right" visibleFrom="md">
                  <Text size="sm">{count(term.nb_genes_in_term)}</Text>
                </Table.Td>
                <Table.Td ta="right" visibleFrom="md">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {pValueText(term.pvalue)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {pValueText(term.pvalue_adj)}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm" miw={220}>
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

function GoId({ id, size = 'sm' }: { id: string; size?: 'xs' | 'sm' }) {
  const url = goTermUrl(id);
  if (!url)
    return (
      <Text size={size} ff="monospace">
        {id}
      </Text>
    );
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size={size} ff="monospace">
      <Group gap={4} wrap="nowrap" component="span">
        {id}
        <IconExternalLink size={12} aria-hidden style={{ opacity: 0.6 }} />
      </Group>
    </Anchor>
  );
}

function OntologyBadge({ ontology }: { ontology: string }) {
  return (
    <Badge size="sm" variant="light" radius="sm" color={ONTOLOGY_COLORS[ontology] ?? 'gray'}>
      {ontology}
    </Badge>
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
      <Text size="xs" ff="monospace" title={all} lineClamp={1} style={{ minWidth: 0, flex: 1 }}>
        {genes.slice(0, GENES_SHOWN).join(', ')}
      </Text>
      {rest > 0 && (
        <Popover width={320} position="bottom-end" shadow="md" withinPortal>
          <Popover.Target>
            <Button
              size="compact-xs"
              style={{ flexShrink: 0 }}
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
