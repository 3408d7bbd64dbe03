import { Skeleton, Stack, Text } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { useAuth } from '../auth';
import { useMyGenolists } from '../genolists';
import { useSubscriptionFeatures } from '../subscription';
import { compareAccess } from './compare-access';
import { type CompareSearch, idsOf, listOf } from './compare-search';
import { CompareUpgrade } from './components/CompareNotices';
import { ComparisonView } from './components/ComparisonView';
import { GenolistPicker } from './components/GenolistPicker';

/**
 * Comparing 2 to 4 genolists, of one project or several: the view lives in the URL
 * (compare-search.ts). Across projects on a plan without the feature the screen says so and
 * asks nothing the server would refuse.
 */
export function ComparePage() {
  const { t } = useTranslation('compare');
  const search: CompareSearch = useSearch({ from: '/compare' });
  const navigate = useNavigate({ from: '/compare' });
  const { user } = useAuth();
  const features = useSubscriptionFeatures();
  const mine = useMyGenolists();
  const ids = idsOf(search.ids);
  const known = ids.flatMap((id) => mine.data?.find((g) => g.id === id) ?? []);
  // While the list loads nothing is asked; a genolist it does not hold (offline, say) leaves the
  // decision to the server.
  const access =
    known.length === ids.length
      ? compareAccess(known, Boolean(user?.is_staff || user?.is_superuser), features.data, features.isLoading)
      : ids.length < 2
        ? 'pick'
        : mine.isLoading
          ? 'checking'
          : 'open';
  const setIds = (next: number[]) =>
    void navigate({ search: (prev) => ({ ...prev, ids: listOf(next), in: undefined, page: undefined }) });
  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />
      <GenolistPicker available={mine.data ?? []} ids={ids} onChange={setIds} loading={mine.isLoading} />
      {access === 'pick' ? (
        <Text c="dimmed">{t('picker.hint')}</Text>
      ) : access === 'upgrade' ? (
        <CompareUpgrade />
      ) : access === 'checking' ? (
        <Skeleton h={280} />
      ) : (
        <ComparisonView ids={ids} search={search} />
      )}
    </Stack>
  );
}
