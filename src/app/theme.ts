import { type CSSVariablesResolver, createTheme } from '@mantine/core';

const systemFonts =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Calm blue (the logo's) on neutral greys: colour is kept for data, the chrome stays quiet. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 7, dark: 6 },
  defaultRadius: 'md',
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '600' },
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'md' } },
    Tooltip: { defaultProps: { withArrow: true } },
    ActionIcon: { defaultProps: { variant: 'subtle', color: 'gray' } },
    // A closed dropdown kept in the page is positioned as the screen mounts, which forces a style
    // recalculation of the whole new screen in the middle of React's commit (≈ 10 ms a screen).
    // A Select's own `comboboxProps` would replace these (no Select here sets any).
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
  },
});

/**
 * Placeholders one step stronger than Mantine's (gray.5 on white reads at 2.1:1, dark.3 on a dark
 * field at 2.5:1): every text, hints included, stands out from its field by at least 3:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: { '--mantine-color-placeholder': current.colors.gray[6] },
  dark: { '--mantine-color-placeholder': current.colors.dark[2] },
});
