import type { Kysely, Selectable } from 'kysely';
import type { Database, IdempotencyKeysTable } from '../db/schema.ts';

export type IdempotencyRow = Selectable<IdempotencyKeysTable>;

/** The Idempotency-Keys of program render calls (migration 0024): one row per account and key. */
export class IdempotencyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Takes the account's key for a first request; false when a row of it is there already. */
  async claim(row: Pick<IdempotencyRow, 'owner_id' | 'key_hash' | 'request_hash' | 'created_at'>): Promise<boolean> {
    const result = await this.db
      .insertInto('idempotency_keys')
      .values({ ...row, status: null, answer: null })
      .onConflict((oc) => oc.columns(['owner_id', 'key_hash']).doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  find(ownerId: number, keyHash: string): Promise<IdempotencyRow | undefined> {
    return this.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('key_hash', '=', keyHash)
      .executeTakeFirst();
  }

  /** Keeps the first answer of the claim made at `createdAt`. */
  async answer(ownerId: number, keyHash: string, createdAt: number, status: number, answer: string): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set({ status, answer })
      .where('owner_id', '=', ownerId)
      .where('key_hash', '=', keyHash)
      .where('created_at', '=', createdAt)
      .execute();
  }

  /** Gives back the claim made at `createdAt` while it has no answer: the key may be used again. */
  async release(ownerId: number, keyHash: string, createdAt: number): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('owner_id', '=', ownerId)
      .where('key_hash', '=', keyHash)
      .where('created_at', '=', createdAt)
      .where('status', 'is', null)
      .execute();
  }

  /**
   * Removes every key older than `expiredBefore`, and this account's key when it is still
   * unanswered since before `abandonedBefore` (the process answering it went away).
   */
  async forget(ownerId: number, keyHash: string, expiredBefore: number, abandonedBefore: number): Promise<void> {
    await this.db.deleteFrom('idempotency_keys').where('created_at', '<', expiredBefore).execute();
    await this.db
      .deleteFrom('idempotency_keys')
      .where('owner_id', '=', ownerId)
      .where('key_hash', '=', keyHash)
      .where('status', 'is', null)
      .where('created_at', '<', abandonedBefore)
      .execute();
  }
}
