import { Card, Skeleton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import text from '../../../ui/text.module.css';
import classes from './StatCard.module.css';

interface StatCardProps {
  icon: Icon;
  label: string;
  value: string;
  /** A line under the value: what it counts, a split. */
  hint?: ReactNode;
  color?: string;
  loading?: boolean;
}

/** One figure of a summary row: label, value, and what it counts. */
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
      <div className={classes.top}>
        <div className={classes.figure}>
          <p className={`${text.xs} ${text.dimmed} ${classes.label}`}>{label}</p>
          {loading ? <Skeleton height={28} width={80} mt={2} /> : <p className={classes.value}>{value}</p>}
        </div>
        <span className={classes.icon} style={iconColors} aria-hidden>
          <IconComponent size={20} stroke={1.7} />
        </span>
      </div>
      {/* The hint takes the card's whole width, under the icon too. */}
      {hint && !loading && <div className={`${text.xs} ${text.dimmed}`}>{hint}</div>}
    </Card>
  );
}
