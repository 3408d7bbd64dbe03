/**
 * The significance thresholds a genolist offers (the volcano's and the expert filters'), and
 * those it opens with when neither its URL nor the user's settings say otherwise: adjusted
 * p ≤ 0.05 and a fold change of 1.5 (|log2FC| ≥ log2 1.5).
 */
export const P_THRESHOLD_CHOICES = [0.01, 0.05, 0.1] as const;
export type PThreshold = (typeof P_THRESHOLD_CHOICES)[number];

export const FOLD_CHANGE_THRESHOLD_CHOICES = [1.2, 1.5, 2] as const;
export type FoldChangeThreshold = (typeof FOLD_CHANGE_THRESHOLD_CHOICES)[number];

export const DEFAULT_P_THRESHOLD = 0.05 satisfies PThreshold;
export const DEFAULT_FOLD_CHANGE_THRESHOLD = 1.5 satisfies FoldChangeThreshold;

/** Rows a page of a list or table offers. */
export const PAGE_SIZE_CHOICES = [10, 20, 50, 100] as const;
export type PageSizeChoice = (typeof PAGE_SIZE_CHOICES)[number];
export const DEFAULT_PAGE_SIZE = 20 satisfies PageSizeChoice;
