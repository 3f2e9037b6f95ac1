import { describe, expect, it } from 'vitest';
import { CountsOutage, FallbackWindowCounts } from '../../src/lib/fallback-window-counts.ts';
import { MemoryWindowCounts, type WindowCounts } from '../../src/lib/window-counts.ts';

/** Shared counts that answer or fail as the test says, counting the calls that reached them. */
function switchable(inner: WindowCounts) {
  const state = { answering: true, calls: 0 };
  const call =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      state.calls += 1;
      if (!state.answering) throw new Error('connect ECONNREFUSED');
      return method(...args);
    };
  const counts: WindowCounts = {
    windowMs: inner.windowMs,
    add: call((key: string) => inner.add(key)),
    read: call((key: string) => inner.read(key)),
    takeBack: call((key: string) => inner.takeBack(key)),
    clear: call((key: string) => inner.clear(key)),
  };
  return { counts, state };
}

function setup() {
  const time = { now: 0 };
  const warnings: string[] = [];
  const backs: number[] = [];
  const outage = new CountsOutage(
    (error) => warnings.push((error as Error).message),
    () => backs.push(time.now),
    () => time.now,
    { pauseMs: 5_000, warnEveryMs: 60_000 },
  );
  const shared = switchable(new MemoryWindowCounts(60_000, () => time.now, 100));
  const counts = new FallbackWindowCounts(shared.counts, new MemoryWindowCounts(60_000, () => time.now, 100), outage);
  return { time, warnings, backs, shared, counts, outage };
}

describe('counts that fall back to this process’s memory', () => {
  it('count in the shared counts while they answer', async () => {
    const { counts, shared, warnings } = setup();
    await counts.add('a');
    expect(await counts.add('a')).toMatchObject({ count: 2 });
    expect(await shared.counts.read('a')).toMatchObject({ count: 2 });
    expect(warnings).toEqual([]);
  });

  it('count in memory while they fail, warning once, and try them again after the pause', async () => {
    const { counts, shared, warnings, backs, time } = setup();
    await counts.add('a');
    shared.state.answering = false;
    // Never fails: the request is counted in memory instead.
    expect(await counts.add('a')).toMatchObject({ count: 1 });
    const calls = shared.state.calls;
    expect(await counts.add('a')).toMatchObject({ count: 2 });
    await counts.takeBack('a');
    expect(await counts.read('a')).toMatchObject({ count: 1 });
    // Paused: the failing counts were not called again.
    expect(shared.state.calls).toBe(calls);
    expect(warnings).toEqual(['connect ECONNREFUSED']);

    time.now += 5_000;
    expect(await counts.add('a')).toMatchObject({ count: 2 });
    expect(shared.state.calls).toBe(calls + 1);
    // Still failing within the minute: no second warning.
    expect(warnings).toHaveLength(1);

    time.now += 5_000;
    shared.state.answering = true;
    // Back: the shared count goes on from what it held.
    expect(await counts.add('a')).toMatchObject({ count: 2 });
    expect(backs).toEqual([10_000]);
  });

  it('warn again while they keep failing, at most once a minute, and at each new outage', async () => {
    const { counts, shared, warnings, time } = setup();
    shared.state.answering = false;
    for (let second = 0; second < 130; second += 5) {
      time.now = second * 1_000;
      await counts.add('a');
    }
    expect(warnings).toHaveLength(3);
    shared.state.answering = true;
    time.now += 5_000;
    await counts.add('a');
    shared.state.answering = false;
    await counts.add('a');
    expect(warnings).toHaveLength(4);
  });
});
