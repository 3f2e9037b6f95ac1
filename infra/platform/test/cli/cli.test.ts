import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe } from '../helpers/media.ts';
import { apiKeyOf, PROGRAM_JOB, projectForPrograms } from '../helpers/program-renders.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// `pnpm reelforge render` and `pnpm reelforge batch` (src/cli/, docs/api.md "The command line"),
// each run as a person runs it: scripts/start.mjs in a process of its own, against a real server.
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

let server: TestServer;
let key: string;
let prjuid: string;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'reelforge-cli-'));
  server = await startTestServer({ batchConcurrency: 2 });
  const demo = await server.login('demo');
  prjuid = await projectForPrograms(server, demo, 'Command line');
  key = await apiKeyOf(server, demo);
});
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `pnpm reelforge <args>` as typed in `scratch` (pnpm's INIT_CWD), with these settings. */
function reelforge(args: string[], settings: Record<string, string> = {}): Promise<Ran> {
  const env: NodeJS.ProcessEnv = { ...process.env, INIT_CWD: scratch, REELFORGE_URL: server.url, ...settings };
  delete env.REELFORGE_TOKEN;
  if (!('REELFORGE_API_KEY' in settings)) env.REELFORGE_API_KEY = key;
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs'), ...args], { cwd: ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('pnpm reelforge render', () => {
  it('renders the sample movie to a video file named from where it was typed', async () => {
    const ran = await reelforge([
      'render',
      '--project',
      prjuid,
      '--movie',
      'sample',
      '--var',
      'title=Hi',
      '-o',
      'hi.mp4',
    ]);
    expect(ran, ran.stderr).toMatchObject({ code: 0 });
    const file = path.join(scratch, 'hi.mp4');
    expect(ran.stdout).toMatch(new RegExp(`^Saved ${file.replaceAll('.', '\\.')} \\([0-9.]+ KB\\)\\n$`));
    // Not a terminal: plain lines, the last one done.
    expect(ran.stderr.trim().split('\n').at(-1)).toBe('done');
    const facts = await probe(file);
    expect(facts.streams.find((stream) => stream.codec_type === 'video')).toMatchObject({ codec_name: 'h264' });
    expect((await readdir(scratch)).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('exits 3 for a wrong key, saying the platform refused it', async () => {
    const ran = await reelforge(['render', '--project', prjuid, '--movie', 'sample'], {
      REELFORGE_API_KEY: `rfk_${'x'.repeat(40)}`,
    });
    expect(ran.code).toBe(3);
    expect(ran.stderr).toMatch(/^The platform refused the API key: This API key is unknown/);
  });

  it('exits 4 for an unknown movie, 2 for a wrong command line or variable, 5 for no platform', async () => {
    const unknown = await reelforge(['render', '--project', prjuid, '--movie', 'nope']);
    expect(unknown).toMatchObject({ code: 4, stderr: 'Movie nope not found\n' });
    const usage = await reelforge(['render', '--movie', 'sample']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^render needs the project: --project <prjuid>\nUsage:/);
    const variable = await reelforge(['render', '--project', prjuid, '--movie', 'sample', '--var', 'titel=Hi']);
    expect(variable).toMatchObject({ code: 2, stderr: expect.stringMatching(/has no variable "titel"/) });
    const away = await reelforge(['batch', 'status', 'q'], { REELFORGE_URL: 'http://127.0.0.1:9' });
    expect(away.code).toBe(5);
    expect(away.stderr).toMatch(/The platform at http:\/\/127\.0\.0\.1:9 cannot be reached/);
  });
});

describe('pnpm reelforge batch', () => {
  it('starts a run of a saved job, follows it with --wait, and reads its status and results', async () => {
    const started = await reelforge(['batch', 'start', '--project', prjuid, '--job', PROGRAM_JOB, '--wait', '--json']);
    expect(started, started.stderr).toMatchObject({ code: 0 });
    const last = JSON.parse(started.stdout);
    expect(last).toMatchObject({ total: 2, done: 2, failed: 0 });

    const status = await reelforge(['batch', 'status', last.Id]);
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(
      new RegExp(`^Queue ${last.Id} \\(run ${last.runid}\\): \\w+, 2 done, 0 failed, 0 remaining`),
    );

    const results = await reelforge(['batch', 'results', last.runid]);
    expect(results.code).toBe(0);
    const rows = results.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t'));
    expect(rows.map(([rowKey, state]) => [rowKey, state])).toEqual([
      ['First', 'ok'],
      ['Second', 'ok'],
    ]);
    expect(rows[0]?.[2]).toMatch(/\/v2\/render\/[0-9a-f]{32}\.png/);
  });

  it('exits 4 for a queue that is not there', async () => {
    expect((await reelforge(['batch', 'status', 'no-such-queue'])).code).toBe(4);
  });
});
