import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let other: string;
let uid: string;

beforeAll(async () => {
  server = await startTestServer();
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  uid = (await server.request('/r/us-east-1/api/v1/project/Fast', { method: 'PUT', token: demo })).json.uid;
});
afterAll(() => server.close());

const settingsPath = (id = uid, awsregion = 'us-east-1') => `/r/us-east-1/render/v2/settings/${awsregion}/${id}`;
const save = (body: unknown, token = demo, path = settingsPath()) =>
  server.request(path, { method: 'POST', token, body });

describe('render settings', () => {
  it('start at speed 0 and keep what is saved', async () => {
    expect((await server.request(settingsPath(), { token: demo })).json).toEqual({ settings: { speed: 0 } });

    const saved = await save({ settings: { speed: 3 } });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ settings: { speed: 3 } });
    expect((await server.request(settingsPath(), { token: demo })).json).toEqual({ settings: { speed: 3 } });

    const project = await server.request(`/r/us-east-1/api/v1/project/${uid}`, { token: demo });
    expect(project.json.Metadata).toMatchObject({ Owner: 'demo', Speed: 3 });
  });

  it.each([
    ['speed 5', { settings: { speed: 5 } }],
    ['speed -1', { settings: { speed: -1 } }],
    ['a fractional speed', { settings: { speed: 2.5 } }],
    ['speed as a string', { settings: { speed: '3' } }],
    ['speed as a boolean', { settings: { speed: true } }],
    ['no speed', { settings: {} }],
    ['no settings', { speed: 2 }],
    ['malformed JSON', '{"settings": {"speed": 2}'],
  ])('reject %s with 400 and a Message, keeping the old value', async (_case, body) => {
    const before = (await server.request(settingsPath(), { token: demo })).json;
    const reply = await save(body);
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toEqual(expect.any(String));
    expect((await server.request(settingsPath(), { token: demo })).json).toEqual(before);
  });

  it("answer 404 for another user's project, read or write", async () => {
    expect((await server.request(settingsPath(), { token: other })).status).toBe(404);
    const write = await save({ settings: { speed: 1 } }, other);
    expect(write.status).toBe(404);
    expect(write.json.Message).toEqual(expect.any(String));
    expect((await server.request(settingsPath(), { token: demo })).json.settings.speed).not.toBe(1);
  });

  it('answer 404 when the awsregion is not this host region, or the project is of another region', async () => {
    expect((await server.request(settingsPath(uid, 'eu-west-1'), { token: demo })).status).toBe(404);
    expect((await server.request(`/r/eu-west-1/render/v2/settings/eu-west-1/${uid}`, { token: demo })).status).toBe(
      404,
    );
    expect((await save({ settings: { speed: 1 } }, demo, settingsPath(uid, 'eu-west-1'))).status).toBe(404);
  });

  it('need a token', async () => {
    expect((await server.request(settingsPath())).status).toBe(401);
  });
});
