import { describe, expect, it } from 'vitest';
import { FairScheduler, fairOrder, poolFor, type Holding, type SlotRequest } from '../../src/lib/fair-scheduler.ts';

const interactive = (user: number): SlotRequest => ({ user, kind: 'interactive' });
const batch = (user: number): SlotRequest => ({ user, kind: 'batch' });
const holding = (request: SlotRequest, pool: Holding['pool'] = 'shared'): Holding => ({ request, pool });

/** A render that runs until released by the test. */
function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { done, open, fail };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('poolFor', () => {
  const options = { slots: 2 };

  it('lets one user hold all but one shared slot', () => {
    expect(poolFor(interactive(1), { running: [] }, options)).toBe('shared');
    const one = [holding(interactive(1))];
    // The second shared slot is left for another user; the interactive reserve is not for a user already rendering.
    expect(poolFor(interactive(1), { running: one }, options)).toBeUndefined();
    expect(poolFor(interactive(2), { running: one }, options)).toBe('shared');
  });

  it('keeps an interactive slot for a user with nothing running while the shared slots are full', () => {
    const full = [holding(interactive(1)), holding(batch(2))];
    expect(poolFor(interactive(3), { running: full }, options)).toBe('interactive');
    expect(poolFor(interactive(1), { running: full }, options)).toBeUndefined();
    expect(
      poolFor(interactive(3), { running: [...full, holding(interactive(4), 'interactive')] }, options),
    ).toBeUndefined();
  });

  it('keeps a batch slot while interactive renders fill the shared ones', () => {
    const full = [holding(interactive(1)), holding(interactive(2))];
    expect(poolFor(batch(1), { running: full }, options)).toBe('batch');
    expect(poolFor(batch(3), { running: [...full, holding(batch(1), 'batch')] }, options)).toBeUndefined();
  });

  it('gives a single slot to whoever comes first', () => {
    expect(poolFor(interactive(1), { running: [] }, { slots: 1 })).toBe('shared');
    expect(
      poolFor(interactive(2), { running: [holding(interactive(1))] }, { slots: 1, interactiveReserve: 0 }),
    ).toBeUndefined();
  });
});

describe('fairOrder', () => {
  it('serves the kind, then the user, with fewest renders running before the oldest', () => {
    const running = [holding(interactive(1)), holding(interactive(1)), holding(batch(2))];
    const waiting = [
      { request: interactive(1), seq: 0 },
      { request: interactive(3), seq: 1 },
      { request: batch(2), seq: 2 },
      { request: interactive(3), seq: 3 },
    ];
    expect(fairOrder(waiting, { running }).map((item) => item.seq)).toEqual([2, 1, 3, 0]);
  });
});

describe('FairScheduler', () => {
  it('starts another user before the second render of a user holding a slot, and never gives one user every slot', async () => {
    const scheduler = new FairScheduler({ slots: 2, interactiveReserve: 0, batchReserve: 0 });
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const job = (name: string, request: SlotRequest) => {
      const g = gate();
      gates.set(name, g);
      return scheduler.run(request, async () => {
        started.push(name);
        await g.done;
      });
    };
    const runs = [
      job('a1', interactive(1)),
      job('a2', interactive(1)),
      job('a3', interactive(1)),
      job('b1', interactive(2)),
    ];
    await tick();
    expect(started).toEqual(['a1', 'b1']);
    // The slot b1 frees stays free: user 1 already holds all but one shared slot.
    gates.get('b1')!.open();
    await tick();
    expect(started).toEqual(['a1', 'b1']);
    gates.get('a1')!.open();
    await tick();
    expect(started).toEqual(['a1', 'b1', 'a2']);
    gates.get('a2')!.open();
    await tick();
    gates.get('a3')!.open();
    await Promise.all(runs);
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3']);
    expect(scheduler.stats()).toEqual({ running: 0, waiting: 0, byPool: { shared: 0, interactive: 0, batch: 0 } });
  });

  it("runs a batch task and a newcomer's render beside two long renders", async () => {
    const scheduler = new FairScheduler({ slots: 2 });
    const long = gate();
    const started: string[] = [];
    const longs = [1, 2].map((n) =>
      scheduler.run(interactive(n), async () => {
        started.push(`long${n}`);
        await long.done;
      }),
    );
    const task = scheduler.run(batch(1), async (pool) => started.push(`batch:${pool}`));
    const click = scheduler.run(interactive(3), async (pool) => started.push(`click:${pool}`));
    await Promise.all([task, click]);
    expect(started).toEqual(['long1', 'long2', 'batch:batch', 'click:interactive']);
    long.open();
    await Promise.all(longs);
  });

  it('leaves the queue when the caller aborts while waiting, and the slot goes to the next', async () => {
    const scheduler = new FairScheduler({ slots: 1, interactiveReserve: 0 });
    const first = gate();
    const running = scheduler.run(interactive(1), () => first.done);
    const controller = new AbortController();
    let ran = false;
    const abandoned = scheduler.run(
      interactive(2),
      async () => {
        ran = true;
      },
      controller.signal,
    );
    const next = scheduler.run(interactive(3), async () => 'next');
    await tick();
    expect(scheduler.stats().waiting).toBe(2);
    controller.abort(new Error('gone'));
    await expect(abandoned).rejects.toThrow('gone');
    expect(scheduler.stats().waiting).toBe(1);
    first.open();
    await expect(next).resolves.toBe('next');
    await running;
    expect(ran).toBe(false);
    await expect(scheduler.run(interactive(1), async () => 1, AbortSignal.abort(new Error('already')))).rejects.toThrow(
      'already',
    );
  });

  it('gives the slot back when the work throws', async () => {
    const scheduler = new FairScheduler({ slots: 1, interactiveReserve: 0, batchReserve: 0 });
    const failing = gate();
    const run = scheduler.run(interactive(1), () => failing.done);
    const after = scheduler.run(interactive(2), async () => 'after');
    failing.fail(new Error('ffmpeg died'));
    await expect(run).rejects.toThrow('ffmpeg died');
    await expect(after).resolves.toBe('after');
    expect(scheduler.stats().running).toBe(0);
  });
});
