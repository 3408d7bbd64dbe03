import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * Database errors as they may be logged or shown: without the values that were sent. A failed
 * query's error carries its parameters (an e-mail address, a password hash), and PostgreSQL's
 * own message and detail quote values too (`Key (email)=(…) already exists`, `value "…" is out of
 * range`). What is kept says what went wrong: the SQL text with its placeholders, how many
 * parameters it had, the SQLSTATE code and the table, column and constraint it concerns.
 */

/** The fields of a PostgreSQL error (pg and PGlite) that name things rather than quote values. */
const SAFE_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
] as const;

type PgErrorLike = Error & Partial<Record<(typeof SAFE_FIELDS)[number], string>>;

function isPgError(error: unknown): error is PgErrorLike {
  if (!(error instanceof Error) || !('severity' in error)) return false;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

const isDatabaseError = (error: unknown): boolean =>
  error instanceof DrizzleQueryError ||
  isPgError(error) ||
  (error instanceof Error && error.cause !== undefined && isDatabaseError(error.cause));

/** PostgreSQL's message with every quoted part that is not one of the error's identifiers replaced. */
function redactedPgMessage(error: PgErrorLike): string {
  const names = new Set(SAFE_FIELDS.map((field) => error[field]).filter(Boolean));
  return error.message.replace(/"([^"]*)"/g, (quoted, inner: string) => (names.has(inner) ? quoted : '"…"'));
}

/** The stack's frames under a new first line (the original one holds the message). */
function restack(error: Error, message: string): string | undefined {
  const frames = error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at '));
  return frames ? [`${error.name}: ${message}`, ...frames].join('\n') : undefined;
}

function redactOne(error: unknown): unknown {
  if (error instanceof DrizzleQueryError) {
    const message = `Failed query: ${error.query}`;
    const copy = Object.assign(new Error(message), {
      name: 'DrizzleQueryError',
      query: error.query,
      paramCount: error.params.length,
    });
    copy.stack = restack(error, message);
    if (error.cause !== undefined) copy.cause = redactOne(error.cause);
    return copy;
  }
  if (isPgError(error)) {
    const message = redactedPgMessage(error);
    const copy = new Error(message);
    copy.name = error.name;
    for (const field of SAFE_FIELDS)
      if (error[field] !== undefined) Object.assign(copy, { [field]: error[field] });
    copy.stack = restack(error, message);
    return copy;
  }
  if (error instanceof Error && error.cause !== undefined && isDatabaseError(error.cause)) {
    const copy = new Error(error.message, { cause: redactOne(error.cause) });
    copy.name = error.name;
    copy.stack = error.stack;
    return copy;
  }
  return error;
}

/** One line for a person: PostgreSQL's message without values, or the error's own message. */
export function databaseFailureText(error: unknown): string | undefined {
  for (let link = error; link instanceof Error; link = link.cause) {
    if (isPgError(link)) return redactedPgMessage(link);
  }
  return undefined;
}

/**
 * A pino `logMethod` hook: the arguments of a log call without the values of a database error,
 * whether it is logged itself (`log.error(err)`), under `err`, or its message is the text.
 */
export function redactLogArguments(args: unknown[]): unknown[] {
  const messages = new Map<string, string>();
  const redact = (value: unknown) => {
    if (!isDatabaseError(value)) return value;
    const redacted = redactOne(value) as Error;
    messages.set((value as Error).message, redacted.message);
    return redacted;
  };
  const first = args.map((arg) => {
    if (arg instanceof Error) return redact(arg);
    if (arg && typeof arg === 'object' && 'err' in arg) return { ...arg, err: redact(arg.err) };
    return arg;
  });
  return first.map((arg) => (typeof arg === 'string' ? (messages.get(arg) ?? arg) : arg));
}
