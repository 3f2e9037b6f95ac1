import { decodeMovie, encodeMovie } from '@reelforge/sdl';
import { describe, expect, it } from 'vitest';
import { api, createProject, fetchBytes } from '../helpers/assets.ts';
import { putMovieBinary, putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { withProject } from '../helpers/with-project.ts';

const ctx = withProject('Movies', { others: ['other'] });

describe('saving and reading movies', () => {
  it('stores a binary message and gives it back byte for byte, and as JSON', async () => {
    const movie = tinyMovie();
    const saved = await putMovieBinary(ctx.server, ctx.owner, ctx.uid, 'binary one', movie);
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({
      name: 'binary one',
      prjuid: ctx.uid,
      region: 'eu-west-1',
      awsregion: 'eu-west-1',
      type: 'sdl',
    });
    expect(saved.json.uid).toMatch(/^[0-9a-f]{32}$/);

    const binary = await fetchBytes(ctx.server, `${api()}/sdl/${ctx.uid}/binary%20one`, { token: ctx.owner });
    expect(binary.status).toBe(200);
    expect(binary.headers.get('content-type')).toBe('application/x-protobuf');
    expect(binary.bytes.equals(Buffer.from(encodeMovie(movie)))).toBe(true);

    const json = await ctx.server.request(`${api()}/sdl/${ctx.uid}/binary%20one?json=1`, { token: ctx.owner });
    expect(json.status).toBe(200);
    expect(json.json).toEqual(movie);
  });

  it('stores a JSON movie, normalised, and reads it back as JSON and as the same binary', async () => {
    const movie = tinyMovie({ scenes: [{ name: 'Red', length: 10, layers: [{ color: { color: '#ff0000' } }] }] });
    const saved = await putMovieJson(ctx.server, ctx.owner, ctx.uid, 'json one', movie);
    expect(saved.status).toBe(201);
    const json = await ctx.server.request(`${api()}/sdl/${ctx.uid}/json%20one?json=1`, { token: ctx.owner });
    expect(json.json).toEqual(movie);
    const binary = await fetchBytes(ctx.server, `${api()}/sdl/${ctx.uid}/json%20one`, { token: ctx.owner });
    expect(decodeMovie(binary.bytes)).toEqual(movie);
  });

  it('answers 200 when replacing and keeps the uid and creation date', async () => {
    const first = await putMovieJson(ctx.server, ctx.owner, ctx.uid, 'replaced', tinyMovie());
    const second = await putMovieJson(ctx.server, ctx.owner, ctx.uid, 'replaced', tinyMovie({ variables: [] }));
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.json.uid).toBe(first.json.uid);
    expect(second.json.date_created).toBe(first.json.date_created);
    const json = await ctx.server.request(`${api()}/sdl/${ctx.uid}/replaced?json=1`, { token: ctx.owner });
    expect(json.json.variables).toBeUndefined();
  });

  it('accepts application/octet-stream as the binary message', async () => {
    const reply = await fetchBytes(ctx.server, `${api()}/sdl/${ctx.uid}/octets`, {
      method: 'PUT',
      token: ctx.owner,
      body: encodeMovie(tinyMovie()),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(reply.status).toBe(201);
  });

  it('refuses a malformed binary message with the codec message', async () => {
    const reply = await putMovieBinary(
      ctx.server,
      ctx.owner,
      ctx.uid,
      'broken',
      new Uint8Array([0x12, 0xff, 0xff, 0x01]),
    );
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/not a valid scene description/);
    const list = await ctx.server.request(`${api()}/list/sdl/${ctx.uid}/`, { token: ctx.owner });
    expect(list.json.SDLS.map((m: { name: string }) => m.name)).not.toContain('broken');
  });

  it('refuses JSON with a wrong-typed field, naming it', async () => {
    const reply = await putMovieJson(ctx.server, ctx.owner, ctx.uid, 'wrong', {
      scenes: [{ name: 'A', length: 'long' }],
    });
    expect(reply.status).toBe(400);
    expect(reply.json.Message).toMatch(/length/);
    const unknownEnum = await putMovieJson(ctx.server, ctx.owner, ctx.uid, 'wrong', {
      scenes: [{ layers: [{ fit: 'SQUASH' }] }],
    });
    expect(unknownEnum.status).toBe(400);
    expect(unknownEnum.json.Message).toMatch(/fit.*COVER/);
    const notObject = await putMovieJson(ctx.server, ctx.owner, ctx.uid, 'wrong', [1, 2]);
    expect(notObject.status).toBe(400);
  });

  it('refuses a bad name and an empty body', async () => {
    const slash = await putMovieJson(ctx.server, ctx.owner, ctx.uid, 'a/b', tinyMovie());
    // An encoded slash is one path segment: the name itself is refused.
    expect(slash.status).toBe(400);
    expect(slash.json.Message).toMatch(/slash/);
    const blank = await putMovieJson(ctx.server, ctx.owner, ctx.uid, ' ', tinyMovie());
    expect(blank.status).toBe(400);
    const empty = await fetchBytes(ctx.server, `${api()}/sdl/${ctx.uid}/empty`, {
      method: 'PUT',
      token: ctx.owner,
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
  });
});

describe('listing, variables and deleting', () => {
  it('lists the movies of a project in name order with their fields', async () => {
    const id = await createProject(ctx.server, ctx.owner, 'List');
    await putMovieJson(ctx.server, ctx.owner, id, 'b movie', tinyMovie());
    await putMovieJson(ctx.server, ctx.owner, id, 'a movie', tinyMovie());
    const list = await ctx.server.request(`${api()}/list/sdl/${id}/`, { token: ctx.owner });
    expect(list.status).toBe(200);
    expect(list.json.Metadata).toEqual({ Count: 2 });
    expect(list.json.SDLS.map((m: { name: string }) => m.name)).toEqual(['a movie', 'b movie']);
    expect(Object.keys(list.json.SDLS[0]).sort()).toEqual(
      ['awsregion', 'date_created', 'date_modified', 'name', 'prjuid', 'region', 'type', 'uid'].sort(),
    );
  });

  it('gives the variables of a movie with every field present', async () => {
    await putMovieJson(
      ctx.server,
      ctx.owner,
      ctx.uid,
      'vars',
      tinyMovie({
        variables: [
          { key: 'title', value: 'Hi\\nthere', defaultvalue: 'Hello' },
          { key: 'path', valuetype: 'points', value: '1,2;3,4' },
          { key: 'city', type: 'DATASOURCE', datasource: 'cities.csv', column: 'name', defaultrow: 2 },
        ],
      }),
    );
    const reply = await ctx.server.request(`${api()}/sdlvariables/${ctx.uid}/vars`, { token: ctx.owner });
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
    await putMovieJson(ctx.server, ctx.owner, ctx.uid, 'doomed', tinyMovie());
    const deleted = await ctx.server.request(`${api()}/sdl/${ctx.uid}/doomed`, { method: 'DELETE', token: ctx.owner });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ Deleted: 'doomed' });
    expect((await ctx.server.request(`${api()}/sdl/${ctx.uid}/doomed`, { token: ctx.owner })).status).toBe(404);
    expect(
      (await ctx.server.request(`${api()}/sdl/${ctx.uid}/doomed`, { method: 'DELETE', token: ctx.owner })).status,
    ).toBe(404);
  });

  it('answers 404 for an unknown movie', async () => {
    for (const path of [
      `/sdl/${ctx.uid}/nothing`,
      `/sdl/${ctx.uid}/nothing?json=1`,
      `/sdlvariables/${ctx.uid}/nothing`,
    ]) {
      const reply = await ctx.server.request(`${api()}${path}`, { token: ctx.owner });
      expect(reply.status, path).toBe(404);
      expect(reply.json.Message).toBe('Movie nothing not found');
    }
  });
});

describe('ownership', () => {
  it("hides another user's movies as not found, for every call", async () => {
    await putMovieJson(ctx.server, ctx.owner, ctx.uid, 'mine', tinyMovie());
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/list/sdl/${ctx.uid}/`],
      ['GET', `/sdl/${ctx.uid}/mine`],
      ['GET', `/sdl/${ctx.uid}/mine?json=1`],
      ['PUT', `/sdl/${ctx.uid}/mine`, tinyMovie()],
      ['DELETE', `/sdl/${ctx.uid}/mine`],
      ['GET', `/sdlvariables/${ctx.uid}/mine`],
    ];
    for (const [method, path, body] of calls) {
      const reply = await ctx.server.request(`${api()}${path}`, { method, token: ctx.others.other, body });
      expect(reply.status, `${method} ${path}`).toBe(404);
      expect(reply.json.Message).toBe(`Project ${ctx.uid} not found`);
    }
    expect((await ctx.server.request(`${api()}/sdl/${ctx.uid}/mine`, { token: ctx.owner })).status).toBe(200);
  });

  it('does not find a project under another region', async () => {
    const reply = await ctx.server.request(`${api('us-east-1')}/sdl/${ctx.uid}/mine`, { token: ctx.owner });
    expect(reply.status).toBe(404);
    const put = await putMovieJson(ctx.server, ctx.owner, ctx.uid, 'elsewhere', tinyMovie(), 'us-east-1');
    expect(put.status).toBe(404);
  });

  it('needs a signed-in caller, and no cookie will do', async () => {
    expect((await ctx.server.request(`${api()}/list/sdl/${ctx.uid}/`)).status).toBe(401);
    const cookie = await fetchBytes(ctx.server, `${api()}/sdl/${ctx.uid}/mine`, { cookie: ctx.owner });
    expect(cookie.status).toBe(401);
  });
});
