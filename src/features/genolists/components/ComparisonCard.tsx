import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { Genolist } from '../api/get-my-genolists';
import { sameGenolistCard } from './memo-genolist';

/** The two conditions compared (numerator over reference), the method and the creation date. */
export const ComparisonCard = memo(function ComparisonCard({ genolist }: { genolist: Genolist }) {
  const { t, i18n } = useTranslation('genolists');
  const condition1 = genolist.comparison?.main_factor.level ?? genolist.condition_1 ?? '—';
  const condition2 = genolist.comparison?.secondary_factor.level ?? genolist.condition_2 ?? '—';
  const factor = genolist.comparison?.main_factor.factor;
  return (
    <Card component="section" aria-labelledby="genolist-comparison-title">
      <Stack gap="md">
        <Title order={2} fz="h5" id="genolist-comparison-title">
          {t('comparison.title')}
        </Title>
        <Group gap="sm" wrap="wrap" align="center">
          <Condition level={condition1} role={t('comparison.numerator')} color="red" />
          <IconArrowsLeftRight
            size={18}
            color="var(--mantine-color-gray-6)"
            aria-label={t('comparison.versus')}
          />
          <Condition level={condition2} role={t('comparison.reference')} color="blue" />
        </Group>
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          {factor && <Fact label={t('comparison.factor')} value={factor} />}
          {genolist.comparison?.dialect && (
            <Fact label={t('comparison.method')} value={genolist.comparison.dialect} />
          )}
          <Fact label={t('comparison.created')} value={formatDate(genolist.creation_date, i18n.language)} />
          {genolist.owner && (
            <Fact
              label={t('comparison.owner')}
              value={`${genolist.owner.first_name} ${genolist.owner.last_name}`.trim() || '—'}
            />
          )}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}, sameGenolistCard);

function Condition({ level, role, color }: { level: string; role: string; color: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {role}
      </Text>
      <Badge size="lg" variant="light" color={color} radius="sm" tt="none">
        {level}
      </Badge>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
