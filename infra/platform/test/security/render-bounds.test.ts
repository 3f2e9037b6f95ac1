import { encodeMovie, encodePreviewRequest, type Movie, type PreviewRequest } from '@reelforge/sdl';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProject, fetchBytes, iv } from '../helpers/assets.ts';
import { newRunId, resultsOf, saveJobs, submit, task, waitForQueue } from '../helpers/batch.ts';
import { preview, putMovieBinary, putMovieJson, render, tinyMovie } from '../helpers/movies.ts';
import { boundLengthMovie, cancelRender, longMovie, waitForStatus } from '../helpers/renders.ts';
import { withProject } from '../helpers/with-project.ts';

const ctx = withProject('Render bounds', { others: ['other'], server: { renderConcurrency: 2, batchConcurrency: 1 } });

beforeAll(async () => {
  expect((await putMovieJson(ctx.server, ctx.owner, ctx.uid, 'bound', boundLengthMovie())).status).toBe(201);
});

const TEN_HOURS = String(10 * 60 * 60 * 25);

/** tinyMovie with its video parameters replaced, as raw JSON (values a client might send). */
const sized = (vparams: Record<string, unknown>) => ({
  ...tinyMovie(),
  params: { vparams: { ...tinyMovie().params!.vparams, ...vparams } },
});

const renderCall = (body: unknown, method = 'POST', token = ctx.owner) =>
  ctx.server.request(`${render()}/v2/render/${ctx.uid}`, { method, token, body });

const previewCall = (request: PreviewRequest, token = ctx.owner) =>
  fetchBytes(ctx.server, `${preview()}/preview/v1/previewrequest/${ctx.uid}`, {
    method: 'PUT',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ previewrequest: Buffer.from(encodePreviewRequest(request)).toString('base64') }),
  });

const mediaCall = (what: string, movie: Movie, params: Record<string, string>) => {
  const body = new FormData();
  body.append('movie', Buffer.from(encodeMovie(movie)).toString('base64'));
  body.append('params', JSON.stringify(params));
  return fetchBytes(ctx.server, `${iv()}/api/v1/sdl/${what}/${ctx.uid}`, { method: 'PUT', token: ctx.owner, body });
};

const messageOf = (reply: { json?: any; bytes?: Buffer; text?: string }) =>
  String(reply.json?.Message ?? JSON.parse((reply.text ?? reply.bytes?.toString()) || '{}').Message);

describe('render bounds', () => {
  it.each([
    ['a negative width', { width: -4 }, /^width must be an even number of pixels from 16 to 7680, got -4$/],
    ['a 100000 px width', { width: 100000 }, /^width .* got 100000$/],
    ['a 1e9 px height', { height: 1e9 }, /^height .* got 1000000000$/],
    ['a NaN string as width', { width: 'NaN' }, /^width .* got "NaN"$/],
    ['an odd height', { height: 91 }, /^height must be an even number/],
    ['fps 0/0', { videoframerate: { num: 0, den: 0 } }, /^fps must be between 1 and 120, got 0$/],
    ['fps 1000', { videoframerate: { num: 1000, den: 1 } }, /^fps must be between 1 and 120, got 1000$/],
    [
      'a negative fps denominator',
      { videoframerate: { num: 25, den: -1 } },
      /^fps must be between 1 and 120, got 25\/-1$/,
    ],
    [
      'a NaN string as fps',
      { videoframerate: { num: 'NaN', den: 1 } },
      /^fps must be between 1 and 120, got "NaN"\/1$/,
    ],
  ])('refuses %s with 400 naming the field, inline and on save', async (_case, vparams, message) => {
    for (const method of ['POST', 'PUT']) {
      const reply = await renderCall({ movie: sized(vparams), format: 'mp4' }, method);
      expect(reply.status, reply.text).toBe(400);
      expect(reply.json.Message).toMatch(message);
    }
    const saved = await putMovieJson(ctx.server, ctx.owner, ctx.uid, 'absurd', sized(vparams));
    expect(saved.status).toBe(400);
    expect(messageOf(saved)).toMatch(message);
  });

  it('refuses a binary movie beyond the limits on save and in every render call', async () => {
    const huge = tinyMovie({
      params: { vparams: { width: 7680, height: 4320, videoframerate: { num: 120, den: 1 } } },
      scenes: [{ length: 120 * 3600, layers: [] }],
    });
    const saved = await putMovieBinary(ctx.server, ctx.owner, ctx.uid, 'huge', huge);
    expect(saved.status).toBe(400);
    expect(messageOf(saved)).toMatch(/^work \(width × height × frames\) must be at most/);
    for (const reply of [
      await mediaCall('rendermovie', huge, {}),
      await mediaCall('renderframe', huge, {}),
      await previewCall({ movie: huge, format: 'JPG' }),
    ]) {
      expect(reply.status).toBe(400);
      expect(messageOf(reply)).toMatch(/^work/);
    }
  });

  it('checks the length after variables: 10 hours through a variable is a 400 in every call', async () => {
    const params = { frames: TEN_HOURS };
    const checks = [
      await renderCall({ movie: 'bound', params, format: 'mp4' }),
      await renderCall({ movie: 'bound', params }, 'PUT'),
      await renderCall({ movie: boundLengthMovie(), params: { frames: Number(TEN_HOURS) } }),
      await previewCall({ movie: boundLengthMovie(), format: 'JPG', params }),
      await previewCall({ movie: boundLengthMovie(), format: 'HLS', params }),
      await mediaCall('rendermovie', boundLengthMovie(), params),
      await mediaCall('renderframe', boundLengthMovie(), params),
    ];
    for (const reply of checks) {
      expect(reply.status).toBe(400);
      expect(messageOf(reply)).toMatch(/^length must be at most 4 h, got 10 h \(900000 frames at 25 fps\)/);
    }
    // The older render call takes the values from the query string.
    const legacy = await createProject(ctx.server, ctx.owner, 'Old bounds', 'eu-original-1');
    expect(
      (await putMovieJson(ctx.server, ctx.owner, legacy, 'bound', boundLengthMovie(), 'eu-original-1')).status,
    ).toBe(201);
    for (const query of [`frames=${TEN_HOURS}`, 'frames=99999999999', 'frames=9e9']) {
      const reply = await fetchBytes(ctx.server, `/r/eu-original-1/render/render/${legacy}/bound.jpg?${query}`, {
        token: ctx.owner,
      });
      expect(reply.status, query).toBe(400);
      expect(messageOf(reply)).toMatch(/frames|length/);
    }
    // The movie's own values are within bounds: it is stored and renders.
    const fine = await renderCall({ movie: 'bound', params: { frames: '5' }, format: 'jpg' });
    expect(fine.status).toBe(200);
    expect((await fetchBytes(ctx.server, `${render()}/v2/render/${fine.json.token}.jpg`)).status).toBe(200);
  });

  it('refuses the movie before it waits for a slot, while every slot it could take is busy', async () => {
    const long = await renderCall({ movie: longMovie(), format: 'mp4' }, 'PUT');
    const longOther = await ctx.server.request(
      `${render()}/v2/render/${await createProject(ctx.server, ctx.others.other, 'Other bounds')}`,
      {
        method: 'PUT',
        token: ctx.others.other,
        body: { movie: longMovie(), format: 'mp4' },
      },
    );
    const running = await Promise.all(
      [
        [long.json.token, ctx.owner],
        [longOther.json.token, ctx.others.other],
      ].map(async ([token, owner]) => ({
        owner: owner!,
        status: await waitForStatus(ctx.server, token!, (s) => s.state === 'rendering'),
      })),
    );
    // demo holds a shared slot and an interactive render: a new frame of theirs would wait; out of bounds it is answered at once.
    const refused = await previewCall({ movie: boundLengthMovie(), format: 'JPG', params: { frames: TEN_HOURS } });
    expect(refused.status).toBe(400);
    for (const { owner, status } of running)
      expect((await cancelRender(ctx.server, owner, status.session)).status).toBe(200);
  });

  it('fails a batch task whose movie the variables make too long, with the reason; the others succeed', async () => {
    const job = { id: 'job-bounds-0001', movie: 'bound', format: 'jpg', destination: { type: 'cdn' } };
    await saveJobs(ctx.server, ctx.owner, ctx.uid, [job]);
    const runid = newRunId();
    const queue = await submit(ctx.server, ctx.owner, ctx.uid, {
      jobid: job.id,
      runid,
      tasks: [task(0, { frames: '10' }), task(1, { frames: TEN_HOURS }), task(2, { frames: '-5' })],
    });
    expect(await waitForQueue(ctx.server, ctx.owner, queue)).toMatchObject({
      state: 'done',
      total: 3,
      done: 1,
      failed: 2,
    });
    const results = await resultsOf(ctx.server, ctx.owner, runid);
    expect(results.map((row) => row.status)).toEqual(['ok', 'failed', 'failed']);
    expect(results[1].error).toMatch(/^length must be at most 4 h, got 10 h/);
    expect(results[2].error).toMatch(/frames/);
  });

  it('still answers a normal render after every refusal', async () => {
    const reply = await renderCall({ movie: tinyMovie(), format: 'jpg' });
    expect(reply.status).toBe(200);
    const image = await fetchBytes(ctx.server, `${render()}/v2/render/${reply.json.token}.jpg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });
});
