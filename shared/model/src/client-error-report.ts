/**
 * Client errors (docs/reference.md §8): a failed change of state is shown in a dialog and also
 * reported to the platform. These are the rules the console applies before it sends one: the
 * error written as the dialog shows it, stripped of anything secret, bounded in size, and sent
 * at most a few times a minute and each distinct error once.
 *
 * An entry of its own (`@reelforge/model/client-error-report`), not in the index: the index
 * rides on the host's first page, these rules only with the error dialog.
 */

/** At most this many reports a minute from one console, and the same error only once. */
export const CLIENT_ERROR_REPORTS_PER_MINUTE = 3;
/** A report's error text is cut to this many characters (the platform takes no more). */
export const CLIENT_ERROR_MAX_CHARS = 2000;
/** The from and to states are cut to this many characters. */
export const CLIENT_ERROR_MAX_STATE_CHARS = 200;

const REDACTED = '[redacted]';

/** The error as the state-change dialog shows it: JSON with an Error's name, message and own fields. */
export function errorAsJson(error: unknown): string {
  if (error instanceof Error) {
    const { name, message } = error;
    const extra = Object.fromEntries(Object.entries(error).filter(([key]) => key !== 'cause'));
    return JSON.stringify({ name, message, ...extra }, null, 2);
  }
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

// Names whose values are secret wherever they appear: `token=…`, `"password": "…"`, `X-Amz-Signature=…`.
const SECRET_NAME =
  String.raw`[\w-]*(?:token|password|passwd|secret|signature|credential|` +
  String.raw`authorization|api[_-]?key|cookie)[\w-]*`;
const SECRET_PAIR = new RegExp(String.raw`(${SECRET_NAME}["']?\s*[:=]\s*["']?)([^"'&\s,;}\]]+)`, 'gi');
const AUTH_SCHEME = /\b(Bearer|Basic|istoken)\s+[\w\-.~+/=]+/gi;
// A header that is secret as a whole: everything after its name up to the line's (or string's) end.
const SECRET_HEADER = /((?:authorization|cookie|set-cookie)["']?\s*[:=]\s*["']?)[^"'\n]+/gi;
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
// Long runs of letters and digits (opaque tokens, signed addresses' keys); a uuid (36) and a
// project id (32) are kept, and so is a console path: a slash ends a run.
const OPAQUE = /[A-Za-z0-9+_-]{40,}={0,2}/g;

/** Removes tokens, passwords, signatures and other secrets from an error's text. */
export function sanitiseClientError(text: string): string {
  return text
    .replace(JWT, REDACTED)
    .replace(AUTH_SCHEME, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(SECRET_HEADER, (_match, name: string) => `${name}${REDACTED}`)
    .replace(SECRET_PAIR, (_match, name: string) => `${name}${REDACTED}`)
    .replace(OPAQUE, REDACTED);
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export interface ClientErrorReportDraft {
  from: string;
  to: string;
  error: string;
  version: string;
}

/** The report of a failed change of state: sanitised and bounded, ready to send. */
export function clientErrorReport(from: string, to: string, error: unknown, version: string): ClientErrorReportDraft {
  return {
    from: cut(sanitiseClientError(from), CLIENT_ERROR_MAX_STATE_CHARS),
    to: cut(sanitiseClientError(to), CLIENT_ERROR_MAX_STATE_CHARS),
    error: cut(sanitiseClientError(errorAsJson(error)), CLIENT_ERROR_MAX_CHARS),
    version: cut(version, 40),
  };
}

/**
 * Decides whether a report may go: the same from/to/error only once, and no more than
 * `perMinute` in any minute. Time is given by the caller (epoch milliseconds).
 */
export class ClientErrorLimiter {
  private readonly seen = new Set<string>();
  private sentAt: number[] = [];

  constructor(private readonly perMinute: number = CLIENT_ERROR_REPORTS_PER_MINUTE) {}

  allow(report: ClientErrorReportDraft, now: number): boolean {
    const key = JSON.stringify([report.from, report.to, report.error]);
    if (this.seen.has(key)) return false;
    this.sentAt = this.sentAt.filter((at) => now - at < 60_000);
    if (this.sentAt.length >= this.perMinute) return false;
    this.seen.add(key);
    this.sentAt.push(now);
    return true;
  }
}
