import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { PageHeader } from '../../ui/PageHeader';
import { useAuth } from '../auth';
import { planName, STATUS_COLORS, useCurrentSubscription } from '../subscription';
import { useProfile } from './api/profile';
import { AccountDataCard } from './components/AccountDataCard';
import { PasswordCard } from './components/PasswordCard';
import { ProfileForm } from './components/ProfileForm';

/** The signed-in user's profile, or another user's (read only) when `userId` is someone else. */
export function ProfilePage({ userId }: { userId?: number }) {
  const { t } = useTranslation('pages');
  const { user } = useAuth();
  const own = userId === undefined || userId === user?.id;
  const key = own ? 'profile' : 'userProfile';
  const id = userId ?? user?.id ?? 0;
  return (
    <Stack gap="xl">
      <PageHeader title={t(`${key}.title`)} description={t(`${key}.description`)} />
      {own ? <OwnProfile id={id} /> : <ColleagueView id={id} />}
    </Stack>
  );
}

function OwnProfile({ id }: { id: number }) {
  const { t } = useTranslation('profile');
  const profile = useProfile(id);
  if (profile.isError)
    return (
      <Text c="red" role="alert">
        {t('loadFailed')}
      </Text>
    );
  if (!profile.data) return <Skeleton h={260} radius="md" />;
  if (!('email' in profile.data)) return <Text c="dimmed">{t('notFound')}</Text>;
  return (
    <Stack gap="lg">
      <ProfileForm account={profile.data} />
      <SubscriptionCard />
      <PasswordCard />
      <AccountDataCard username={profile.data.username} />
    </Stack>
  );
}

/** The plan, linked to the subscription screen; hidden when it cannot be loaded. */
function SubscriptionCard() {
  const { t } = useTranslation('profile');
  const { t: tSub } = useTranslation('subscription');
  const current = useCurrentSubscription();
  const navigate = useNavigate();
  if (!current.data) return null;
  return (
    <Card>
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('subscription')}
          </Text>
          <Group gap="xs">
            <Title order={2} fz="h4">
              {planName(tSub, current.data.plan_details)}
            </Title>
            <Badge color={STATUS_COLORS[current.data.status]} variant="light">
              {tSub(`statuses.${current.data.status}`)}
            </Badge>
          </Group>
        </Stack>
        {current.data.plan_details.plan_type === 'FREE' ? (
          <Button
            variant="light"
            onClick={() => void navigate({ to: '/subscription', search: { tab: 'plans' } })}
          >
            {t('upgrade')}
          </Button>
        ) : (
          <Button component={Link} to="/subscription" variant="light">
            {t('manage')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

function ColleagueView({ id }: { id: number }) {
  const { t, i18n } = useTranslation('profile');
  const profile = useProfile(id);
  if (profile.isError)
    return (
      <Text c="dimmed" role="alert">
        {t('notFound')}
      </Text>
    );
  if (!profile.data) return <Skeleton h={160} radius="md" />;
  const person = profile.data;
  const facts: [string, string][] = [
    [t('firstName'), person.first_name || '—'],
    [t('lastName'), person.last_name || '—'],
    [t('username'), person.username],
    ...('email' in person ? ([[t('email'), person.email]] as [string, string][]) : []),
    [t('memberSince'), formatDate(person.created_at, i18n.language)],
  ];
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="h3">
          {person.name}
        </Title>
        <Stack gap="xs" component="dl" m={0}>
          {facts.map(([label, value]) => (
            <Group key={label} gap="sm" wrap="nowrap">
              <Text component="dt" size="sm" c="dimmed" w="10rem">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
