import { Card, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { type CSSProperties, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { NotSavedOfflineNote } from '../../../offline/components/NotSavedOffline';
import { notSavedOffline } from '../../../offline/not-saved';
import { PlainBadge } from '../../../ui/PlainBadge';
import text from '../../../ui/text.module.css';
import { useGenolistProject } from '../api/get-genolist-project';
import { useLevelsSamples } from '../api/get-level-samples';
import type { Genolist } from '../api/get-my-genolists';
import { QC_COLORS, type QcStatus, samplesByCondition } from '../samples-by-condition';
import { sameGenolistCard } from './memo-genolist';
import classes from './SamplesCard.module.css';

const LEGEND: QcStatus[] = ['PASS', 'WARNING', 'FAIL'];

/** Each QC status's dot colour. */
const DOTS = Object.fromEntries(
  Object.entries(QC_COLORS).map(([status, color]) => [
    status,
    { '--qc-dot': `var(--mantine-color-${color}-6)` } as CSSProperties,
  ]),
) as Record<QcStatus, CSSProperties>;

/**
 * The samples of each condition, coloured by their quality control (PASS green, WARNING orange,
 * FAIL red). They come from the project's samples when the reader may open the project, else
 * (a public genolist of a private project) from the samples of the comparison's two levels.
 */
export const SamplesCard = memo(function SamplesCard({ genolist }: { genolist: Genolist }) {
  const { t } = useTranslation('genolists');
  const project = useGenolistProject(genolist.project.visible ? genolist.project.id : null);
  const projectHidden =
    !genolist.project.visible || (project.error instanceof ApiError && project.error.status === 404);
  const { comparison } = genolist;
  const levels = useLevelsSamples(
    projectHidden && comparison ? [comparison.main_factor.id, comparison.secondary_factor.id] : null,
  );
  const query = projectHidden ? levels : project;
  const samples = projectHidden ? levels.data : project.data?.samples;
  // A query that is not enabled stays pending without fetching: that is "unavailable", not loading.
  const loading = query.isPending && query.fetchStatus !== 'idle';
  const unsaved = notSavedOffline(query);
  const groups = samples
    ? samplesByCondition(samples, comparison, genolist.condition_1, genolist.condition_2)
    : null;
  return (
    <Card component="section" aria-labelledby="genolist-samples-title">
      <div className={classes.body}>
        <div className={classes.heading}>
          <Title order={2} fz="h5" id="genolist-samples-title">
            {t('samples.title')}
          </Title>
          <ul className={classes.legend} aria-label={t('samples.legend')}>
            {LEGEND.map((status) => (
              <li key={status} className={`${text.xs} ${text.dimmed} ${classes.legendItem}`}>
                <span aria-hidden className={classes.legendDot} style={DOTS[status]} />
                {t(`samples.qc.${status}`)}
              </li>
            ))}
          </ul>
        </div>
        {unsaved ? (
          <NotSavedOfflineNote />
        ) : loading ? (
          <Stack gap="xs">
            <Skeleton height={18} width="40%" />
            <Skeleton height={26} />
            <Skeleton height={18} width="40%" />
            <Skeleton height={26} />
          </Stack>
        ) : !groups ? (
          <p className={`${text.sm} ${text.dimmed}`}>{t('samples.unavailable')}</p>
        ) : (
          groups.map((group) => (
            <div key={`${group.role}-${group.level}`} className={classes.group}>
              <p className={`${text.sm} ${classes.level}`}>
                {group.level}{' '}
                <span className={`${text.xs} ${text.dimmed} ${classes.levelNote}`}>
                  {t('samples.count', { count: group.samples.length })} ·{' '}
                  {group.role === 'numerator' ? t('comparison.numerator') : t('comparison.reference')}
                </span>
              </p>
              {group.samples.length === 0 ? (
                <p className={`${text.xs} ${text.dimmed}`}>{t('samples.none')}</p>
              ) : (
                <div className={classes.samples}>
                  {/* A title, not a Tooltip: each Tooltip mounts its positioning hooks. */}
                  {group.samples.map((sample) => {
                    const qc = t(`samples.qc.${sample.qc}`);
                    return (
                      <PlainBadge
                        key={sample.id}
                        color={QC_COLORS[sample.qc]}
                        title={t('samples.qcOf', { name: sample.name, qc })}
                        leftSection={<span aria-hidden className={classes.dot} style={DOTS[sample.qc]} />}
                      >
                        {sample.name}
                        <span className={VisuallyHidden.classes.root}>{` (${qc})`}</span>
                      </PlainBadge>
                    );
                  })}
                </div>
              )}
            </div>
          ))
        )}
      </div>
    </Card>
  );
}, sameGenolistCard);
