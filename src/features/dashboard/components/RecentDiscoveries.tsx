import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatRelativeDate } from '../../../lib/format';
import type { Dashboard } from '../../analytics';

/** The 3 newest genolists, topped up with the most viewed: 'Recent analysis' or 'Popular study'. */
export function RecentDiscoveries({ discoveries }: { discoveries: Dashboard['recent_discoveries'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const navigate = useNavigate();
  if (discoveries.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={t('discoveries.title')}>
      <Title order={2} fz="h4">
        {t('discoveries.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {discoveries.map(({ label, genolist: g }) => (
          <UnstyledButton
            key={g.id}
            onClick={() => void navigate({ to: '/genolists/$genolistId', params: { genolistId: g.id } })}
          >
            <Paper withBorder p="md" radius="md" h="100%">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Badge variant="light" color={label === 'popular' ? 'orange' : 'blue'} tt="none">
                    {t(`discoveries.${label}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {formatRelativeDate(g.creation_date, i18n.language)}
                  </Text>
                </Group>
                <Text fw={600} size="sm" lineClamp={2}>
                  {g.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {g.project_name}
                </Text>
                <Group gap="md">
                  <Text size="xs">
                    <Text span c="red" fw={600} size="xs">
                      ↑{formatNumber(g.deg.pos, i18n.language)}
                    </Text>{' '}
                    <Text span c="blue" fw={600} size="xs">
                      ↓{formatNumber(g.deg.neg, i18n.language)}
                    </Text>
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('discoveries.views', { count: g.view_count })}
                  </Text>
                </Group>
              </Stack>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
