import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptRunClient, type ScriptRunClient } from '@reelforge/api/script-run';
import { putDatasource } from '../helpers/assets.ts';
import { signIn, type SignedIn } from '../helpers/clients.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: SignedIn;
let other: SignedIn;
let scripts: ScriptRunClient;
let prjuid: string;
let people: string;

beforeAll(async () => {
  server = await startTestServer();
  [demo, other] = await Promise.all([signIn(server, 'demo'), signIn(server, 'other')]);
  scripts = demo.api.regional(scriptRunClient, 'eu-west-1');
  prjuid = await demo.api.region('eu-west-1').createProject('Scripts by the client');
  const uploaded = await putDatasource(
    server,
    demo.token,
    prjuid,
    'people.csv',
    { delimiter: ',', first_line_is_header: 'true', replace: '0' },
    'name,city\nAnn,Oslo\n',
  );
  people = uploaded.json.Datasources[0].uid;
  await demo.api
    .batch('eu-west-1')
    .saveScripts(prjuid, [
      { name: 'hi', src: 'function prerender(m, p, c) { console.log(c.row.city); return c.key; }', sdk: 'api' },
    ]);
});
afterAll(() => server.close());

describe('the script run client', () => {
  it('runs a saved script and an edited source, answering their output', async () => {
    expect(await scripts.run(prjuid, { name: 'hi', datasource: people, row: 0 })).toEqual({
      ok: true,
      sdk: 'api',
      logs: ['Oslo'],
      value: '"Ann"',
    });
    const failed = await scripts.run(prjuid, {
      src: 'function prerender() { null.x; }',
      sdk: 'fx',
      datasource: people,
      row: 0,
    });
    expect(failed).toMatchObject({
      ok: false,
      sdk: 'fx',
      error: expect.stringMatching(/^TypeError/),
      stack: expect.stringContaining('at prerender'),
    });
  });

  it('rejects bad input and other users’ projects with the server’s status and message', async () => {
    await expect(scripts.run(prjuid, { name: 'hi', datasource: people, row: 5 })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('Row 5 is past'),
    });
    await expect(scripts.run(prjuid, { name: 'gone', datasource: people, row: 0 })).rejects.toMatchObject({
      status: 404,
      message: 'Script gone not found',
    });
    await expect(
      other.api.regional(scriptRunClient, 'eu-west-1').run(prjuid, { name: 'hi', datasource: people, row: 0 }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
