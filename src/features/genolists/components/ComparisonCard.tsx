import { Card, Title } from '@mantine/core';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { PlainBadge } from '../../../ui/PlainBadge';
import text from '../../../ui/text.module.css';
import type { Genolist } from '../api/get-my-genolists';
import classes from './ComparisonCard.module.css';
import { sameGenolistCard } from './memo-genolist';

/** The two conditions compared (numerator over reference), the method and the creation date. */
export const ComparisonCard = memo(function ComparisonCard({ genolist }: { genolist: Genolist }) {
  const { t, i18n } = useTranslation('genolists');
  const condition1 = genolist.comparison?.main_factor.level ?? genolist.condition_1 ?? '—';
  const condition2 = genolist.comparison?.secondary_factor.level ?? genolist.condition_2 ?? '—';
  const factor = genolist.comparison?.main_factor.factor;
  return (
    <Card component="section" aria-labelledby="genolist-comparison-title">
      <div className={classes.body}>
        <Title order={2} fz="h5" id="genolist-comparison-title">
          {t('comparison.title')}
        </Title>
        <div className={classes.conditions}>
          <Condition level={condition1} role={t('comparison.numerator')} color="red" />
          <IconArrowsLeftRight
            size={18}
            color="var(--mantine-color-gray-6)"
            aria-label={t('comparison.versus')}
          />
          <Condition level={condition2} role={t('comparison.reference')} color="blue" />
        </div>
        <div className={classes.facts}>
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
        </div>
      </div>
    </Card>
  );
}, sameGenolistCard);

function Condition({ level, role, color }: { level: string; role: string; color: string }) {
  return (
    <div className={classes.condition}>
      <p className={`${text.xs} ${text.dimmed}`}>{role}</p>
      <PlainBadge size="lg" color={color}>
        {level}
      </PlainBadge>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className={`${text.xs} ${text.dimmed}`}>{label}</p>
      <p className={`${text.sm} ${text.medium} ${classes.value}`}>{value}</p>
    </div>
  );
}
