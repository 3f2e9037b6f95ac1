import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/lib/http-errors.ts';
import { IdempotencyRepository } from '../../src/render/idempotency-store.ts';
import { IdempotentRequests, type KeptAnswer } from '../../src/render/idempotent-requests.ts';
import { eachAdapter, newUser, rejection, unique, useDatabase } from './database-adapters.ts';

// The Idempotency-Keys of the render call made for programs (render/idempotent-requests.ts, migration
// 0024): the first answer kept per account and key, on SQLite and PostgreSQL alike.
const HOUR = 3_600_000;

eachAdapter((adapter) => {
  const db = useDatabase(adapter);

  /** Requests over the adapter's database on a clock the test moves. */
  function requests() {
    const clock = { now: 2_000_000_000_000 };
    const repo = new IdempotencyRepository(db());
    return { clock, repo, kept: new IdempotentRequests(repo, () => clock.now) };
  }

  /** Work that counts its runs and answers a new token each time. */
  function counted(status = 202) {
    const work = async (): Promise<KeptAnswer<{ token: string }>> => {
      work.runs++;
      return { status, body: { token: unique('token') } };
    };
    work.runs = 0;
    return work;
  }

  describe('a request with an Idempotency-Key', () => {
    it('is answered with its first answer when sent again, the work done once', async () => {
      const { kept } = requests();
      const owner = await newUser(db());
      const work = counted();
      const first = await kept.once(owner.id, 'order-1', { movie: 'a' }, work);
      const again = await kept.once(owner.id, 'order-1', { movie: 'a' }, work);
      expect(first).toMatchObject({ status: 202, replayed: false });
      expect(again).toEqual({ ...first, replayed: true });
      expect(work.runs).toBe(1);
    });

    it('is a 422 when the key comes again with another request', async () => {
      const { kept } = requests();
      const owner = await newUser(db());
      await kept.once(owner.id, 'order-2', { movie: 'a' }, counted());
      const refused = await rejection(kept.once(owner.id, 'order-2', { movie: 'b' }, counted()));
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({ statusCode: 422, message: 'Idempotency-Key reused with another request' });
    });

    it("is each account's own: another account's same key is another request", async () => {
      const { kept } = requests();
      const [one, two] = [await newUser(db()), await newUser(db())];
      const work = counted();
      const first = await kept.once(one.id, 'shared-key', { movie: 'a' }, work);
      const other = await kept.once(two.id, 'shared-key', { movie: 'a' }, work);
      expect(other.replayed).toBe(false);
      expect(other.body.token).not.toBe(first.body.token);
      expect(work.runs).toBe(2);
    });

    it('gives the key back when refused or failed, so the request can be sent again', async () => {
      const { kept } = requests();
      const owner = await newUser(db());
      const refusedAnswer = await kept.once(owner.id, 'order-3', { movie: 'a' }, counted(404));
      expect(refusedAnswer.status).toBe(404);
      await expect(
        kept.once(owner.id, 'order-3', { movie: 'b' }, async () => {
          throw new HttpError(400, 'bad variables');
        }),
      ).rejects.toThrow('bad variables');
      const work = counted();
      expect(await kept.once(owner.id, 'order-3', { movie: 'c' }, work)).toMatchObject({ replayed: false });
      expect(work.runs).toBe(1);
    });

    it('is a 409 while the first request is still being answered, and then the first answer', async () => {
      const { kept } = requests();
      const owner = await newUser(db());
      let finish!: () => void;
      const slow = kept.once(owner.id, 'order-4', { movie: 'a' }, async () => {
        await new Promise<void>((resolve) => (finish = resolve));
        return { status: 202, body: { token: 'first' } };
      });
      // The first has taken the key once its work runs.
      await expect.poll(() => finish).toBeTypeOf('function');
      const meanwhile = await rejection(kept.once(owner.id, 'order-4', { movie: 'a' }, counted()));
      expect(meanwhile).toMatchObject({ statusCode: 409 });
      finish();
      expect((await slow).body.token).toBe('first');
      expect((await kept.once(owner.id, 'order-4', { movie: 'a' }, counted())).body).toEqual({ token: 'first' });
    });

    it('answers anew after a day, and takes over a first request left unanswered for ten minutes', async () => {
      const { kept, clock, repo } = requests();
      const owner = await newUser(db());
      const work = counted();
      const first = await kept.once(owner.id, 'order-5', { movie: 'a' }, work);
      clock.now += 23 * HOUR;
      expect(await kept.once(owner.id, 'order-5', { movie: 'a' }, work)).toEqual({ ...first, replayed: true });
      clock.now += 2 * HOUR;
      expect(await kept.once(owner.id, 'order-5', { movie: 'a' }, work)).toMatchObject({ replayed: false });
      expect(work.runs).toBe(2);

      // A process that claimed a key and stopped before answering.
      await repo.claim({ owner_id: owner.id, key_hash: 'abandoned', request_hash: 'x', created_at: clock.now });
      clock.now += 11 * 60_000;
      await repo.forget(owner.id, 'abandoned', clock.now - 24 * HOUR, clock.now - 10 * 60_000);
      expect(await repo.find(owner.id, 'abandoned')).toBeUndefined();
    });

    it('keeps neither the key nor the answer readable in the table', async () => {
      const { kept } = requests();
      const owner = await newUser(db());
      const { body } = await kept.once(owner.id, 'order-6-secret', { movie: 'a' }, counted());
      const rows = await db().selectFrom('idempotency_keys').selectAll().where('owner_id', '=', owner.id).execute();
      expect(rows).toHaveLength(1);
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain('order-6-secret');
      expect(stored).not.toContain(body.token);
      expect(rows[0]).toMatchObject({ status: 202 });
    });
  });
});
