import { decodeMovie, encodeMovie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes } from '../helpers/assets.ts';
import { putMovieBinary, putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: string;
let other: string;
let prjuid: string;

beforeAll(async () => {
  server = await startTestServer();
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  prjuid = await createProject(server, demo, 'Movies');
});
afterAll(() => server.close());

describe('saving and reading movies', () => {
  it('stores a binary message and gives it back byte for byte, and as JSON', async () => {
    const movie = tinyMovie();
    const saved = await putMovieBinary(server, demo, prjuid, 'binary one', movie);
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({
      name: 'binary one',
      prjuid,
      region: 'eu-west-1',
      awsregion: 'eu-west-1',
      type: 'sdl',
    });
    expect(saved.json.uid).toMatch(/^[0-9a-f]{32}$/);

    const binary = await fetchBytes(server, `${api()}/sdl/${prjuid}/binary%20one`, { token: demo });
    expect(binary.status).toBe(200);
    expect(binary.headers.get('content-type')).toBe('application/x-protobuf');
    expect(binary.bytes.equals(Buffer.from(encodeMovie(movie)))).toBe(true);

    const json = await server.request(`${api()}/sdl/${prjuid}/binary%20one?json=1`, { token: demo });
    expect(json.status).toBe(200);
    expect(json.json).toEqual(movie);
  });

  it('stores a JSON movie, normalised, and reads it back as JSON and as the same binary', async () => {
    const movie = tinyMovie({ scenes: [{ name: 'Red', length: 10, layers: [{ color: { color: '#ff0000' } }] }] });
    const saved = await putMovieJson(server, demo, prjuid, 'json one', movie);
    expect(saved.status).toBe(201);
    const json = await server.request(`${api()}/sdl/${prjuid}/json%20one?json=1`, { token: demo });
    expect(json.json).toEqual(movie);
    const binary = await fetchBytes(server, `${api()}/sdl/${prjuid}/json%20one`, { token: demo });
    expect(decodeMovie(binary.bytes)).toEqual(movie);
  });

  it('answers 200 when replacing and keeps the uid and creation date', async () => {
    const first = await putMovieJson(server, demo, prjuid, 'replaced', tinyMovie());
    const second = await putMovieJson(server, demo, prjuid, 'replaced', tinyMovie({ variables: [] }));
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.json.uid).toBe(first.json.uid);
    expect(second.json.date_created).toBe(first.json.date_created);
    const json = await server.request(`${api()}/sdl/${prjuid}/replaced?json=1`, { token: demo });
    expect(json.json.variables).toBeUndefined();
  });

  it('accepts application/octet-stream as the binary message', async () => {
    const reply = await fetchBytes(server, `${api()}/sdl/${prjuid}/octets`, {
      method: 'PUT',
      token: demo,
      body: encodeMovie(tinyMovie()),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(reply.status).toBe(201);
  });

  it('refuses a malformed binary message with the codec message', async () => {
    const reply = await putMovieBinary(server, demo, prjuid, 'broken', new Uint8Array([0x12, 0xff, 0xff, 0x01]));
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/not a valid scene description/);
    const list = await server.request(`${api()}/list/sdl/${prjuid}/`, { token: demo });
    expect(list.json.SDLS.map((m: { name: string }) => m.name)).not.toContain('broken');
  });

  it('refuses JSON with a wrong-typed field, naming it', async () => {
    const reply = await putMovieJson(server, demo, prjuid, 'wrong', { scenes: [{ name: 'A', length: 'long' }] });
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/length/);
    const unknownEnum = await putMovieJson(server, demo, prjuid, 'wrong', {
      scenes: [{ layers: [{ fit: 'SQUASH' }] }],
    });
    expect(unknownEnum.status).toBe(400);
    expect(unknownEnum.json.Message).toMatch(/fit.*COVER/);
    const notObject = await putMovieJson(server, demo, prjuid, 'wrong', [1, 2]);
    expect(notObject.status).toBe(400);
  });

  it('refuses a bad name and an empty body', async () => {
    const slash = await putMovieJson(server, demo, prjuid, 'a/b', tinyMovie());
    // An encoded slash is one path segment: the name itself is refused.
    expect(slash.status).toBe(400);
    expect(slash.json.Message).toMatch(/slash/);
    const blank = await putMovieJson(server, demo, prjuid, ' ', tinyMovie());
    expect(blank.status).toBe(400);
    const empty = await fetchBytes(server, `${api()}/sdl/${prjuid}/empty`, {
      method: 'PUT',
      token: demo,
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
  });
});

describe('listing, variables and deleting', () => {
  it('lists the movies of a project in name order with their fields', async () => {
    const id = await createProject(server, demo, 'List');
    await putMovieJson(server, demo, id, 'b movie', tinyMovie());
    await putMovieJson(server, demo, id, 'a movie', tinyMovie());
    const list = await server.request(`${api()}/list/sdl/${id}/`, { token: demo });
    expect(list.status).toBe(200);
    expect(list.json.Metadata).toEqual({ Count: 2 });
    expect(list.json.SDLS.map((m: { name: string }) => m.name)).toEqual(['a movie', 'b movie']);
    expect(Object.keys(list.json.SDLS[0]).sort()).toEqual(
      ['awsregion', 'date_created', 'date_modified', 'name', 'prjuid', 'region', 'type', 'uid'].sort(),
    );
  });

  it('gives the variables of a movie with every field present', async () => {
    await putMovieJson(
      server,
      demo,
      prjuid,
      'vars',
      tinyMovie({
        variables: [
          { key: 'title', value: 'Hi\\nthere', defaultvalue: 'Hello' },
          { key: 'path', valuetype: 'points', value: '1,2;3,4' },
          { key: 'city', type: 'DATASOURCE', datasource: 'cities.csv', column: 'name', defaultrow: 2 },
        ],
      }),
    );
    const reply = await server.request(`${api()}/sdlvariables/${prjuid}/vars`, { token: demo });
    expect(reply.status).toBe(200);
    expect(reply.json.Variables).toEqual([
      {
        key: 'title',
        type: 'MAP',
        valuetype: 'string',
        value: 'Hi\\nthere',
        defaultvalue: 'Hello',
        defaultrow: 0,
        datasource: '',
        column: '',
        format: '',
      },
      {
        key: 'path',
        type: 'MAP',
        valuetype: 'points',
        value: '1,2;3,4',
        defaultvalue: '',
        defaultrow: 0,
        datasource: '',
        column: '',
        format: '',
      },
      {
        key: 'city',
        type: 'DATASOURCE',
        valuetype: 'string',
        value: '',
        defaultvalue: '',
        defaultrow: 2,
        datasource: 'cities.csv',
        column: 'name',
        format: '',
      },
    ]);
  });

  it('deletes a movie', async () => {
    await putMovieJson(server, demo, prjuid, 'doomed', tinyMovie());
    const deleted = await server.request(`${api()}/sdl/${prjuid}/doomed`, { method: 'DELETE', token: demo });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ Deleted: 'doomed' });
    expect((await server.request(`${api()}/sdl/${prjuid}/doomed`, { token: demo })).status).toBe(404);
    expect((await server.request(`${api()}/sdl/${prjuid}/doomed`, { method: 'DELETE', token: demo })).status).toBe(404);
  });

  it('answers 404 for an unknown movie', async () => {
    for (const path of [`/sdl/${prjuid}/nothing`, `/sdl/${prjuid}/nothing?json=1`, `/sdlvariables/${prjuid}/nothing`]) {
      const reply = await server.request(`${api()}${path}`, { token: demo });
      expect(reply.status, path).toBe(404);
      expect(reply.json.Message).toBe('Movie nothing not found');
    }
  });
});

describe('ownership', () => {
  it("hides another user's movies as not found, for every call", async () => {
    await putMovieJson(server, demo, prjuid, 'mine', tinyMovie());
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/list/sdl/${prjuid}/`],
      ['GET', `/sdl/${prjuid}/mine`],
      ['GET', `/sdl/${prjuid}/mine?json=1`],
      ['PUT', `/sdl/${prjuid}/mine`, tinyMovie()],
      ['DELETE', `/sdl/${prjuid}/mine`],
      ['GET', `/sdlvariables/${prjuid}/mine`],
    ];
    for (const [method, path, body] of calls) {
      const reply = await server.request(`${api()}${path}`, { method, token: other, body });
      expect(reply.status, `${method} ${path}`).toBe(404);
      expect(reply.json.Message).toBe(`Project ${prjuid} not found`);
    }
    expect((await server.request(`${api()}/sdl/${prjuid}/mine`, { token: demo })).status).toBe(200);
  });

  it('does not find a project under another region', async () => {
    const reply = await server.request(`${api('us-east-1')}/sdl/${prjuid}/mine`, { token: demo });
    expect(reply.status).toBe(404);
    const put = await putMovieJson(server, demo, prjuid, 'elsewhere', tinyMovie(), 'us-east-1');
    expect(put.status).toBe(404);
  });

  it('needs a signed-in caller, and no cookie will do', async () => {
    expect((await server.request(`${api()}/list/sdl/${prjuid}/`)).status).toBe(401);
    const cookie = await fetchBytes(server, `${api()}/sdl/${prjuid}/mine`, { cookie: demo });
    expect(cookie.status).toBe(401);
  });
});
