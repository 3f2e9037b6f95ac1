/**
 * When a delivery is tried again (docs/api.md, "Retries"): after 10 s, 1 min, 5 min, 30 min and
 * 2 h, so 6 tries span about 2 h 36 min; each pause after the last one given is that last one.
 */
export const DEFAULT_RETRY_PAUSES_MS: readonly number[] = [10_000, 60_000, 300_000, 1_800_000, 7_200_000];
/** Tries per delivery, the first included (WEBHOOK_ATTEMPTS). */
export const DEFAULT_WEBHOOK_ATTEMPTS = 6;
export const MAX_WEBHOOK_ATTEMPTS = 10;

/** The pause after the `tries`-th try failed (1-based). */
export function pauseAfter(tries: number, pauses: readonly number[] = DEFAULT_RETRY_PAUSES_MS): number {
  if (pauses.length === 0) return 0;
  return pauses[Math.min(Math.max(tries, 1), pauses.length) - 1]!;
}

/** How a try ended, as the schedule sees it. */
export type TryOutcome =
  | { kind: 'delivered' }
  /** A refused internal address: never tried again (docs/deliveries.md). */
  | { kind: 'refused' }
  | { kind: 'failed' };

/** What a delivery becomes after its `tries`-th try: delivered, failed for good, or pending until `nextTryAt`. */
export function afterTry(
  outcome: TryOutcome,
  tries: number,
  now: number,
  {
    attempts = DEFAULT_WEBHOOK_ATTEMPTS,
    pauses = DEFAULT_RETRY_PAUSES_MS,
  }: { attempts?: number; pauses?: readonly number[] } = {},
): { status: 'delivered' | 'failed' | 'pending'; nextTryAt: number | null } {
  if (outcome.kind === 'delivered') return { status: 'delivered', nextTryAt: null };
  if (outcome.kind === 'refused' || tries >= attempts) return { status: 'failed', nextTryAt: null };
  return { status: 'pending', nextTryAt: now + pauseAfter(tries, pauses) };
}
