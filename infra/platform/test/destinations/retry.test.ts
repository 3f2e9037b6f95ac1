import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Destination } from '@reelforge/model';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closedPort,
  failureOf,
  makeWorkDir,
  type Answer,
  type RecordedRequest,
  S3_CREDENTIALS,
  startRecordingServer,
  startS3Server,
  testDeliver,
} from '../helpers/destination-servers.ts';
import { startFlakyProxy } from '../helpers/flaky-proxy.ts';

/** Deliveries that meet a passing failure try again; the row records how many tries it took. */

let server: Awaited<ReturnType<typeof startRecordingServer>>;
let work: Awaited<ReturnType<typeof makeWorkDir>>;
let answer: (request: RecordedRequest, n: number) => Answer = () => ({ status: 201 });

beforeAll(async () => {
  [server, work] = await Promise.all([
    startRecordingServer((request) => answer(request, server.requests.length)),
    makeWorkDir(),
  ]);
});
afterEach(() => {
  server.requests.length = 0;
});
afterAll(async () => {
  await Promise.all([server?.close(), work?.remove()]);
});

const context = { cdn: async () => 'unused' };
const deliver = testDeliver();
const put = (): Destination => ({ type: 'http', method: 'PUT', url: `${server.url}/files/clip.mp4` });

async function input(name = 'clip.mp4') {
  const { path, bytes } = await work.file(name, 32 * 1024);
  return { bytes, input: { file: path, filename: name, contentType: 'video/mp4', format: 'mp4', row: {} } };
}

describe('retries of a delivery', () => {
  it.each([500, 502, 503, 504, 408, 429])(
    'a PUT answered %i twice goes through on the third try, whole',
    async (status) => {
      answer = (_request, n) => (n <= 2 ? { status, body: 'internal detail of the server' } : { status: 201 });
      const { bytes, input: delivered } = await input();
      const result = await deliver(put(), delivered, context);
      expect(result).toEqual({ url: `${server.url}/files/clip.mp4`, attempts: 3 });
      expect(server.requests).toHaveLength(3);
      expect(server.requests.every((request) => request.body.equals(bytes))).toBe(true);
    },
  );

  it('gives up after DELIVERY_ATTEMPTS tries with the last reason and how many tries it took', async () => {
    answer = () => ({ status: 503, body: 'still down: internal detail' });
    const { input: delivered } = await input();
    const error = await failureOf(testDeliver({ attempts: 4 })(put(), delivered, context));
    expect(error.message).toBe(
      `HTTP upload to ${server.url}/files/clip.mp4 failed: the destination answered 503 (Service Unavailable) (after 4 tries)`,
    );
    expect((error as { attempts?: number }).attempts).toBe(4);
    expect(server.requests).toHaveLength(4);
  });

  it.each([400, 401, 403, 404, 409, 413, 422])('does not try again after a %i', async (status) => {
    answer = () => ({ status });
    const { input: delivered } = await input();
    const error = await failureOf(deliver(put(), delivered, context));
    expect(error.message).toMatch(new RegExp(`failed: the destination answered ${status} `));
    expect((error as { attempts?: number }).attempts).toBe(1);
    expect(server.requests).toHaveLength(1);
  });

  // How long the pause is (the service's Retry-After, within its cap) is a pure rule, tested
  // in test/security/outbound-address-rules.test.ts.
  it('tries a 429 with Retry-After again', async () => {
    answer = (_request, n) => (n === 1 ? { status: 429, headers: { 'retry-after': '0' } } : { status: 201 });
    const { input: delivered } = await input();
    expect((await deliver(put(), delivered, context)).attempts).toBe(2);
  });

  it('tries again after the connection is reset or refused', async () => {
    const proxy = await startFlakyProxy(server.url, (n) => (n === 1 ? 'reset' : undefined));
    try {
      answer = () => ({ status: 201 });
      const { input: delivered } = await input();
      const result = await deliver({ type: 'http', url: `http://${proxy.host}/upload` }, delivered, context);
      expect(result.attempts).toBe(2);
      expect(server.requests).toHaveLength(1);
    } finally {
      await proxy.close();
    }
    const port = await closedPort();
    const error = await failureOf(
      deliver({ type: 'http', url: `http://127.0.0.1:${port}/x` }, (await input()).input, context),
    );
    expect(error.message).toBe(
      `HTTP upload to http://127.0.0.1:${port}/x failed: connection refused (ECONNREFUSED) (after 3 tries)`,
    );
  });

  it('stops waiting when the run is cancelled', async () => {
    answer = () => ({ status: 503 });
    const controller = new AbortController();
    const { input: delivered } = await input();
    let waiting: { attempt: number; delayMs: number; reason: string } | undefined;
    const pending = failureOf(
      testDeliver({ retryDelayMs: 60_000 })(put(), delivered, {
        ...context,
        signal: controller.signal,
        retrying: (retry) => (waiting = retry),
      }),
    );
    // Cancelled once the first try was answered and the pause before the second began.
    while (!waiting) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(waiting).toEqual({
      attempt: 1,
      delayMs: expect.any(Number),
      reason: expect.stringMatching(/the destination answered 503/),
    });
    // A minute asked for, within the 30 s cap and its jitter.
    expect(waiting.delayMs).toBeGreaterThanOrEqual(15_000);
    controller.abort();
    const error = await pending;
    expect(error.message).toMatch(/failed: the destination answered 503/);
    expect(server.requests).toHaveLength(1);
  });
});

describe('retries of an S3 upload (s3rver behind a proxy that fails first)', () => {
  it('a store answering 503 and then resetting goes through on the third try', async () => {
    const s3 = await startS3Server(['renders']);
    const proxy = await startFlakyProxy(`http://${s3.host}`, (n) => (n === 1 ? 503 : n === 2 ? 'reset' : undefined));
    const reader = new S3Client({
      endpoint: `http://${s3.host}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: S3_CREDENTIALS,
    });
    try {
      const { bytes, input: delivered } = await input('flaky.mp4');
      const destination: Destination = {
        type: 's3',
        bucket: 'renders',
        s3host: proxy.host,
        secure: false,
        aws_access_key_id: S3_CREDENTIALS.accessKeyId,
        aws_secret_access_key: S3_CREDENTIALS.secretAccessKey,
      };
      expect(await deliver(destination, delivered, context)).toEqual({
        url: `http://${proxy.host}/renders/flaky.mp4`,
        attempts: 3,
      });
      const object = await reader.send(new GetObjectCommand({ Bucket: 'renders', Key: 'flaky.mp4' }));
      expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes)).toBe(true);
    } finally {
      reader.destroy();
      await proxy.close();
      await s3.close();
    }
  });
});
