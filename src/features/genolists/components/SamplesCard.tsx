import { Badge, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type CSSProperties, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { useGenolistProject } from '../api/get-genolist-project';
import { useLevelsSamples } from '../api/get-level-samples';
import type { Genolist } from '../api/get-my-genolists';
import { QC_COLORS, type QcStatus, samplesByCondition } from '../samples-by-condition';
import { sameGenolistCard } from './memo-genolist';
import classes from './SamplesCard.module.css';

const LEGEND: QcStatus[] = ['PASS', 'WARNING', 'FAIL'];

/** Mantine's light Badge colours for a QC status, and its dot's. */
function qcStyle(status: QcStatus): CSSProperties {
  const color = QC_COLORS[status];
  return {
    '--badge-bg': `var(--mantine-color-${color}-light)`,
    '--badge-color': `var(--mantine-color-${color}-light-color)`,
    '--qc-dot': `var(--mantine-color-${color}-6)`,
  } as CSSProperties;
}

const QC_STYLES: Record<QcStatus, CSSProperties> = {
  PASS: qcStyle('PASS'),
  WARNING: qcStyle('WARNING'),
  FAIL: qcStyle('FAIL'),
  OTHER: qcStyle('OTHER'),
};

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
  const groups = samples
    ? samplesByCondition(samples, comparison, genolist.condition_1, genolist.condition_2)
    : null;
  return (
    <Card component="section" aria-labelledby="genolist-samples-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h5" id="genolist-samples-title">
            {t('samples.title')}
          </Title>
          <Group gap={8} aria-label={t('samples.legend')}>
            {LEGEND.map((status) => (
              <Group key={status} gap={4} wrap="nowrap">
                <span
                  aria-hidden
                  style={{
                    width: 8,
                    height: 8,
                    borderRadius: 8,
                    background: `var(--mantine-color-${QC_COLORS[status]}-6)`,
                  }}
                />
                <Text size="xs" c="dimmed">
                  {t(`samples.qc.${status}`)}
                </Text>
              </Group>
            ))}
          </Group>
        </Group>
        {loading ? (
          <Stack gap="xs">
            <Skeleton height={18} width="40%" />
            <Skeleton height={26} />
            <Skeleton height={18} width="40%" />
            <Skeleton height={26} />
          </Stack>
        ) : !groups ? (
          <Text size="sm" c="dimmed">
            {t('samples.unavailable')}
          </Text>
        ) : (
          groups.map((group) => (
            <Stack key={`${group.role}-${group.level}`} gap={6}>
              <Text size="sm" fw={600}>
                {group.level}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  {t('samples.count', { count: group.samples.length })} ·{' '}
                  {group.role === 'numerator' ? t('comparison.numerator') : t('comparison.reference')}
                </Text>
              </Text>
              {group.samples.length === 0 ? (
                <Text size="xs" c="dimmed">
                  {t('samples.none')}
                </Text>
              ) : (
                <Group gap={6}>
                  {/* A title, not a Tooltip: each Tooltip mounts its positioning hooks. */}
                  {group.samples.map((sample) => {
                    const qc = t(`samples.qc.${sample.qc}`);
                    return (
                      <div
                        key={sample.id}
                        className={`${Badge.classes.root} ${classes.sample}`}
                        data-variant="light"
                        data-with-left-section
                        title={t('samples.qcOf', { name: sample.name, qc })}
                        style={QC_STYLES[sample.qc]}
                      >
                        <span className={Badge.classes.section} data-position="left">
                          <span aria-hidden className={classes.dot} />
                        </span>
                        <span className={Badge.classes.label}>
                          {sample.name}
                          <span className={VisuallyHidden.classes.root}>{` (${qc})`}</span>
                        </span>
                      </div>
                    );
                  })}
                </Group>
              )}
            </Stack>
          ))
        )}
      </Stack>
    </Card>
  );
}, sameGenolistCard);
