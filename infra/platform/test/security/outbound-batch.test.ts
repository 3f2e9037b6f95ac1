import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../helpers/assets.ts';
import { newRunId, resultsOf, saveJobs, submit, task, waitForQueue } from '../helpers/batch.ts';
import { startRecordingServer, startTrap } from '../helpers/destination-servers.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

/**
 * Through real batch runs: a job whose destination points at an internal address renders,
 * is refused before any connection, and its results say why; a job whose upload server fails
 * the first tries is delivered, and its results say how many tries it took.
 */

let server: TestServer;
let demo: string;
let prjuid: string;
let trap4: Awaited<ReturnType<typeof startTrap>>;
let trap6: Awaited<ReturnType<typeof startTrap>>;
let flaky: Awaited<ReturnType<typeof startRecordingServer>>;

beforeAll(async () => {
  [trap4, trap6] = await Promise.all([startTrap('127.0.0.1'), startTrap('::1')]);
  // Fails its first two uploads with 503, then takes them.
  flaky = await startRecordingServer(() =>
    flaky.requests.length <= 2 ? { status: 503, body: 'upstream secret detail' } : { status: 201 },
  );
  // Only the flaky upload server's own port is allowed: the traps on loopback are not.
  server = await startTestServer({
    batchConcurrency: 2,
    outboundAllowHosts: [`127.0.0.1:${flaky.port}`],
    deliveryAttempts: 3,
  });
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Outbound');
  const movie = tinyMovie({
    scenes: [{ name: 'Only', length: 2, layers: [{ name: 'Background', color: { color: '#2266cc' } }] }],
  });
  expect((await putMovieJson(server, demo, prjuid, 'plain', movie)).status).toBe(201);
});
afterAll(async () => {
  await server?.close();
  await Promise.all([trap4?.close(), trap6?.close(), flaky?.close()]);
});

/** Runs a one-row job to `destination` and returns its result row. */
async function runTo(destination: Record<string, unknown>, id: string) {
  const job = { id, movie: 'plain', format: 'png', destination };
  await saveJobs(server, demo, prjuid, [job]);
  const runid = newRunId();
  const queue = await submit(server, demo, prjuid, { jobid: job.id, runid, tasks: [task(0)] });
  await waitForQueue(server, demo, queue);
  const [row] = await resultsOf(server, demo, runid);
  return row;
}

describe('a batch run to an internal address', () => {
  it.each([
    [
      'http',
      { type: 'http', method: 'PUT', url: 'http://127.1:{p4}/x' },
      'HTTP upload to http://127.0.0.1:{p4}/x failed: the host is a loopback address (refused)',
    ],
    [
      'http',
      { type: 'http', url: 'http://2130706433:{p4}/x' },
      'HTTP upload to http://127.0.0.1:{p4}/x failed: the host is a loopback address (refused)',
    ],
    [
      'http',
      { type: 'http', url: 'http://localhost:{p4}/x' },
      'HTTP upload to http://localhost:{p4}/x failed: the host is a local name (refused)',
    ],
    [
      'http',
      { type: 'http', url: 'http://[::1]:{p6}/x' },
      'HTTP upload to http://[::1]:{p6}/x failed: the host is a loopback address (refused)',
    ],
    [
      'http',
      { type: 'http', url: 'http://169.254.169.254/latest/meta-data/' },
      'HTTP upload to http://169.254.169.254/latest/meta-data/ failed: the host is a link-local address (refused)',
    ],
    [
      's3',
      {
        type: 's3',
        bucket: 'b',
        s3host: '0x7f000001:{p4}',
        secure: false,
        aws_access_key_id: 'AKIA1',
        aws_secret_access_key: 'secret-99',
      },
      'failed: the host is a loopback address (refused)',
    ],
    [
      'ftp',
      { type: 'ftp', host: '[::ffff:127.0.0.1]:{p4}', user: 'u', password: 'pw-1234' },
      'failed: the host is a loopback address (refused)',
    ],
    ['ftp', { type: 'ftp', host: 'ftp.localhost:{p4}' }, 'failed: the host is a local name (refused)'],
  ])('%s %j fails its row with our reason, in one try, without a connection', async (_kind, template, reason) => {
    const fill = (text: string) => text.replace('{p4}', String(trap4.port)).replace('{p6}', String(trap6.port));
    const destination = JSON.parse(fill(JSON.stringify(template))) as Record<string, unknown>;
    const row = await runTo(destination, `job-out-${Math.random().toString(36).slice(2, 10)}`);
    expect(row.status).toBe('failed');
    expect(row.error).toContain(fill(reason));
    expect(row.tries).toBe(1);
    expect(trap4.connections + trap6.connections).toBe(0);
  });
});

describe('a batch run to an upload server that fails at first', () => {
  it('is delivered on the third try, and the results say so without the server’s words', async () => {
    const row = await runTo({ type: 'http', method: 'PUT', url: `${flaky.url}/files/row.png` }, 'job-flaky-0001');
    expect(row).toMatchObject({ status: 'ok', url: `${flaky.url}/files/row.png`, tries: 3 });
    expect(flaky.requests).toHaveLength(3);
    expect(flaky.requests[2]!.body.subarray(1, 4).toString()).toBe('PNG');
    expect(JSON.stringify(row)).not.toContain('secret detail');
  });

  it('a row whose every try fails says how many there were', async () => {
    const port = trap4.port;
    // A second server whose allow-list opens the trap's port: every try reaches it and is dropped.
    const strict = await startTestServer({ outboundAllowHosts: [`127.0.0.1:${port}`], deliveryAttempts: 2 });
    try {
      const token = await strict.login('demo');
      const project = await createProject(strict, token, 'Outbound strict');
      const movie = tinyMovie({
        scenes: [{ name: 'Only', length: 2, layers: [{ name: 'Background', color: { color: '#22cc66' } }] }],
      });
      expect((await putMovieJson(strict, token, project, 'plain', movie)).status).toBe(201);
      const job = {
        id: 'job-reset-0001',
        movie: 'plain',
        format: 'png',
        destination: { type: 'http', url: `http://127.0.0.1:${port}/x` },
      };
      await saveJobs(strict, token, project, [job]);
      const runid = newRunId();
      const queue = await submit(strict, token, project, { jobid: job.id, runid, tasks: [task(0)] });
      await waitForQueue(strict, token, queue);
      const [row] = await resultsOf(strict, token, runid);
      // The trap drops every connection: a passing failure, tried twice.
      expect(row).toMatchObject({ status: 'failed', tries: 2 });
      expect(row.error).toMatch(/^HTTP upload to http:\/\/127\.0\.0\.1:\d+\/x failed: .+ \(after 2 tries\)$/);
      expect(trap4.connections).toBe(2);
    } finally {
      await strict.close();
    }
  });
});
