import { describe, expect, it } from 'vitest';
import { api } from '../helpers/assets.ts';
import { putAppData } from '../helpers/batch.ts';
import { startTestServer } from '../helpers/server.ts';
import { withProject } from '../helpers/with-project.ts';

const comps = (project = ctx.uid) => `${api()}/appdata/${project}/comps.json`;
const composition = (name: string, changes: Record<string, unknown> = {}) => ({
  region: 'eu-west-1',
  prjuid: ctx.uid,
  name,
  type: 'fxpro',
  date_created: '2026-11-24T20:00:00.000Z',
  date_modified: '2026-11-24T20:00:00.000Z',
  dataprovider: 'feed',
  ds: '',
  configURL: '',
  ...changes,
});

const ctx = withProject('Compositions', {
  others: ['other'],
  server: { editors: { fxpro: 'https://fx.example.com/pro/' } },
});

describe('comps.json', () => {
  it('keeps the whole list of effects compositions as written', async () => {
    expect((await ctx.server.request(comps(), { token: ctx.owner })).status).toBe(404);
    const list = [
      composition('Intro'),
      composition('Prices', {
        type: 'fxexpress',
        dataprovider: 'ds',
        ds: 'prices.csv',
        configURL: 'https://feed.example.com/x',
      }),
    ];
    expect((await putAppData(ctx.server, ctx.owner, ctx.uid, 'comps.json', list)).status).toBe(201);
    expect((await ctx.server.request(comps(), { token: ctx.owner })).json).toEqual(list);
    expect((await putAppData(ctx.server, ctx.owner, ctx.uid, 'comps.json', [list[1]])).status).toBe(200);
    expect((await ctx.server.request(comps(), { token: ctx.owner })).json).toEqual([list[1]]);
  });

  it('refuses what is not a list of compositions, naming the item, and keeps the list as it was', async () => {
    const before = (await ctx.server.request(comps(), { token: ctx.owner })).json;
    const bad = [
      [{ name: 'Only a name' }],
      [composition('A', { dataprovider: 'ftp' })],
      [composition('A', { ds: 42 })],
      [composition('A', { extra: 'field' })],
      [composition('A'), 'text'],
      [composition('A'), composition('A')],
      [composition('..')],
      [composition('a\u202Egnp.exe')],
    ];
    for (const body of bad) {
      const reply = await putAppData(ctx.server, ctx.owner, ctx.uid, 'comps.json', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.Message).toMatch(/comps\.json/);
    }
    expect(
      (await putAppData(ctx.server, ctx.owner, ctx.uid, 'comps.json', [composition('A'), 7])).json.Message,
    ).toMatch(/item 2/);
    expect((await ctx.server.request(comps(), { token: ctx.owner })).json).toEqual(before);
  });

  it("is a 404 in another user's project", async () => {
    expect((await ctx.server.request(comps(), { token: ctx.others.other })).status).toBe(404);
    expect((await putAppData(ctx.server, ctx.others.other, ctx.uid, 'comps.json', [])).status).toBe(404);
  });
});

describe('the editors in the console configuration', () => {
  it('serves the configured editors in rebranding.json, and none when none is configured', async () => {
    expect((await ctx.server.request('/regions/rebranding.json')).json.editors).toEqual({
      fxpro: 'https://fx.example.com/pro/',
    });
    const bare = await startTestServer();
    try {
      expect((await bare.request('/regions/rebranding.json')).json).not.toHaveProperty('editors');
    } finally {
      await bare.close();
    }
  });
});
