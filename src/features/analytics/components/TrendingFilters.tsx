import { Button, Group, NumberInput, Select } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMyProjects } from '../../projects';
import { type AnalyticsSearch, DEFAULT_LIMIT, TRENDING_LIMITS } from '../analytics-search';

/** Projects offered by the project filter: the newest the user may see. */
const PROJECT_CHOICES = 100;

interface TrendingFiltersProps {
  search: AnalyticsSearch;
  onChange: (change: Partial<AnalyticsSearch>) => void;
  onExport: () => void;
  canExport: boolean;
}

/** The trending genes' filters (project, direction, minimum frequency, how many) and the CSV export. */
export function TrendingFilters({ search, onChange, onExport, canExport }: TrendingFiltersProps) {
  const { t } = useTranslation('analytics');
  const projects = useMyProjects({ page: 1, pageSize: PROJECT_CHOICES });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('filters.project')}
        placeholder={t('filters.allProjects')}
        data={(projects.data?.results ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        value={search.project ? String(search.project) : null}
        onChange={(value) => onChange({ project: value ? Number(value) : undefined })}
        clearable
        searchable
        w={{ base: '100%', sm: 240 }}
      />
      <Select
        label={t('filters.direction')}
        data={[
          { value: 'all', label: t('filters.both') },
          { value: 'up', label: t('filters.up') },
          { value: 'down', label: t('filters.down') },
        ]}
        value={search.direction ?? 'all'}
        onChange={(value) => onChange({ direction: value === 'up' || value === 'down' ? value : undefined })}
        allowDeselect={false}
        w={{ base: '48%', sm: 210 }}
      />
      <NumberInput
        label={t('filters.minFrequency')}
        min={1}
        max={1000}
        value={search.min ?? 1}
        onChange={(value) => {
          const n = typeof value === 'number' ? value : Number(value);
          onChange({ min: Number.isInteger(n) && n > 1 ? n : undefined });
        }}
        w={{ base: '48%', sm: 150 }}
      />
      <Select
        label={t('filters.limit')}
        data={TRENDING_LIMITS.map((l) => ({ value: String(l), label: String(l) }))}
        value={String(search.limit ?? DEFAULT_LIMIT)}
        onChange={(value) => {
          const limit = TRENDING_LIMITS.find((l) => String(l) === value);
          onChange({ limit: limit === DEFAULT_LIMIT ? undefined : (limit as AnalyticsSearch['limit']) });
        }}
        allowDeselect={false}
        w={{ base: '48%', sm: 110 }}
      />
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={onExport}
        disabled={!canExport}
      >
        {t('filters.export')}
      </Button>
    </Group>
  );
}
