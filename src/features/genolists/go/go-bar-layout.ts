/**
 * Where the GO bar chart puts its parts at a given width (CSS px): room for the term names on the
 * left, the bars in the middle, the counts on the right. Null before the chart's box is measured:
 * a layout at a guessed width drew the names' margin inside a fallback box and left no room for
 * the bars. The bars always keep `MIN_BARS` px: the names give up room first (fewer characters).
 */

export const GO_BAR_RIGHT = 48;
export const MIN_BARS = 96;
/** Width of a term name's character at 12 px, for truncating names to their room. */
const CHAR_WIDTH = 6.6;
/** Between a name and its bar. */
const NAME_GAP = 10;
const MIN_NAMES = 40;

export interface GoBarLayout {
  width: number;
  /** Room for the names, left of the bars. */
  left: number;
  /** Characters a name keeps before it is cut with '…'. */
  chars: number;
  /** The bars' room. */
  bars: number;
  /** How many ticks the axis asks for: about one per 70 px. */
  ticks: number;
}

/** The names' room a width would like: less on a phone, more across a wide card. */
function wantedNames(width: number): number {
  if (width < 480) return 138;
  if (width >= 800) return 320;
  return 232;
}

export function goBarLayout(width: number): GoBarLayout | null {
  if (!(width > 0)) return null;
  const most = width - GO_BAR_RIGHT - MIN_BARS;
  const left = Math.max(MIN_NAMES, Math.min(wantedNames(width), most));
  const bars = Math.max(1, width - left - GO_BAR_RIGHT);
  return {
    width,
    left,
    chars: Math.max(3, Math.floor((left - NAME_GAP) / CHAR_WIDTH)),
    bars,
    ticks: Math.max(2, Math.min(5, Math.floor(bars / 70))),
  };
}

/** The legend's entries: every ontology of the bars drawn, in order, and "none" when a bar has none. */
export function goBarOntologies(ontologies: readonly (string | null)[]): (string | null)[] {
  const known = [...new Set(ontologies.filter((o): o is string => Boolean(o)))].sort();
  return ontologies.some((o) => !o) ? [...known, null] : known;
}
