import { ActionIcon, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_COMPARED } from '../../../../genomics/compare/combinations';
import type { Genolist } from '../../genolists';

interface GenolistPickerProps {
  /** Every genolist the user may see, to choose from. */
  available: readonly Genolist[];
  /** The compared ids, in order (an id not among `available` still shows, by its number). */
  ids: readonly number[];
  onChange: (ids: number[]) => void;
  loading: boolean;
}

/** The genolists compared, each with its project, and a search by name to add one (four at most). */
export function GenolistPicker({ available, ids, onChange, loading }: GenolistPickerProps) {
  const { t } = useTranslation('compare');
  // The search box empties once a genolist is added, ready for the next one.
  const [search, setSearch] = useState('');
  const byId = new Map(available.map((g) => [g.id, g]));
  const full = ids.length >= MAX_COMPARED;
  const options = available
    .filter((g) => !ids.includes(g.id))
    .map((g) => ({ value: String(g.id), label: `${g.name} — ${g.project.name}` }));
  return (
    <Stack gap="sm">
      {ids.length > 0 && (
        <Group gap="sm" align="stretch">
          {ids.map((id, index) => {
            const genolist = byId.get(id);
            return (
              <Paper key={id} withBorder radius="md" px="sm" py={6} miw={0} maw="100%">
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="xs" fw={700} c="dimmed" mt={2}>
                    {index + 1}
                  </Text>
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={500} truncate>
                      {genolist?.name ?? `#${id}`}
                    </Text>
                    {genolist && (
                      <Text size="xs" c="dimmed" truncate>
                        {genolist.project.name}
                      </Text>
                    )}
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={t('picker.remove', { name: genolist?.name ?? `#${id}` })}
                    onClick={() => onChange(ids.filter((other) => other !== id))}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            );
          })}
        </Group>
      )}
      <Select
        label={t('picker.label')}
        placeholder={full ? t('picker.full') : t('picker.placeholder')}
        data={options}
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        searchable
        clearable={false}
        disabled={full || loading}
        nothingFoundMessage={t('picker.nothingFound')}
        limit={50}
        maw={520}
        onChange={(value) => {
          if (!value) return;
          setSearch('');
          onChange([...ids, Number(value)]);
        }}
      />
    </Stack>
  );
}
