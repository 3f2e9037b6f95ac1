import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type Api } from '@reelforge/api';
import { compdataClient } from '@reelforge/api/compdata';
import { playgroundClient, type PlaygroundClient } from '@reelforge/api/playground';
import { signIn } from '../helpers/clients.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
/** The signed-in user's clients, and their playground client. */
let api: Api;
let playground: PlaygroundClient;

beforeAll(async () => {
  server = await startTestServer();
  ({ api } = await signIn(server, 'demo'));
  playground = api.regional(playgroundClient, 'eu-west-1');
});
afterAll(() => server.close());

describe('the playground client', () => {
  it('lists the examples, gets a token, reads an example and its variables, renders it and fetches the file', async () => {
    const examples = await playground.examples();
    expect(examples.length).toBeGreaterThanOrEqual(8);
    const pass = await playground.token();
    const calls = api.regional(playgroundClient, pass.Region).calls(pass);
    expect(await calls.text('01-title-card')).toContain('<movie');
    expect((await calls.variables('07-format-variable')).map((variable) => variable.key)).toContain('greeting');
    const token = await calls.render('01-title-card', {});
    let status = await calls.renderStatus(token);
    while (status.state !== 'done' && status.state !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await calls.renderStatus(token);
    }
    expect(status.state).toBe('done');
    const file = await fetch(new URL(calls.renderUrl(token, 'mp4'), server.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/mp4');
  });

  it("sends the playground token only to the example project's calls: the user's own calls keep the user's token", async () => {
    const pass = await playground.token();
    const prjuid = await api.region('eu-west-1').createProject('Mine');
    // The user's own project, through the user's clients, as before.
    expect(await api.regional(compdataClient, 'eu-west-1').list(prjuid)).toEqual([]);
    // A made-up token is refused with a message, and the page keeps its session (no sign-in).
    const forged = playground.calls({ ...pass, Token: 'ab'.repeat(32) });
    await expect(forged.text('01-title-card')).rejects.toBeInstanceOf(ApiError);
    await expect(forged.render('01-title-card', {})).rejects.toMatchObject({ status: 401 });
  });
});
