import { IDEMPOTENCY_KEY_HOURS } from '@reelforge/model/program-renders';
import type { Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-errors.ts';
import { keyDigest, openAnswer, requestFingerprint, sealAnswer } from './idempotency-seal.ts';
import type { IdempotencyRepository } from './idempotency-store.ts';

/** An answer to keep: its status code and body. */
export interface KeptAnswer<T> {
  status: number;
  body: T;
}

const HOUR_MS = 3_600_000;

/**
 * Requests made at most once per Idempotency-Key (docs/api.md, "Idempotency"): the same key
 * from the same account within a day answers the first request's answer again instead of doing
 * the work twice, wherever it arrives (the keys are rows of the database every api process
 * shares). The same key with another request is a 422; while the first is still being answered,
 * a 409. Only a success is kept: a refusal gives the key back, so the request can be fixed and
 * sent again with it.
 */
export class IdempotentRequests {
  private readonly keepMs: number;
  /** A key unanswered this long is taken as abandoned (the process answering it stopped). */
  private readonly abandonedMs: number;

  constructor(
    private readonly repo: IdempotencyRepository,
    private readonly now: Clock,
    options: { keepMs?: number; abandonedMs?: number } = {},
  ) {
    this.keepMs = options.keepMs ?? IDEMPOTENCY_KEY_HOURS * HOUR_MS;
    this.abandonedMs = options.abandonedMs ?? 10 * 60_000;
  }

  /**
   * `work`'s answer, or the first answer kept for `key` of `ownerId`: `replayed` says which.
   * `request` is what the request asked for (its path and body), compared by fingerprint.
   */
  async once<T>(
    ownerId: number,
    key: string,
    request: unknown,
    work: () => Promise<KeptAnswer<T>>,
  ): Promise<KeptAnswer<T> & { replayed: boolean }> {
    const keyHash = keyDigest(key);
    const requestHash = requestFingerprint(request);
    // Twice at most: a key given back between our claim and our read is claimed again.
    for (let attempt = 0; attempt < 2; attempt++) {
      const now = this.now();
      await this.repo.forget(ownerId, keyHash, now - this.keepMs, now - this.abandonedMs);
      if (await this.repo.claim({ owner_id: ownerId, key_hash: keyHash, request_hash: requestHash, created_at: now })) {
        let answer: KeptAnswer<T>;
        try {
          answer = await work();
        } catch (error) {
          await this.repo.release(ownerId, keyHash, now);
          throw error;
        }
        if (answer.status < 300)
          await this.repo.answer(ownerId, keyHash, now, answer.status, sealAnswer(key, answer.body));
        else await this.repo.release(ownerId, keyHash, now);
        return { ...answer, replayed: false };
      }
      const found = await this.repo.find(ownerId, keyHash);
      if (!found) continue;
      if (found.request_hash !== requestHash) throw new HttpError(422, 'Idempotency-Key reused with another request');
      if (found.status === null || found.answer === null)
        throw new HttpError(409, 'The first request with this Idempotency-Key is still being answered: try again');
      const body = openAnswer(key, found.answer);
      if (body === undefined) throw new Error('An Idempotency-Key answer could not be opened');
      return { status: found.status, body: body as T, replayed: true };
    }
    throw new HttpError(409, 'The first request with this Idempotency-Key is still being answered: try again');
  }
}
