import { describe, expect, it } from 'vitest';
import { SharedFlight } from '../../src/lib/shared-flight.ts';

/** Work that ends when aborted, or with `value` when told to. */
function work() {
  let runs = 0;
  let finish!: (value: string) => void;
  const signals: AbortSignal[] = [];
  const fn = (signal: AbortSignal) => {
    runs++;
    signals.push(signal);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true });
    });
  };
  return { fn, signals, runs: () => runs, finish: (value: string) => finish(value) };
}

describe('SharedFlight', () => {
  it('runs the work once for concurrent callers', async () => {
    const flight = new SharedFlight<string>();
    const w = work();
    const a = flight.run('k', w.fn);
    const b = flight.run('k', w.fn, new AbortController().signal);
    w.finish('done');
    await expect(Promise.all([a, b])).resolves.toEqual(['done', 'done']);
    expect(w.runs()).toBe(1);
  });

  it('goes on while one caller remains and stops once every caller has gone', async () => {
    const flight = new SharedFlight<string>();
    const w = work();
    const first = new AbortController();
    const second = new AbortController();
    const a = flight.run('k', w.fn, first.signal);
    const b = flight.run('k', w.fn, second.signal);
    first.abort(new Error('first left'));
    await expect(a).rejects.toThrow('first left');
    expect(w.signals[0]!.aborted).toBe(false);
    second.abort(new Error('second left'));
    await expect(b).rejects.toThrow('second left');
    expect(w.signals[0]!.aborted).toBe(true);
    // A newcomer after everyone left starts a fresh run.
    const again = work();
    const c = flight.run('k', again.fn);
    again.finish('fresh');
    await expect(c).resolves.toBe('fresh');
  });

  it('never stops for a caller without a signal', async () => {
    const flight = new SharedFlight<string>();
    const w = work();
    const leaving = new AbortController();
    const background = flight.run('k', w.fn);
    const viewer = flight.run('k', w.fn, leaving.signal);
    leaving.abort(new Error('left'));
    await expect(viewer).rejects.toThrow('left');
    expect(w.signals[0]!.aborted).toBe(false);
    w.finish('kept');
    await expect(background).resolves.toBe('kept');
  });
});
