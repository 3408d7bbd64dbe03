import { SegmentedControl } from '@mantine/core';
import { type CSSProperties, useId } from 'react';

interface PlainSegmentedControlProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  data: readonly { value: T; label: string }[];
  'aria-label': string;
}

/** What an `xs` SegmentedControl's props set on its root. */
const XS: CSSProperties = {
  ['--sc-shadow' as string]: 'var(--mantine-shadow-xs)',
  ['--sc-padding' as string]: 'var(--sc-padding-xs)',
  ['--sc-font-size' as string]: 'var(--mantine-font-size-xs)',
};

/**
 * Mantine's `xs` SegmentedControl as plain elements (its classes, its radio inputs) without its
 * sliding indicator, which reads the page's layout as a screen mounts, forcing the browser to lay
 * the whole new screen out in the middle of React's commit. The chosen option wears the
 * indicator Mantine itself shows until its own is measured: the same look, without the slide.
 */
export function PlainSegmentedControl<T extends string>({
  value,
  onChange,
  data,
  'aria-label': label,
}: PlainSegmentedControlProps<T>) {
  const name = useId();
  const classes = SegmentedControl.classes;
  return (
    <div
      className={classes.root}
      role="radiogroup"
      aria-label={label}
      data-size="xs"
      data-with-items-borders
      style={XS}
    >
      {data.map((item) => {
        const active = item.value === value || undefined;
        const id = `${name}-${item.value}`;
        return (
          <div key={item.value} className={classes.control} data-active={active}>
            <input
              className={classes.input}
              type="radio"
              name={name}
              value={item.value}
              id={id}
              checked={item.value === value}
              onChange={() => onChange(item.value)}
              data-focus-ring="auto"
            />
            <label className={classes.label} htmlFor={id} data-active={active}>
              <span className={classes.innerLabel}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
