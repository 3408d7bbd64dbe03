import { ActionIcon, Group, Select, Switch, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  GENOLIST_TYPES,
  type GenolistsSearchChange,
  type GenolistsView,
  LIST_PAGE_SIZES,
  type ListPageSize,
  VISIBILITIES,
} from '../genolists-search';
import { useDebouncedText } from '../use-debounced-text';

/** Two selects a row on a phone. */
const HALF = 'calc(50% - var(--mantine-spacing-sm) / 2)';
interface GenolistsFiltersProps {
  view: GenolistsView;
  onChange: (change: GenolistsSearchChange) => void;
}

const ALL = 'all';

/** Search, type, visibility, favourites only and page size of 'My gene lists'. */
export function GenolistsFilters({ view, onChange }: GenolistsFiltersProps) {
  const { t } = useTranslation('genolists');
  const [text, setText, clearText] = useDebouncedText(view.q, (q) => onChange({ q }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          text ? (
            <ActionIcon size="sm" aria-label={t('filters.clearSearch')} onClick={clearText}>
              <IconX size={14} aria-hidden />
            </ActionIcon>
          ) : null
        }
        style={{ flex: '1 1 16rem' }}
        type="search"
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
      <Select
        label={t('filters.pageSize')}
        data={LIST_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        value={String(view.size)}
        onChange={(value) => {
          const size = LIST_PAGE_SIZES.find((candidate) => String(candidate) === value);
          if (size) onChange({ size: size as ListPageSize });
        }}
        allowDeselect={false}
        w={{ base: HALF, xs: 110 }}
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
