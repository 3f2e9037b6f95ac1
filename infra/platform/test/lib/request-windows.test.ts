import { describe, expect, it } from 'vitest';
import { RequestWindows } from '../../src/plugins/request-windows.ts';

describe('RequestWindows', () => {
  const clock = () => {
    const state = { now: 1_000 };
    return { state, now: () => state.now };
  };

  it('counts each key in its own window and refuses past the allowance until the window ends', () => {
    const { state, now } = clock();
    const windows = new RequestWindows(2, 60_000, now);
    expect(windows.take('a')).toEqual({ max: 2, remaining: 1, resetMs: 60_000, exceeded: false });
    state.now += 10_000;
    expect(windows.take('a')).toEqual({ max: 2, remaining: 0, resetMs: 50_000, exceeded: false });
    expect(windows.take('b').remaining).toBe(1);
    expect(windows.take('a')).toMatchObject({ remaining: 0, exceeded: true });
    state.now += 50_000;
    expect(windows.take('a')).toEqual({ max: 2, remaining: 1, resetMs: 60_000, exceeded: false });
  });

  it('takes a request given back off the count, never below zero nor into a later window', () => {
    const { state, now } = clock();
    const windows = new RequestWindows(1, 1_000, now);
    windows.take('a');
    windows.giveBack('a');
    windows.giveBack('a');
    expect(windows.take('a')).toMatchObject({ remaining: 0, exceeded: false });
    expect(windows.take('a').exceeded).toBe(true);
    state.now += 1_000;
    windows.giveBack('a');
    expect(windows.take('a')).toMatchObject({ remaining: 0, exceeded: false });
  });

  it('forgets the oldest windows past its bound of keys', () => {
    const windows = new RequestWindows(1, 60_000, () => 0, 2);
    windows.take('a');
    windows.take('b');
    windows.take('c');
    // a was forgotten: its count starts again.
    expect(windows.take('a').exceeded).toBe(false);
    expect(windows.take('c').exceeded).toBe(true);
  });
});
