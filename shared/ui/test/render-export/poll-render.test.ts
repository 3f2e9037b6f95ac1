import { describe, expect, it, vi } from 'vitest';
import type { RenderStatus } from '@reelforge/model';
import { pollRender } from '../../src/widgets/render-export.js';

function statuses(...list: RenderStatus[]) {
  return { renderStatus: vi.fn(async () => list.shift() ?? { state: 'rendering' as const, progress: 0 }) };
}

describe('following a render', () => {
  it('asks every 500 ms until it is done, reporting each status', async () => {
    const client = statuses(
      { state: 'queued', progress: 0 },
      { state: 'rendering', progress: 0.5 },
      { state: 'done', progress: 1 },
    );
    const waits: number[] = [];
    const seen: string[] = [];
    const final = await pollRender(client, 'tok', (s) => seen.push(s.state), {
      sleep: async (ms) => void waits.push(ms),
    });
    expect(final.state).toBe('done');
    expect(seen).toEqual(['queued', 'rendering', 'done']);
    expect(waits).toEqual([500, 500]);
    expect(client.renderStatus).toHaveBeenCalledWith('tok');
  });

  it('fails with the render’s own error', async () => {
    const client = statuses({ state: 'failed', progress: 0.3, error: 'Scene 2, frame 40: missing asset logo.png' });
    await expect(pollRender(client, 'tok', () => {}, { sleep: async () => {} })).rejects.toThrow(
      'Scene 2, frame 40: missing asset logo.png',
    );
  });

  it('fails with the server’s message when the status cannot be read', async () => {
    const client = { renderStatus: vi.fn(async () => Promise.reject(new Error('Unknown render token'))) };
    await expect(pollRender(client, 'tok', () => {})).rejects.toThrow('Unknown render token');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const client = statuses({ state: 'rendering', progress: 0.1 });
    const done = pollRender(client, 'tok', () => controller.abort(), { signal: controller.signal, intervalMs: 10_000 });
    await expect(done).rejects.toBeDefined();
    expect(client.renderStatus).toHaveBeenCalledTimes(1);
  });
});
