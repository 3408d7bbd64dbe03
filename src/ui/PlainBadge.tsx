import { Badge } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

interface PlainBadgeProps {
  /** A theme colour's name: `blue`, `teal`, `gray`… */
  color: string;
  variant?: 'light' | 'outline';
  size?: 'md' | 'lg';
  leftSection?: ReactNode;
  title?: string;
  style?: CSSProperties;
  children: ReactNode;
}

const BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid';
const LARGE = {
  '--badge-height': 'var(--badge-height-lg)',
  '--badge-fz': 'var(--badge-fz-lg)',
  '--badge-padding-x': 'var(--badge-padding-x-lg)',
};

/**
 * What a Badge's props set inline (so above its class whatever the order of the style sheets):
 * the size's variables, the small radius, no uppercase, and the colours Mantine's variant
 * resolver gives that colour and variant.
 */
function badgeStyle(color: string, variant: 'light' | 'outline', size: 'md' | 'lg'): CSSProperties {
  const colors =
    variant === 'light'
      ? {
          '--badge-bg': `var(--mantine-color-${color}-light)`,
          '--badge-color': `var(--mantine-color-${color}-light-color)`,
          '--badge-bd': `${BORDER} transparent`,
        }
      : {
          '--badge-bg': 'transparent',
          '--badge-color': `var(--mantine-color-${color}-outline)`,
          '--badge-bd': `${BORDER} var(--mantine-color-${color}-outline)`,
        };
  return {
    ...(size === 'lg' ? LARGE : null),
    ...colors,
    '--badge-radius': 'var(--mantine-radius-sm)',
    textTransform: 'none',
  } as CSSProperties;
}

/**
 * Mantine's `Badge radius="sm" tt="none"`, same classes and variables, as plain elements: a
 * screen that mounts many badges at once (a genolist's header, its samples, a list's rows) pays
 * for each Badge component's props, styles and Box, which these do without.
 */
export function PlainBadge({
  color,
  variant = 'light',
  size = 'md',
  leftSection,
  title,
  style,
  children,
}: PlainBadgeProps) {
  return (
    <div
      className={Badge.classes.root}
      data-variant={variant}
      data-size={size}
      data-with-left-section={leftSection ? true : undefined}
      title={title}
      style={{ ...badgeStyle(color, variant, size), ...style }}
    >
      {leftSection && (
        <span className={Badge.classes.section} data-position="left">
          {leftSection}
        </span>
      )}
      <span className={Badge.classes.label}>{children}</span>
    </div>
  );
}
