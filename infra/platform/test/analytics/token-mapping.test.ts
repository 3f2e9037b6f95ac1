import { beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../helpers/assets.ts';
import { newRunId, resultsOf, saveJobs, submit, task, waitForQueue } from '../helpers/batch.ts';
import { putMovieJson, render, renderToken, tinyMovie } from '../helpers/movies.ts';
import { withProject } from '../helpers/with-project.ts';

// A real batch run, end to end (queue, tasks, start, renders, results), then its token mapped
// by the analytics host to the sessions of its rows' renders.
let otherPrjuid: string;
let queue: string;
let otherQueue: string;

const JOB = {
  id: 'job-analytics-01',
  name: 'Rows',
  movie: 'tiny',
  format: 'png',
  frame: 0,
  destination: { type: 'cdn' },
};
const mapping = (token: string, value: string, query = '') =>
  ctx.server.request(`/r/eu-west-1/analytics/token/mapping/${value}${query}`, { token });
const search = async (token: string) => {
  const now = Math.ceil(Date.now() / 1000) + 60;
  return (
    await ctx.server.request('/r/eu-west-1/analytics/search', {
      method: 'POST',
      token,
      body: { from: now - 3600, to: now, interval: 60, size: 100 },
    })
  ).json;
};

const ctx = withProject('Batch analytics', { others: ['other'], server: { batchConcurrency: 2 } });

beforeAll(async () => {
  otherPrjuid = await createProject(ctx.server, ctx.others.other, 'Their batch');
  for (const [token, project] of [
    [ctx.owner, ctx.uid],
    [ctx.others.other, otherPrjuid],
  ] as const) {
    expect((await putMovieJson(ctx.server, token, project, 'tiny', tinyMovie())).status).toBe(201);
    await saveJobs(ctx.server, token, project, [JOB]);
  }
  queue = await submit(ctx.server, ctx.owner, ctx.uid, {
    jobid: JOB.id,
    runid: newRunId(),
    tasks: [task(0), task(1), task(2)],
  });
  otherQueue = await submit(ctx.server, ctx.others.other, otherPrjuid, {
    jobid: JOB.id,
    runid: newRunId(),
    tasks: [task(0)],
  });
  expect(await waitForQueue(ctx.server, ctx.owner, queue)).toMatchObject({ state: 'done', done: 3 });
  expect(await waitForQueue(ctx.server, ctx.others.other, otherQueue)).toMatchObject({ state: 'done', done: 1 });
});

describe('GET /token/mapping/{token}', () => {
  it('maps a batch run’s queue Id to the sessions of its rows, oldest first', async () => {
    const reply = await mapping(ctx.owner, queue);
    expect(reply.status).toBe(200);
    const [entry] = reply.json.mappings;
    expect(reply.json.mappings).toHaveLength(1);
    expect(entry.parenttoken).toBe(queue);
    expect(entry.childtokens).toHaveLength(3);
    // They are the run's render sessions, as the search lists them (origin batch).
    const hits = (await search(ctx.owner)).hits.hits;
    const batchSessions = hits.filter((hit: any) => hit.origin === 'batch').map((hit: any) => hit.sessionid);
    expect([...entry.childtokens].sort()).toEqual([...batchSessions].sort());
    const times = entry.childtokens.map((id: string) => hits.find((hit: any) => hit.sessionid === id).timestamp);
    expect([...times].sort()).toEqual(times);
    expect(
      await resultsOf(
        ctx.server,
        ctx.owner,
        (await ctx.server.request(`${render()}/v2/batch/${queue}`, { token: ctx.owner })).json.runid,
      ),
    ).toHaveLength(3);
  });

  it('keeps to ?start&end', async () => {
    const past = await mapping(ctx.owner, queue, '?start=0&end=1000');
    expect(past.json.mappings).toEqual([{ parenttoken: queue, childtokens: [] }]);
    const now = Math.ceil(Date.now() / 1000);
    expect(
      (await mapping(ctx.owner, queue, `?start=${now - 3600}&end=${now + 60}`)).json.mappings[0].childtokens,
    ).toHaveLength(3);
  });

  it('maps a single render’s token and a session to their sessions', async () => {
    const token = await renderToken(ctx.server, ctx.owner, ctx.uid, { movie: tinyMovie() });
    expect((await ctx.server.request(`${render()}/v2/render/${token}.png`)).status).toBe(200);
    const reply = await mapping(ctx.owner, token);
    expect(reply.json.mappings).toHaveLength(1);
    const [session] = reply.json.mappings[0].childtokens;
    expect(reply.json.mappings[0]).toEqual({ parenttoken: token, childtokens: [session] });
    expect((await mapping(ctx.owner, session)).json.mappings).toEqual([
      { parenttoken: session, childtokens: [session] },
    ]);
  });

  it('finds nothing of another user’s: their run, their rows’ sessions, their render token', async () => {
    const theirSessions = (await mapping(ctx.others.other, otherQueue)).json.mappings[0].childtokens;
    expect(theirSessions).toHaveLength(1);
    const theirToken = await renderToken(ctx.server, ctx.others.other, otherPrjuid, { movie: tinyMovie() });
    for (const token of [otherQueue, theirSessions[0], theirToken, 'f'.repeat(32)]) {
      const reply = await mapping(ctx.owner, token);
      expect(reply.status, token).toBe(200);
      expect(reply.json.mappings, token).toEqual([]);
    }
    expect((await mapping(ctx.others.other, queue)).json.mappings).toEqual([]);
    expect((await ctx.server.request(`/r/eu-west-1/analytics/token/mapping/${queue}`)).status).toBe(401);
  });

  it.each([
    ['a token of other characters', 'a%2F..%2Fb', /A token is 1 to 128/],
    ['a token too long', 'a'.repeat(129), /A token is 1 to 128/],
    ['a bad start', `${'a'.repeat(32)}?start=yesterday`, /start must be a whole number/],
    ['end before start', `${'a'.repeat(32)}?start=100&end=50`, /end \(50\) must be after start/],
  ])('refuses %s with a 400', async (_name, path, message) => {
    const reply = await ctx.server.request(`/r/eu-west-1/analytics/token/mapping/${path}`, { token: ctx.owner });
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(message);
  });
});
