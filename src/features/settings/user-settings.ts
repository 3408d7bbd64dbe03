import {
  DEFAULT_FOLD_CHANGE_THRESHOLD,
  DEFAULT_P_THRESHOLD,
  DEFAULT_PAGE_SIZE,
  FOLD_CHANGE_THRESHOLD_CHOICES,
  type FoldChangeThreshold,
  P_THRESHOLD_CHOICES,
  PAGE_SIZE_CHOICES,
  type PageSizeChoice,
  type PThreshold,
} from '../../lib/significance';

/**
 * A user's preferences for this browser: colour scheme, the thresholds a genolist opens with when
 * its link names none, and the page size of the genolists list and a genolist's gene table. The
 * language is not here: it is the browser's (localStorage `language`), shared with the sign-in
 * screen.
 */
export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;
export type ColorSchemeChoice = (typeof COLOR_SCHEMES)[number];

export interface UserSettings {
  colorScheme: ColorSchemeChoice;
  pThreshold: PThreshold;
  foldChangeThreshold: FoldChangeThreshold;
  pageSize: PageSizeChoice;
}

export const DEFAULT_SETTINGS: UserSettings = {
  colorScheme: 'light',
  pThreshold: DEFAULT_P_THRESHOLD,
  foldChangeThreshold: DEFAULT_FOLD_CHANGE_THRESHOLD,
  pageSize: DEFAULT_PAGE_SIZE,
};

function oneOf<T extends string | number>(choices: readonly T[], raw: unknown, fallback: T): T {
  return choices.find((choice) => choice === raw) ?? fallback;
}

/** Stored JSON read back: anything missing, unknown or out of range takes its default. */
export function parseUserSettings(raw: unknown): UserSettings {
  const value = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    colorScheme: oneOf(COLOR_SCHEMES, value.colorScheme, DEFAULT_SETTINGS.colorScheme),
    pThreshold: oneOf(P_THRESHOLD_CHOICES, value.pThreshold, DEFAULT_SETTINGS.pThreshold),
    foldChangeThreshold: oneOf(
      FOLD_CHANGE_THRESHOLD_CHOICES,
      value.foldChangeThreshold,
      DEFAULT_SETTINGS.foldChangeThreshold,
    ),
    pageSize: oneOf(PAGE_SIZE_CHOICES, value.pageSize, DEFAULT_SETTINGS.pageSize),
  };
}

/** The localStorage key of a user's settings: each person signing in on a shared computer keeps theirs. */
export function settingsKey(userId: number): string {
  return `genoapp.settings.${userId}`;
}
