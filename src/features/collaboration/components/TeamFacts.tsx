import { Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconFolders, IconListDetails, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { displayName } from '../people';
import type { Team } from '../roles';

/** The team's counters (members, projects, gene lists) and its info card. */
export function TeamFacts({ team }: { team: Team }) {
  const { t, i18n } = useTranslation('collaboration');
  const language = i18n.language;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
        <Counter
          icon={IconUsers}
          label={t('team.counters.members')}
          value={formatNumber(team.members_count, language)}
        />
        <Counter
          icon={IconFolders}
          label={t('team.counters.projects')}
          value={formatNumber(team.projects_count, language)}
          color="teal"
        />
        <Counter
          icon={IconListDetails}
          label={t('team.counters.genolists')}
          value={formatNumber(team.genolists_count, language)}
          color="violet"
        />
      </SimpleGrid>
      <Card padding="md" component="section" aria-labelledby="team-info-title">
        <Title order={2} fz="sm" fw={650} mb="xs" id="team-info-title">
          {t('team.info.title')}
        </Title>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" component="dl" m={0}>
          <Fact label={t('team.info.created')} value={formatDate(team.creation_date, language)} />
          <Fact
            label={t('team.info.creator')}
            value={team.created_by ? displayName(team.created_by) : t('none')}
          />
          <Fact
            label={t('team.info.visibility')}
            value={team.public ? t('visibility.public') : t('visibility.private')}
          />
          <Fact
            label={t('team.info.autoAdd')}
            value={team.auto_add_projects ? t('team.info.autoAddOn') : t('team.info.autoAddOff')}
          />
        </SimpleGrid>
      </Card>
    </SimpleGrid>
  );
}

function Counter({
  icon: IconComponent,
  label,
  value,
  color = 'blue',
}: {
  icon: Icon;
  label: string;
  value: string;
  color?: string;
}) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" role="group" aria-label={label} h="100%">
      {/* Beside the info card the tiles are as tall as it: the figure sits at the bottom. */}
      <Stack gap={4} h="100%" justify="space-between">
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Text fz={{ base: 10, xs: 'xs' }} c="dimmed" tt="uppercase" fw={600} lts={0.3} truncate>
            {label}
          </Text>
          <ThemeIcon
            variant="light"
            color={color}
            size={26}
            radius="md"
            visibleFrom="xs"
            style={{ flexShrink: 0 }}
          >
            <IconComponent size={15} stroke={1.8} aria-hidden />
          </ThemeIcon>
        </Group>
        <Text fz={{ base: 20, sm: 26 }} fw={650} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Text>
      </Stack>
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
