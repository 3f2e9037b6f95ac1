/**
 * When to try a delivery again. Pure rules: the waiting itself is in index.ts.
 *
 * Waits grow exponentially from `baseMs` (base, 2·base, 4·base, …) up to `maxMs`, each with
 * "equal jitter" (half fixed, half random) so that many rows failing at once do not come
 * back at once. A Retry-After the service sent is honoured up to `retryAfterCapMs`.
 */
export interface RetryPolicy {
  /** Tries in all, the first included (1: no retry). */
  attempts: number;
  baseMs: number;
  maxMs: number;
  retryAfterCapMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseMs: 1000, maxMs: 30_000, retryAfterCapMs: 60_000 };

/** The pause after the `attempt`-th try failed (1-based). */
export function retryDelay(
  policy: RetryPolicy,
  attempt: number,
  retryAfterMs?: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  const jittered = exponential / 2 + random() * (exponential / 2);
  if (retryAfterMs === undefined) return Math.round(jittered);
  return Math.round(Math.min(policy.retryAfterCapMs, Math.max(jittered, retryAfterMs)));
}

/** Retry-After as ms: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
