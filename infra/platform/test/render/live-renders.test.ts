import { describe, expect, it } from 'vitest';
import { LiveRenders, RenderCancelled } from '../../src/render/live-renders.ts';

describe('the live renders of a process', () => {
  it('stops every open render at shutdown, and one that opens afterwards at once', () => {
    const live = new LiveRenders(60_000);
    const running = live.open('a', { ownerId: 1, region: 'eu-west-1' });
    const shutdown = new Error('the server is shutting down');
    live.abortAll(shutdown);
    expect(running.signal.aborted).toBe(true);
    expect(running.signal.reason).toBe(shutdown);
    // On its way when the shutdown came (between its slot and its start): not left to run for its whole timeout.
    const late = live.open('b', { ownerId: 1, region: 'eu-west-1' });
    expect(late.signal.aborted).toBe(true);
    expect(late.signal.reason).toBe(shutdown);
    expect(late.cancelled()).toBeUndefined();
    running.close();
    late.close();
    expect(live.size).toBe(0);
  });

  it('lets only the owner cancel, in its region', async () => {
    const live = new LiveRenders(60_000);
    const render = live.open('c', { ownerId: 7, region: 'eu-west-1' });
    expect(await live.cancel('c', 8, 'eu-west-1')).toBe(false);
    expect(await live.cancel('c', 7, 'us-east-1')).toBe(false);
    expect(render.signal.aborted).toBe(false);
    expect(await live.cancel('c', 7, 'eu-west-1')).toBe(true);
    expect(render.signal.reason).toBeInstanceOf(RenderCancelled);
    expect(render.cancelled()).toBe('cancelled by its owner');
    render.close();
  });
});
