import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryInput } from '../../src/destinations/types.ts';
import { failureOf, makeWorkDir, startRecordingServer, testDeliver } from '../helpers/destination-servers.ts';

const deliver = testDeliver();

let work: Awaited<ReturnType<typeof makeWorkDir>>;
let input: DeliveryInput;

beforeAll(async () => {
  work = await makeWorkDir();
  const { path } = await work.file('clip.mp4', 1_000);
  input = { file: path, filename: 'clip.mp4', contentType: 'video/mp4', format: 'mp4', row: {} };
});
afterAll(() => work?.remove());

describe('deliver', () => {
  it('hands a CDN destination to the host storage and returns its URL', async () => {
    const stored: DeliveryInput[] = [];
    const result = await deliver({ type: 'cdn' }, input, {
      cdn: async (given) => (stored.push(given), 'https://cdn.example/p/clip.mp4'),
    });
    expect(result).toEqual({ url: 'https://cdn.example/p/clip.mp4', attempts: 1 });
    expect(stored).toEqual([input]);
  });

  it('reports a failing CDN store readably', async () => {
    await expect(
      deliver({ type: 'cdn' }, input, { cdn: async () => Promise.reject(new Error('disk full')) }),
    ).rejects.toThrow('CDN upload of clip.mp4 failed: disk full');
  });

  it('refuses a token-only destination, which has nothing to deliver', async () => {
    await expect(deliver({ type: 'token' }, input, { cdn: async () => '' })).rejects.toThrow(
      /token-only destination has nothing to deliver/,
    );
  });

  it('refuses an unknown kind', async () => {
    await expect(deliver({ type: 'gopher' } as never, input, { cdn: async () => '' })).rejects.toThrow(
      'Unknown destination type gopher',
    );
  });

  it('uses only the parameters of the kind, with empty ones dropped (docs/reference.md §5)', async () => {
    const server = await startRecordingServer();
    try {
      // `bucket` belongs to S3, and an empty method counts as none (POST).
      await deliver(
        { type: 'http', url: `${server.url}/in`, method: '', bucket: 'x', fields: { keep: 'yes', drop: '' } } as never,
        input,
        { cdn: async () => '' },
      );
      const [request] = server.requests;
      expect(request?.method).toBe('POST');
      const body = request!.body.toString('latin1');
      expect(body).toContain('name="keep"');
      expect(body).not.toContain('name="drop"');
      expect(body).not.toContain('name="bucket"');
    } finally {
      await server.close();
    }
  });

  it('never lets a secret through, even when a service repeats it in its answer', async () => {
    // The server quotes the bearer token of an Authorization header set in the headers map.
    const server = await startRecordingServer((request) => ({
      status: 403,
      body: { error: `token ${String(request.headers.authorization).slice(7)} is revoked` },
    }));
    try {
      const destination = {
        type: 'http' as const,
        url: `${server.url}/in`,
        headers: { Authorization: 'Bearer revoked-token-5566' },
      };
      const error = await failureOf(deliver(destination, input, { cdn: async () => '' }));
      // The answer's body is not shown at all: the status is said in our words.
      expect(error.message).toBe(`HTTP upload to ${server.url}/in failed: the destination answered 403 (Forbidden)`);
      expect(error.message).not.toContain('revoked');
    } finally {
      await server.close();
    }
  });
});
