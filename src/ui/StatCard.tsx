import { Card, Skeleton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import classes from './StatCard.module.css';
import text from './text.module.css';

interface StatCardProps {
  icon: Icon;
  label: string;
  value: string;
  /** A line under the value: what it counts, a split, a trend. */
  hint?: ReactNode;
  color?: string;
  /** The value is not known yet: a placeholder stands in its place, and no hint. */
  loading?: boolean;
}

/**
 * One figure of a summary row (projects, a project, gene lists, a genolist, the dashboard): label,
 * value, and what it counts, with an icon beside them from a tablet's width.
 */
export function StatCard({
  icon: IconComponent,
  label,
  value,
  hint,
  color = 'blue',
  loading,
}: StatCardProps) {
  const iconColors = {
    '--stat-bg': `var(--mantine-color-${color}-light)`,
    '--stat-color': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <Card padding="md" component="section" aria-label={label} className={classes.card}>
      <div className={classes.figure}>
        <p className={`${text.xs} ${text.dimmed} ${classes.label}`}>{label}</p>
        <span className={classes.icon} style={iconColors} aria-hidden>
          <IconComponent size={20} stroke={1.7} />
        </span>
        {loading ? (
          <Skeleton height={28} width={80} className={classes.value} />
        ) : (
          <p className={classes.value}>{value}</p>
        )}
      </div>
      {/* The hint takes the card's whole width, under the icon too. */}
      {hint && !loading && <div className={`${text.xs} ${text.dimmed}`}>{hint}</div>}
    </Card>
  );
}
