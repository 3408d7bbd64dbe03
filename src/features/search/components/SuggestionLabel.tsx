import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconDna, IconFolder, IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Suggestion } from '../suggestions';

const ICON = { gene: IconDna, genolist: IconList, project: IconFolder } as const;

/** One suggestion: an icon for its kind, its name, what it belongs to; a gene says where it is called. */
export function SuggestionLabel({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation('search');
  const Icon = ICON[suggestion.kind];
  return (
    <Group gap="xs" wrap="nowrap">
      <Icon size={16} aria-hidden style={{ flex: 'none', opacity: 0.7 }} />
      <Stack gap={0} flex={1} miw={0}>
        <Text size="sm" fw={500} truncate>
          {suggestion.title}
        </Text>
        {suggestion.detail && (
          <Text size="xs" c="dimmed" truncate>
            {suggestion.detail}
          </Text>
        )}
      </Stack>
      {suggestion.kind === 'gene' && (
        <Badge
          size="sm"
          variant="light"
          color={suggestion.called > 0 ? 'blue' : 'gray'}
          style={{ flex: 'none' }}
        >
          {t('calledIn', { called: suggestion.called, count: suggestion.held })}
        </Badge>
      )}
    </Group>
  );
}
