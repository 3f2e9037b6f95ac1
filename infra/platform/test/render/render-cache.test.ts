import { readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchBytes } from '../helpers/assets.ts';
import { isJpeg } from '../helpers/media.ts';
import { putMovieJson, render, renderToken, tinyMovie } from '../helpers/movies.ts';
import { withProject } from '../helpers/with-project.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const ctx = withProject('Render cache');

beforeAll(async () => {
  expect((await putMovieJson(ctx.server, ctx.owner, ctx.uid, 'tiny', tinyMovie())).status).toBe(201);
});

const cacheRoot = () => path.join(ctx.server.dataDir, 'blobs', 'eu-west-1', ctx.uid, '.renders');
const cached = async () => readdir(cacheRoot()).catch(() => [] as string[]);

/** A new token's frame, fetched once so it is rendered and cached; its cache folder. */
async function renderedFrame(): Promise<{ token: string; dir: string }> {
  const before = new Set(await cached());
  const token = await renderToken(ctx.server, ctx.owner, ctx.uid, { movie: 'tiny' });
  const reply = await fetchBytes(ctx.server, `${render()}/v2/render/${token}.jpg`);
  expect(reply.status, reply.bytes.toString().slice(0, 300)).toBe(200);
  const made = (await cached()).filter((id) => !before.has(id));
  expect(made).toHaveLength(1);
  return { token, dir: path.join(cacheRoot(), made[0] as string) };
}

const ageBy = (dir: string, ms: number) => utimes(dir, new Date(Date.now() - ms), new Date(Date.now() - ms));

describe('cached renders of render tokens', () => {
  it('are removed after a day without a request, and the token still renders again', async () => {
    const { token, dir } = await renderedFrame();
    await ageBy(dir, 2 * DAY_MS);
    await ctx.server.app.renderTokens.sweepCache();
    expect(await cached()).not.toContain(path.basename(dir));

    const again = await fetchBytes(ctx.server, `${render()}/v2/render/${token}.jpg`);
    expect(again.status).toBe(200);
    expect(isJpeg(again.bytes)).toBe(true);
    expect(await cached()).toContain(path.basename(dir));
  });

  it('are kept while they are asked for: each request renews them', async () => {
    const { token, dir } = await renderedFrame();
    await ctx.server.app.renderTokens.sweepCache();
    expect(await cached()).toContain(path.basename(dir));

    await ageBy(dir, 2 * DAY_MS);
    expect((await fetchBytes(ctx.server, `${render()}/v2/render/${token}.jpg`)).status).toBe(200);
    await ctx.server.app.renderTokens.sweepCache();
    expect(await cached()).toContain(path.basename(dir));
  });
});
