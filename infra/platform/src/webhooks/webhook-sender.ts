import { STATUS_CODES } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { reasonOf } from '../destinations/errors.ts';
import type { Call } from '../destinations/transport.ts';
import type { Clock } from '../lib/clock.ts';
import { WEBHOOK_DELIVERIES_KEPT } from '@reelforge/model';
import { afterTry, DEFAULT_RETRY_PAUSES_MS, DEFAULT_WEBHOOK_ATTEMPTS, type TryOutcome } from './retry-schedule.ts';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';
import type { ClaimedDelivery, TryRecord, WebhookStore } from './webhook-store.ts';

/** Each try is given this long to be answered (connection, request and answer). */
export const TRY_TIMEOUT_MS = 10_000;
/** Of an answer's body, at most this much is read before the connection is let go. */
export const ANSWER_READ_BYTES = 64 * 1024;
/** How long a claim holds: longer than a try takes, so a live sender never loses its delivery. */
const LEASE_MS = 60_000;
/** Deliveries one process sends at once. */
const SENDING_AT_ONCE = 4;

export interface WebhookSenderOptions {
  /** Tries per delivery, the first included (WEBHOOK_ATTEMPTS); default 6. */
  attempts?: number;
  /** The pauses before the 2nd, 3rd… tries; default 10 s, 1 min, 5 min, 30 min, 2 h. */
  pauses?: readonly number[];
}

/** Why an answer outside 2xx failed the try, in our words (the receiver's text is not kept). */
export function answerWords(status: number): string {
  const phrase = STATUS_CODES[status];
  return `the endpoint answered ${status}${phrase ? ` (${phrase})` : ''}`;
}

/** Reads at most ANSWER_READ_BYTES of the answer, then lets it go: a receiver cannot hold a sender with a long body. */
async function drain(response: Response): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) return;
  let read = 0;
  try {
    while (read < ANSWER_READ_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * Sends the deliveries that are due (docs/api.md, "Retries"), a few at a time: each claimed in
 * the database (so one process sends a given delivery), POSTed through the outbound guard with
 * its signature, bounded in time and in what is read of the answer, and its outcome recorded: a
 * 2xx delivers it, anything else is tried again after its pause until the tries are spent, and
 * an internal address the guard refuses fails it at once. Run by the sweeper of every process.
 */
export class WebhookSender {
  private running: Promise<void> | undefined;
  private again = false;
  private readonly stopping = new AbortController();
  private readonly attempts: number;
  private readonly pauses: readonly number[];

  constructor(
    private readonly store: WebhookStore,
    private readonly call: Call,
    private readonly now: Clock,
    private readonly log: FastifyBaseLogger,
    options: WebhookSenderOptions = {},
  ) {
    this.attempts = Math.max(1, options.attempts ?? DEFAULT_WEBHOOK_ATTEMPTS);
    this.pauses = options.pauses ?? DEFAULT_RETRY_PAUSES_MS;
  }

  /** Sends what is due now; a sweep asked for while one runs runs again after it. */
  sweep(): Promise<void> {
    if (this.stopping.signal.aborted) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await Promise.all(Array.from({ length: SENDING_AT_ONCE }, () => this.sendDue()));
        } while (this.again && !this.stopping.signal.aborted);
      } catch (error) {
        this.log.error({ err: error }, 'webhook deliveries could not be sent');
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /** When the next delivery is due, for the sweeper's timer. */
  nextDue(): Promise<number | undefined> {
    return this.store.nextDue();
  }

  /** Stops: tries under way are cut short and given back uncounted; nothing more is claimed. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.running;
  }

  private async sendDue(): Promise<void> {
    while (!this.stopping.signal.aborted) {
      const now = this.now();
      const claimed = await this.store.claim(now, now + LEASE_MS);
      if (!claimed) return;
      await this.send(claimed);
    }
  }

  private async send(claimed: ClaimedDelivery): Promise<void> {
    const body = claimed.payload;
    const timeout = AbortSignal.timeout(TRY_TIMEOUT_MS);
    const signal = AbortSignal.any([this.stopping.signal, timeout]);
    let outcome: TryOutcome;
    let lastStatus: number | null = null;
    let lastError: string | null = null;
    try {
      const response = await this.call(claimed.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Reelforge-Webhooks/1',
          [SIGNATURE_HEADER]: signatureHeader(claimed.secret, this.now() / 1000, body),
          'Reelforge-Event': claimed.eventType,
          'Reelforge-Delivery': claimed.id,
        },
        body,
        signal,
      });
      lastStatus = response.status;
      await drain(response).catch(() => undefined);
      if (response.ok) outcome = { kind: 'delivered' };
      else {
        outcome = { kind: 'failed' };
        lastError = answerWords(response.status);
      }
    } catch (error) {
      if (this.stopping.signal.aborted) {
        await this.store.release(claimed);
        return;
      }
      const code = (error as { code?: unknown }).code;
      outcome = code === 'E_OUTBOUND_REFUSED' ? { kind: 'refused' } : { kind: 'failed' };
      lastError = timeout.aborted
        ? `no answer within ${TRY_TIMEOUT_MS / 1000} s`
        : outcome.kind === 'refused'
          ? `${reasonOf(error)}: webhooks reach public addresses only, unless OUTBOUND_ALLOW_HOSTS opens the host`
          : reasonOf(error);
    }
    const now = this.now();
    const next = afterTry(outcome, claimed.tries, now, { attempts: this.attempts, pauses: this.pauses });
    const record: TryRecord = {
      status: next.status,
      lastStatus,
      lastError,
      nextTryAt: next.nextTryAt,
      deliveredAt: next.status === 'delivered' ? now : null,
    };
    if (!(await this.store.record(claimed, record))) return;
    if (next.status === 'pending')
      this.log.info(
        { delivery: claimed.id, event: claimed.eventType, tries: claimed.tries, reason: lastError },
        'a webhook delivery is tried again after a pause',
      );
    else await this.store.trim(claimed.webhookId, WEBHOOK_DELIVERIES_KEPT);
  }
}
