import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  curlSnippet,
  movieDefaults,
  movieFormat,
  nodeSnippet,
  type RenderTarget,
} from '@reelforge/model/render-snippets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe } from '../helpers/media.ts';
import { tinyMovie } from '../helpers/movies.ts';
import { apiKeyOf, projectForPrograms } from '../helpers/program-renders.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// The requests a movie's "Use from code" tab shows (@reelforge/model/render-snippets), run as a
// person pastes them: the curl commands in bash, the Node program in node, with a real API key
// in REELFORGE_API_KEY against a real server.
const run = promisify(execFile);

let server: TestServer;
let key: string;
let target: RenderTarget;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-snippets-'));
  server = await startTestServer();
  const demo = await server.login('demo');
  const prjuid = await projectForPrograms(server, demo, 'Snippets');
  key = await apiKeyOf(server, demo);
  const movie = tinyMovie();
  target = {
    origin: server.url,
    apiBase: '/r/eu-west-1/api',
    region: 'eu-west-1',
    prjuid,
    movie: 'sample',
    variables: movieDefaults(movie.variables),
    format: movieFormat(movie.params?.vparams?.videocodec),
  };
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

const env = () => ({ ...process.env, REELFORGE_API_KEY: key });

describe("the Use from code tab's requests", () => {
  it('in curl: start a render, then follow it with its token', async () => {
    const [start, follow] = curlSnippet(target).split('\n\n');
    const started = JSON.parse((await run('bash', ['-c', `${start} --silent`], { env: env() })).stdout);
    expect(started).toMatchObject({ status: 'queued', token: expect.stringMatching(/^[0-9a-f]{32}$/) });
    for (;;) {
      const { stdout } = await run('bash', ['-c', `${follow} --silent`], { env: { ...env(), TOKEN: started.token } });
      const status = JSON.parse(stdout);
      if (status.status === 'done') break;
      expect(status.status).toMatch(/^(queued|rendering)$/);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('in Node: render, wait and write the file', async () => {
    await writeFile(path.join(scratch, 'render.mjs'), nodeSnippet(target));
    const child = spawn(process.execPath, ['render.mjs'], { cwd: scratch, env: env() });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code, stderr).toBe(0);
    const facts = await probe(path.join(scratch, 'sample.mp4'));
    expect(facts.streams.find((stream) => stream.codec_type === 'video')).toMatchObject({ codec_name: 'h264' });
  });
});
