/** The status of an answer refused by a rate limit (docs/rate-limits.md). */
export const TOO_MANY_REQUESTS = 429;

/**
 * Seconds to wait from a Retry-After header: a number of seconds, or an HTTP date (then from
 * `now`). Undefined when there is none or it cannot be read.
 */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and month ("Thu, 01 Jan 2026 00:01:30 GMT"); "1.5" is not one.
  const at = /^[a-z]{3}, /i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A wait for people: "1 second", "45 seconds", "1 minute", "2 minutes 5 seconds". */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (whole < 60) return unit(whole, 'second');
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? unit(minutes, 'minute') : `${unit(minutes, 'minute')} ${unit(rest, 'second')}`;
}

/**
 * What a 429 says to the person who acted: the platform's message (what was refused and the
 * allowance) and when to try again, from Retry-After when it came (it is what the platform
 * counts by), replacing the message's own "Try again in …".
 */
export function rateLimitedMessage(serverMessage: string | undefined, retryAfter: number | undefined): string {
  const what = serverMessage?.replace(/\s*Try again in [^.]*\.?\s*$/, '').trim() || 'Too many requests.';
  const sentence = /[.!?]$/.test(what) ? what : `${what}.`;
  return `${sentence} ${retryAfter === undefined ? 'Try again later.' : `Try again in ${waitText(retryAfter)}.`}`;
}
