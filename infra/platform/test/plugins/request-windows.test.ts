import { describe, expect, it } from 'vitest';
import { MemoryWindowCounts } from '../../src/lib/window-counts.ts';
import { RequestWindows } from '../../src/plugins/request-windows.ts';

describe('RequestWindows', () => {
  const clock = () => {
    const state = { now: 1_000 };
    return { state, now: () => state.now };
  };
  const windows = (max: number, windowMs: number, now: () => number, maxKeys = 20_000) =>
    new RequestWindows(max, new MemoryWindowCounts(windowMs, now, maxKeys));

  it('counts each key in its own window and refuses past the allowance until the window ends', async () => {
    const { state, now } = clock();
    const counted = windows(2, 60_000, now);
    expect(await counted.take('a')).toEqual({ max: 2, remaining: 1, resetMs: 60_000, exceeded: false });
    state.now += 10_000;
    expect(await counted.take('a')).toEqual({ max: 2, remaining: 0, resetMs: 50_000, exceeded: false });
    expect((await counted.take('b')).remaining).toBe(1);
    expect(await counted.take('a')).toMatchObject({ remaining: 0, exceeded: true });
    state.now += 50_000;
    expect(await counted.take('a')).toEqual({ max: 2, remaining: 1, resetMs: 60_000, exceeded: false });
  });

  it('takes a request given back off the count, never below zero nor into a later window', async () => {
    const { state, now } = clock();
    const counted = windows(1, 1_000, now);
    await counted.take('a');
    await counted.giveBack('a');
    await counted.giveBack('a');
    expect(await counted.take('a')).toMatchObject({ remaining: 0, exceeded: false });
    expect((await counted.take('a')).exceeded).toBe(true);
    state.now += 1_000;
    await counted.giveBack('a');
    expect(await counted.take('a')).toMatchObject({ remaining: 0, exceeded: false });
  });

  it('forgets the oldest windows past its bound of keys', async () => {
    const counted = windows(1, 60_000, () => 0, 2);
    await counted.take('a');
    await counted.take('b');
    await counted.take('c');
    // a was forgotten: its count starts again.
    expect((await counted.take('a')).exceeded).toBe(false);
    expect((await counted.take('c')).exceeded).toBe(true);
  });
});
