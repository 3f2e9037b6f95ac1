import { describe, expect, it } from 'vitest';
import { ApiError, batchClient } from '../src/index.js';
import { euWest, fakeHttp } from './fake-http.js';

const config = euWest({ render: '/r/eu-west-1/render/', awsregion: 'aws-west' });

/** A batch client over a fake Http answering with these replies. */
function withReplies(...replies: unknown[]) {
  const { http, calls } = fakeHttp(...replies);
  return { http, calls, client: batchClient(http, 'eu-west-1', config) };
}

const notFound = () => new ApiError(404, 'Not Found', 'No such file');

describe('the batch client’s app data', () => {
  it('reads jobs.json from the region API host', async () => {
    const { client, calls } = withReplies([{ id: 'j', name: 'Job' }]);
    expect(await client.jobs('p 1')).toEqual([{ id: 'j', name: 'Job' }]);
    expect(calls[0]?.url).toBe('/r/eu-west-1/api/v1/appdata/p%201/jobs.json');
    expect(calls[0]?.options.regionHost).toBe(true);
  });

  it('answers a 404 by creating the file empty and reading it again', async () => {
    const { client, calls } = withReplies(notFound(), {}, []);
    expect(await client.scripts('p1')).toEqual([]);
    expect(calls.map((c) => [c.options.method ?? 'GET', c.url])).toEqual([
      ['GET', '/r/eu-west-1/api/v1/appdata/p1/scripts.json'],
      ['PUT', '/r/eu-west-1/api/v1/appdata/p1/scripts.json'],
      ['GET', '/r/eu-west-1/api/v1/appdata/p1/scripts.json'],
    ]);
    expect(calls[1]?.options.body).toEqual([]);
  });

  it('passes other errors on', async () => {
    const { client } = withReplies(new ApiError(500, 'Internal', 'disk full'));
    await expect(client.jobs('p1')).rejects.toThrow('disk full');
  });

  it('writes the full list', async () => {
    const { client, calls } = withReplies({});
    await client.saveJobs('p1', []);
    expect(calls[0]).toMatchObject({ url: '/r/eu-west-1/api/v1/appdata/p1/jobs.json', options: { method: 'PUT', body: [] } });
  });
});

describe('the batch client’s render host calls', () => {
  it('asks for a queue with the limit, by region and routing', async () => {
    const { client, calls } = withReplies({ Id: 'q1' });
    expect(await client.createQueue('default', 1000)).toBe('q1');
    expect(calls[0]).toMatchObject({ url: '/r/eu-west-1/render/v2/batch/eu-west-1/default', options: { method: 'POST', body: { limit: 1000 } } });
  });

  it('refuses an answer without a queue Id', async () => {
    const { client } = withReplies({});
    await expect(client.createQueue('default', 10)).rejects.toThrow('without a queue Id');
  });

  it('uploads tasks and starts the run under the AWS region', async () => {
    const { client, calls } = withReplies({}, {});
    const tasks = [{ record: 0, key: '1', params: {}, filename: '' }];
    await client.uploadTasks('default', 'q1', { jobid: 'j', runid: 'r', projectid: 'p1', tasks });
    await client.startRun('default', 'q1');
    expect(calls[0]).toMatchObject({ url: '/r/eu-west-1/render/v2/batch/aws-west/default/q1', options: { method: 'PUT', body: { jobid: 'j', runid: 'r', region: 'eu-west-1', projectid: 'p1', tasks } } });
    expect(calls[1]).toMatchObject({ url: '/r/eu-west-1/render/v2/batch/aws-west/default/q1/run', options: { method: 'POST' } });
  });

  it('polls and cancels a queue, lists runs, reads and deletes results', async () => {
    const status = { Id: 'q1', state: 'running', total: 2, done: 1, failed: 0, remaining: 1 };
    const { client, calls } = withReplies(status, {}, { Runs: [{ runid: 'r1' }] }, { Results: [{ record: 0 }] }, {});
    expect(await client.queueStatus('q1')).toEqual(status);
    await client.cancel('q1');
    expect(await client.runs('j 1')).toEqual([{ runid: 'r1' }]);
    expect(await client.results('r1')).toEqual([{ record: 0 }]);
    await client.deleteResults('r1');
    expect(calls.map((c) => [c.options.method ?? 'GET', c.url])).toEqual([
      ['GET', '/r/eu-west-1/render/v2/batch/q1'],
      ['DELETE', '/r/eu-west-1/render/v2/batch/q1'],
      ['GET', '/r/eu-west-1/render/v2/batch/runs/j%201'],
      ['GET', '/r/eu-west-1/render/v2/batch/results/r1'],
      ['DELETE', '/r/eu-west-1/render/v2/batch/results/r1'],
    ]);
  });
});
