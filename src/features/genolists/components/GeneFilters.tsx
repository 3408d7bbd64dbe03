import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import {
  FOLD_CHANGE_CHOICES,
  type FoldChangeChoice,
  type GeneView,
  type GenolistSearchChange,
  PADJ_CHOICES,
  type PadjChoice,
} from '../genolist-search';
import { HALF, PageSizeSelect, SearchField } from './FilterFields';

interface GeneFiltersProps {
  view: GeneView;
  onChange: (change: GenolistSearchChange) => void;
  /** The download menu, at the end of the row. */
  actions?: React.ReactNode;
}

function parseChoice<T extends number>(choices: readonly T[], value: string | null): T | 'none' | undefined {
  if (value === 'none') return 'none';
  return choices.find((choice) => String(choice) === value);
}

/** Search (debounced), expert thresholds and regulation, and the page size of the genes table. */
export function GeneFilters({ view, onChange, actions }: GeneFiltersProps) {
  const { t, i18n } = useTranslation('genolists');
  const language = i18n.language;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchField
        label={t('genes.search')}
        placeholder={t('genes.searchPlaceholder')}
        value={view.q}
        onSearch={(q) => onChange({ q })}
        basis="14rem"
        plainText
      />
      {view.expert && (
        <>
          <Select
            label={t('genes.foldChange')}
            data={[
              ...FOLD_CHANGE_CHOICES.map((choice) => ({
                value: String(choice),
                label: `≥ ${formatNumber(choice, language, 1)}×`,
              })),
              { value: 'none', label: t('genes.noThreshold') },
            ]}
            value={String(view.foldChange)}
            onChange={(value) => {
              const fc = parseChoice(FOLD_CHANGE_CHOICES, value) as FoldChangeChoice | undefined;
              if (fc !== undefined) onChange({ fc });
            }}
            allowDeselect={false}
            w={{ base: HALF, xs: 150 }}
          />
          <Select
            label={t('genes.padj')}
            data={[
              ...PADJ_CHOICES.map((choice) => ({
                value: String(choice),
                label: `≤ ${formatNumber(choice, language, 2)}`,
              })),
              { value: 'none', label: t('genes.noThreshold') },
            ]}
            value={String(view.padj)}
            onChange={(value) => {
              const padj = parseChoice(PADJ_CHOICES, value) as PadjChoice | undefined;
              if (padj !== undefined) onChange({ padj });
            }}
            allowDeselect={false}
            w={{ base: HALF, xs: 150 }}
          />
          <Select
            label={t('genes.regulation')}
            data={(['all', 'up', 'down'] as const).map((value) => ({
              value,
              label: t(`genes.regulations.${value}`),
            }))}
            value={view.regulation}
            onChange={(value) => onChange({ reg: value === 'up' || value === 'down' ? value : undefined })}
            allowDeselect={false}
            w={{ base: HALF, xs: 150 }}
          />
        </>
      )}
      <PageSizeSelect
        label={t('genes.pageSize')}
        value={view.size}
        onChange={(size) => onChange({ size })}
        width={130}
      />
      {actions}
    </Group>
  );
}
