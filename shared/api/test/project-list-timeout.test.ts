import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegionConfig } from '@reelforge/model';
import { ApiError, createHttp, listProjectsAcrossRegions, regionClient } from '../src/index.js';

// The project list gives a region up after 29.9 s (docs/reference.md §7, §9), and the other
// regions' projects are listed meanwhile. The movie and asset lists page instead (docs/paging.md).

const config = (name: string): RegionConfig => ({
  api: `/r/${name}/api`,
  iv: '',
  preview: '',
  render: '',
  awsregion: name,
  bucket_prefix: '',
  enabled: true,
  create: true,
});
const regions = { 'eu-west-1': config('eu-west-1'), 'us-east-1': config('us-east-1') };

/** eu-west-1 answers at once; us-east-1 never answers, until the request is aborted. */
function fakeFetch() {
  return vi.fn((url: string, init: RequestInit) => {
    if (url.includes('eu-west-1')) {
      const body = {
        Projects: [
          {
            uid: 'p1',
            prjuid: 'p1',
            name: 'Fast',
            region: 'eu-west-1',
            awsregion: 'eu-west-1',
            date_created: '',
            type: 'project',
          },
        ],
        Metadata: { Count: 1, Region: 'eu-west-1' },
      };
      return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    }
    return new Promise<Response>((_resolve, reject) =>
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('fetch', fakeFetch());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const http = () => createHttp({ origin: 'http://console.test', domainSuffix: '', getToken: () => 'abc' });

describe('the project list of a region that does not answer', () => {
  it('is given up after 29.9 s, not before', async () => {
    let outcome: unknown = 'pending';
    void regionClient(http(), config('us-east-1'))
      .listProjects()
      .then(
        () => (outcome = 'answered'),
        (error: unknown) => (outcome = error),
      );
    await vi.advanceTimersByTimeAsync(29_899);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ApiError);
    expect((outcome as ApiError).status).toBe(-1);
  });

  it('does not hold up the other regions: their projects are listed with a message for the silent one', async () => {
    const api = http();
    const all = listProjectsAcrossRegions(regions, (name) => regionClient(api, config(name)));
    await vi.advanceTimersByTimeAsync(29_900);
    const { projects, errors } = await all;
    expect(projects.map((p) => p.name)).toEqual(['Fast']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/us-east-1/);
  });
});
