/**
 * Why a table (or the file holding it) was refused: a stable `code`, the `params` its message
 * needs, and where — the file, the 1-based line (the header is line 1) and the column's name.
 * The texts are `locales/<language>/formats.json`: `describeTableError` renders one in English
 * (the error's `message`, what the server and the command line print) or, given another
 * language's texts (`i18n.getResourceBundle(language, 'formats')`), in that language, so a
 * screen shows the very message in the user's language.
 *
 * A list param (sample names, say) is shown quoted, its first ten only, with the total.
 */
import english from '../../locales/en/formats.json' with { type: 'json' };

export type FormatsTexts = typeof english;
export type TableErrorCode = keyof FormatsTexts['errors'];
export type TableErrorParams = Record<string, string | number | readonly string[]>;

export interface TablePlace {
  file?: string;
  line?: number;
  column?: string;
}

/** What crosses a worker boundary: a thrown Error keeps only its message there. */
export interface TableErrorInfo {
  code: TableErrorCode;
  params: TableErrorParams;
  where: TablePlace;
}

const LISTED = 10;

function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

function listText(names: readonly string[], texts: FormatsTexts): string {
  const quoted = names
    .slice(0, LISTED)
    .map((name) => `"${name}"`)
    .join(', ');
  return names.length > LISTED
    ? interpolate(texts.list.many, { names: quoted, total: names.length })
    : interpolate(texts.list.some, { names: quoted });
}

/** The problem alone, without the place. */
export function describeProblem(info: TableErrorInfo, texts: FormatsTexts = english): string {
  const values = Object.fromEntries(
    Object.entries(info.params).map(([name, value]) => [
      name,
      typeof value === 'object' ? listText(value, texts) : value,
    ]),
  );
  return interpolate(texts.errors[info.code], values);
}

export function describeTableError(info: TableErrorInfo, texts: FormatsTexts = english): string {
  const { file, line, column } = info.where;
  const problem = describeProblem(info, texts);
  if (file === undefined) return interpolate(texts.where.none, { problem });
  if (line === undefined) return interpolate(texts.where.file, { file, problem });
  if (column === undefined) return interpolate(texts.where.line, { file, line, problem });
  return interpolate(texts.where.column, { file, line, column, problem });
}

export class TableError extends Error {
  readonly problem: string;

  constructor(
    readonly code: TableErrorCode,
    readonly params: TableErrorParams = {},
    readonly where: TablePlace = {},
  ) {
    super(describeTableError({ code, params, where }));
    this.name = 'TableError';
    this.problem = describeProblem({ code, params, where });
  }

  get info(): TableErrorInfo {
    return { code: this.code, params: this.params, where: this.where };
  }
}
