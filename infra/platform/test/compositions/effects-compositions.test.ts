import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject } from '../helpers/assets.ts';
import { putAppData } from '../helpers/batch.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;

const comps = (project = prjuid) => `${api()}/appdata/${project}/comps.json`;
const composition = (name: string, changes: Record<string, unknown> = {}) => ({
  region: 'eu-west-1',
  prjuid,
  name,
  type: 'fxpro',
  date_created: '2026-11-24T20:00:00.000Z',
  date_modified: '2026-11-24T20:00:00.000Z',
  dataprovider: 'feed',
  ds: '',
  configURL: '',
  ...changes,
});

beforeAll(async () => {
  server = await startTestServer({ editors: { fxpro: 'https://fx.example.com/pro/' } });
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  prjuid = await createProject(server, demo, 'Compositions');
});
afterAll(() => server.close());

describe('comps.json', () => {
  it('keeps the whole list of effects compositions as written', async () => {
    expect((await server.request(comps(), { token: demo })).status).toBe(404);
    const list = [
      composition('Intro'),
      composition('Prices', {
        type: 'fxexpress',
        dataprovider: 'ds',
        ds: 'prices.csv',
        configURL: 'https://feed.example.com/x',
      }),
    ];
    expect((await putAppData(server, demo, prjuid, 'comps.json', list)).status).toBe(201);
    expect((await server.request(comps(), { token: demo })).json).toEqual(list);
    expect((await putAppData(server, demo, prjuid, 'comps.json', [list[1]])).status).toBe(200);
    expect((await server.request(comps(), { token: demo })).json).toEqual([list[1]]);
  });

  it('refuses what is not a list of compositions, naming the item, and keeps the list as it was', async () => {
    const before = (await server.request(comps(), { token: demo })).json;
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
      const reply = await putAppData(server, demo, prjuid, 'comps.json', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.json.Message).toMatch(/comps\.json/);
    }
    expect((await putAppData(server, demo, prjuid, 'comps.json', [composition('A'), 7])).json.Message).toMatch(
      /item 2/,
    );
    expect((await server.request(comps(), { token: demo })).json).toEqual(before);
  });

  it("is a 404 in another user's project", async () => {
    expect((await server.request(comps(), { token: other })).status).toBe(404);
    expect((await putAppData(server, other, prjuid, 'comps.json', [])).status).toBe(404);
  });
});

describe('the editors in the console configuration', () => {
  it('serves the configured editors in rebranding.json, and none when none is configured', async () => {
    expect((await server.request('/regions/rebranding.json')).json.editors).toEqual({
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
