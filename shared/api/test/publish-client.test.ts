import { describe, expect, it, vi } from 'vitest';
import type { PublishTask } from '@reelforge/model';
// The publish calls themselves are tested against the platform (infra/platform/test/clients).
import { publishAndWait, type PublishClient } from '../src/index.js';

describe('publishAndWait', () => {
  const clientWith = (...statuses: PublishTask[]) => {
    const client: PublishClient = {
      distributions: vi.fn(),
      publish: vi.fn(async () => 't9'),
      task: vi.fn(async () => statuses.shift()!),
      depublish: vi.fn(),
    };
    return client;
  };

  it('polls every second until the task is done', async () => {
    const client = clientWith(
      { task_id: 't9', status: 'pending' },
      { task_id: 't9', status: 'copying' },
      { task_id: 't9', status: 'done' },
    );
    const waits: number[] = [];
    await publishAndWait(client, 'p1', 'us-east-1', async (ms) => void waits.push(ms));
    expect(client.publish).toHaveBeenCalledWith('p1', 'us-east-1');
    expect(client.task).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 1000]);
  });

  it('tells each answer on the way, with the files copied so far', async () => {
    const client = clientWith(
      { task_id: 't9', status: 'copying', done: 3, total: 10 },
      { task_id: 't9', status: 'done', done: 10, total: 10 },
    );
    const seen: PublishTask[] = [];
    await publishAndWait(
      client,
      'p1',
      'us-east-1',
      async () => {},
      (task) => seen.push(task),
    );
    expect(seen.map((task) => [task.status, task.done, task.total])).toEqual([
      ['copying', 3, 10],
      ['done', 10, 10],
    ]);
  });

  it('rejects with the server’s message when the task fails', async () => {
    const client = clientWith({ task_id: 't9', status: 'error', Message: 'Disk full' });
    await expect(publishAndWait(client, 'p1', 'us-east-1', async () => {})).rejects.toThrow('Disk full');
  });
});
