import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movieFrameCount } from '@reelforge/model';
import { readExamples, type ExampleFile } from '../../src/playground/examples.ts';
import { fetchBytes } from '../helpers/assets.ts';
import { probe } from '../helpers/media.ts';
import { render, renderToken } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let scratch: string;
let examples: ExampleFile[];
let pass: { Token: string; Prjuid: string };

beforeAll(async () => {
  server = await startTestServer();
  scratch = await mkdtemp(path.join(tmpdir(), 'playground-frames-'));
  const demo = await server.login('demo');
  examples = await readExamples();
  pass = (await server.request('/accounts/auth/playground', { token: demo })).json;
}, 60_000);
afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

/** Runs the tasks `width` at a time, in order. */
async function inTwos<T>(tasks: (() => Promise<T>)[], width = 2): Promise<T[]> {
  const results: T[] = [];
  for (let at = 0; at < tasks.length; at += width)
    results.push(...(await Promise.all(tasks.slice(at, at + width).map((task) => task()))));
  return results;
}

describe('every playground example, frame by frame', () => {
  it('answers a JPG of the example at its first, middle and last frame', async () => {
    const frames = examples.flatMap(({ entry, movie }) => {
      const count = movieFrameCount(movie.scenes);
      return [0, Math.floor(count / 2), count - 1].map((frame) => ({ entry, frame }));
    });
    const tokens = new Map<string, string>();
    for (const { entry } of examples)
      tokens.set(entry.name, await renderToken(server, pass.Token, pass.Prjuid, { compdata: entry.compdata }));
    const answers = await inTwos(
      frames.map(({ entry, frame }) => async () => {
        const reply = await fetchBytes(server, `${render()}/v2/render/${tokens.get(entry.name)}.jpg?frame=${frame}`);
        const file = path.join(scratch, `${entry.name}-${frame}.jpg`);
        if (reply.status === 200) await writeFile(file, reply.bytes);
        const video = reply.status === 200 ? (await probe(file)).streams[0] : undefined;
        return {
          name: entry.name,
          frame,
          status: reply.status,
          type: reply.headers.get('content-type'),
          size: video && [video.width, video.height],
          text: reply.status === 200 ? '' : reply.bytes.toString(),
        };
      }),
    );
    expect(answers).toEqual(
      frames.map(({ entry, frame }) => ({
        name: entry.name,
        frame,
        status: 200,
        type: 'image/jpeg',
        size: [entry.width, entry.height],
        text: '',
      })),
    );
  }, 120_000);
});
