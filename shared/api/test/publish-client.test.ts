import { describe, expect, it, vi } from 'vitest';
import type { PublishTask } from '@reelforge/model';
import { ApiError, publishAndWait, publishClient, type PublishClient } from '../src/index.js';
import { euWest, fakeHttp } from './fake-http.js';

const config = euWest({ iv: '/r/eu-west-1/iv/' });

/** A publish client over a fake Http answering with these replies. */
function withReplies(...replies: unknown[]) {
  const { calls, http } = fakeHttp(...replies);
  return { calls, client: publishClient(http, config) };
}

describe('the publish client', () => {
  it('reads the distributions from the region API host', async () => {
    const list = [{ name: 'eu-west-1', fullname: 'Europe (Ireland)', state: 'PUBLISHED', dirty: false, default: true }];
    const { calls, client } = withReplies({ Distributions: list });
    expect(await client.distributions('p 1')).toEqual(list);
    expect(calls[0]).toMatchObject({ url: '/r/eu-west-1/api/v1/internal/publish/p%201', options: { regionHost: true } });
  });

  it('publishes, polls and depublishes on the media host', async () => {
    const { calls, client } = withReplies({ task_id: 't1', status: 'pending' }, { task_id: 't1', status: 'done' }, {});
    expect(await client.publish('p1', 'us-east-1')).toBe('t1');
    expect(await client.task('p1', 't1')).toEqual({ task_id: 't1', status: 'done' });
    await client.depublish('p1', 'us-east-1');
    expect(calls.map((call) => [call.options.method ?? 'GET', call.url])).toEqual([
      ['PUT', '/r/eu-west-1/iv/apps/api/v2/publish/p1?region=us-east-1'],
      ['GET', '/r/eu-west-1/iv/apps/api/v2/publish/p1?taskid=t1&block=1'],
      ['DELETE', '/r/eu-west-1/iv/apps/api/v2/publish/p1?region=us-east-1'],
    ]);
  });

  it('passes a failed call on', async () => {
    const { client } = withReplies(new ApiError(400, 'Bad Request', 'Publishing to eu-original-1 is not possible'));
    await expect(client.publish('p1', 'eu-original-1')).rejects.toThrow('Publishing to eu-original-1 is not possible');
  });
});

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
    const client = clientWith({ task_id: 't9', status: 'pending' }, { task_id: 't9', status: 'copying' }, { task_id: 't9', status: 'done' });
    const waits: number[] = [];
    await publishAndWait(client, 'p1', 'us-east-1', async (ms) => void waits.push(ms));
    expect(client.publish).toHaveBeenCalledWith('p1', 'us-east-1');
    expect(client.task).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 1000]);
  });

  it('tells each answer on the way, with the files copied so far', async () => {
    const client = clientWith({ task_id: 't9', status: 'copying', done: 3, total: 10 }, { task_id: 't9', status: 'done', done: 10, total: 10 });
    const seen: PublishTask[] = [];
    await publishAndWait(client, 'p1', 'us-east-1', async () => {}, (task) => seen.push(task));
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
