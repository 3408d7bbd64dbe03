import { Group, Select, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  GENOLIST_TYPES,
  type GenolistsSearchChange,
  type GenolistsView,
  VISIBILITIES,
} from '../genolists-search';
import { HALF, PageSizeSelect, SearchField } from './FilterFields';

interface GenolistsFiltersProps {
  view: GenolistsView;
  onChange: (change: GenolistsSearchChange) => void;
}

const ALL = 'all';

/** Search, type, visibility, favourites only and page size of 'My gene lists'. */
export function GenolistsFilters({ view, onChange }: GenolistsFiltersProps) {
  const { t } = useTranslation('genolists');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchField
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={view.q}
        onSearch={(q) => onChange({ q })}
        basis="16rem"
      />
      <Select
        label={t('filters.type')}
        data={[
          { value: ALL, label: t('filters.allTypes') },
          ...GENOLIST_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
        ]}
        value={view.type ?? ALL}
        onChange={(value) => onChange({ type: GENOLIST_TYPES.find((type) => type === value) })}
        allowDeselect={false}
        w={{ base: HALF, xs: 170 }}
      />
      <Select
        label={t('filters.visibility')}
        data={[
          { value: ALL, label: t('filters.allVisibilities') },
          ...VISIBILITIES.map((visibility) => ({ value: visibility, label: t(`visibility.${visibility}`) })),
        ]}
        value={view.visibility ?? ALL}
        onChange={(value) =>
          onChange({ visibility: VISIBILITIES.find((visibility) => visibility === value) })
        }
        allowDeselect={false}
        w={{ base: HALF, xs: 150 }}
      />
      <PageSizeSelect
        label={t('filters.pageSize')}
        value={view.size}
        onChange={(size) => onChange({ size })}
        width={110}
      />
      <Switch
        label={t('filters.favoritesOnly')}
        checked={view.favoritesOnly}
        onChange={(event) => onChange({ fav: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
