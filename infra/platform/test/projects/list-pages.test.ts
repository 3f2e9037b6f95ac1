import { ASSET_GROUPS, assetTypeOf, mimetypeOf } from '@reelforge/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUid } from '../../src/lib/secrets.ts';
import { api, createProject, putData } from '../helpers/assets.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// The movie and asset lists page on the server (docs/reference.md §9, docs/paging.md):
// movies 1,000 a page, assets 10,000, and a page token naming where the next page starts.

let server: TestServer;
let demo: string;
let other: string;
let movies: string;
let assets: string;
let othersProject: string;

const MOVIES = 2_500;
const ASSETS = 10_500;
const movieName = (i: number) => `movie ${String(i).padStart(5, '0')}`;
const EXTENSIONS = ['mp4', 'png', 'mp3', 'ttf', 'csv', 'trackdata', 'txt'];

/** Runs `work` for 0..count-1, `lanes` at a time. */
async function inLanes(count: number, lanes: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

async function saveMovie(token: string, prjuid: string, name: string) {
  const reply = await putMovieJson(server, token, prjuid, name, tinyMovie());
  expect(reply.status, JSON.stringify(reply.json)).toBeLessThan(300);
}

const listMovies = (token: string, prjuid: string, query = '') =>
  server.request(`${api()}/list/sdl/${prjuid}/${query}`, { token });
const listAssets = (token: string, prjuid: string, query = '') =>
  server.request(`${api()}/list/data/${prjuid}/${query}`, { token });
const after = (token: string) => `?pagetoken=${encodeURIComponent(token)}`;

beforeAll(async () => {
  // 2,500 saves in a minute or two from one address and account: the saves allowance (docs/rate-limits.md) is not what this file tests.
  server = await startTestServer({ rateLimits: { saves: 10_000 } });
  [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
  [movies, assets, othersProject] = await Promise.all([
    createProject(server, demo, 'Many movies'),
    createProject(server, demo, 'Many assets'),
    createProject(server, other, 'Not yours'),
  ]);
  // Every movie saved through the save call, as a user's would be.
  await inLanes(MOVIES, 8, (i) => saveMovie(demo, movies, movieName(i)));
  // Ten thousand uploads take minutes; the rows go in as the bench writes them, a few files are real uploads.
  const ref = (await server.app.projects.locate(
    (await server.app.users.findByUsername('demo'))!,
    'eu-west-1',
    assets,
  ))!;
  const now = new Date().toISOString();
  await server.app.assets.repo.insertMany(
    Array.from({ length: ASSETS }, (_, i) => {
      const name = `asset ${String(i).padStart(5, '0')}.${EXTENSIONS[i % EXTENSIONS.length]}`;
      return {
        uid: newUid(),
        project_id: ref.id,
        name,
        type: assetTypeOf(name),
        mimetype: mimetypeOf(name),
        size: i,
        media_info: null,
        date_created: now,
        date_modified: now,
      };
    }),
  );
  for (const [name, body] of [
    ['zz last.txt', 'z'],
    ['a first.csv', 'id\n1\n'],
  ] as const) {
    expect((await putData(server, demo, assets, name, body)).status).toBe(201);
  }
}, 120_000);
afterAll(() => server.close());

describe('the movie list', () => {
  it('answers 2,500 movies in three pages, in name order, with no movie twice and none missing', async () => {
    const seen: string[] = [];
    const counts: number[] = [];
    let query = '';
    for (let page = 0; page < 10; page++) {
      const reply = await listMovies(demo, movies, query);
      expect(reply.status).toBe(200);
      counts.push(reply.json.Metadata.Count);
      expect(reply.json.SDLS).toHaveLength(reply.json.Metadata.Count);
      seen.push(...reply.json.SDLS.map((m: { name: string }) => m.name));
      if (!reply.json.Metadata.PageToken) break;
      query = after(reply.json.Metadata.PageToken);
    }
    expect(counts).toEqual([1000, 1000, 500]);
    expect(seen).toEqual(Array.from({ length: MOVIES }, (_, i) => movieName(i)));
  });

  it('answers the first page as before to a caller that sends no token: same fields, Count of this page', async () => {
    const reply = await listMovies(demo, movies);
    expect(Object.keys(reply.json).sort()).toEqual(['Metadata', 'SDLS']);
    expect(reply.json.SDLS[0]).toMatchObject({ name: movieName(0), prjuid: movies, region: 'eu-west-1', type: 'sdl' });
    expect(reply.json.Metadata).toEqual({ Count: 1000, PageToken: expect.any(String) });
  });

  it('neither repeats nor skips a movie when movies are added and removed between pages', async () => {
    const first = await listMovies(demo, movies);
    // Added before the page boundary (the reader is past them), after it (still to come), and a removal ahead.
    await saveMovie(demo, movies, 'movie 00000 early addition');
    await saveMovie(demo, movies, 'movie 01500 late addition');
    expect(
      (
        await server.request(`${api()}/sdl/${movies}/${encodeURIComponent(movieName(1800))}`, {
          method: 'DELETE',
          token: demo,
        })
      ).status,
    ).toBe(200);
    const rest: string[] = [];
    let token: string | undefined = first.json.Metadata.PageToken;
    while (token) {
      const reply = await listMovies(demo, movies, after(token));
      expect(reply.status).toBe(200);
      rest.push(...reply.json.SDLS.map((m: { name: string }) => m.name));
      token = reply.json.Metadata.PageToken;
    }
    const all = [...first.json.SDLS.map((m: { name: string }) => m.name), ...rest];
    expect(new Set(all).size).toBe(all.length);
    const expected = Array.from({ length: MOVIES }, (_, i) => movieName(i)).filter((name) => name !== movieName(1800));
    expect(all.filter((name) => !name.includes('addition'))).toEqual(expected);
    expect(all).toContain('movie 01500 late addition');
    expect(all).not.toContain('movie 00000 early addition');
  });

  it('gives a smaller page when asked, never a larger one', async () => {
    const small = await listMovies(demo, movies, '?pagesize=3');
    expect(small.json.SDLS.map((m: { name: string }) => m.name)).toEqual([
      movieName(0),
      'movie 00000 early addition',
      movieName(1),
    ]);
    const next = await listMovies(demo, movies, `${after(small.json.Metadata.PageToken)}&pagesize=2`);
    expect(next.json.SDLS.map((m: { name: string }) => m.name)).toEqual([movieName(2), movieName(3)]);
    expect((await listMovies(demo, movies, '?pagesize=5000')).json.Metadata.Count).toBe(1000);
  });

  it('has no token on the last page, also for an empty project', async () => {
    const empty = await createProject(server, demo, 'No movies');
    const reply = await listMovies(demo, empty);
    expect(reply.json).toEqual({ SDLS: [], Metadata: { Count: 0 } });
  });
});

describe('the asset list', () => {
  it('answers 10,502 assets in two pages, group by group, each group in name order', async () => {
    const first = await listAssets(demo, assets);
    expect(first.status).toBe(200);
    expect(first.json.Metadata).toEqual({ Count: 10_000, PageToken: expect.any(String) });
    const second = await listAssets(demo, assets, after(first.json.Metadata.PageToken));
    expect(second.status).toBe(200);
    expect(second.json.Metadata).toEqual({ Count: 502 });
    // The first page ends inside the last group and the second continues it.
    const groupsOf = (page: Record<string, { name: string }[]>) =>
      ASSET_GROUPS.filter((g) => (page[g] ?? []).length > 0);
    expect(groupsOf(second.json)).toEqual(['Generic']);
    for (const group of ASSET_GROUPS) {
      const names = [...first.json[group], ...second.json[group]].map((a: { name: string }) => a.name);
      const sorted = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(names, group).toEqual(sorted);
      expect(new Set(names).size, group).toBe(names.length);
    }
    const total = ASSET_GROUPS.reduce((sum, g) => sum + first.json[g].length + second.json[g].length, 0);
    expect(total).toBe(ASSETS + 2);
    expect(first.json.Datasources[0].name).toBe('a first.csv');
    expect(second.json.Generic.at(-1).name).toBe('zz last.txt');
  });

  it('continues a kind where the page before ended, with small pages too', async () => {
    const names: string[] = [];
    let query = '?pagesize=1';
    for (let i = 0; i < 4; i++) {
      const reply = await listAssets(demo, assets, query);
      const page = ASSET_GROUPS.flatMap((g) => reply.json[g].map((a: { name: string }) => a.name));
      expect(page).toHaveLength(1);
      names.push(...page);
      query = `${after(reply.json.Metadata.PageToken)}&pagesize=1`;
    }
    expect(names).toEqual(['asset 00000.mp4', 'asset 00007.mp4', 'asset 00014.mp4', 'asset 00021.mp4']);
  });

  it('reads each kind from the (project, type, name) index', async () => {
    const plan = await sql<{
      detail: string;
    }>`EXPLAIN QUERY PLAN SELECT name FROM assets WHERE project_id = 1 AND type = 'video' AND name > 'a' ORDER BY name LIMIT 10`.execute(
      server.app.db,
    );
    expect(plan.rows.map((row) => row.detail).join(' ')).toMatch(/USING (COVERING )?INDEX assets_project_type_name/);
    const movies = await sql<{
      detail: string;
    }>`EXPLAIN QUERY PLAN SELECT * FROM movies WHERE project_id = 1 AND name > 'a' ORDER BY name LIMIT 10`.execute(
      server.app.db,
    );
    expect(movies.rows.map((row) => row.detail).join(' ')).toMatch(/USING INDEX movies_project_name/);
    expect(movies.rows.map((row) => row.detail).join(' ')).not.toMatch(/TEMP B-TREE/);
  });
});

describe('page tokens and sizes that cannot be used', () => {
  it('are refused with a 400 that says what to do', async () => {
    const moviesToken = (await listMovies(demo, movies)).json.Metadata.PageToken as string;
    const assetsToken = (await listAssets(demo, assets)).json.Metadata.PageToken as string;
    const tampered = `${moviesToken.slice(0, -3)}xyz`;
    const forged = Buffer.from(JSON.stringify([1, 'movies', movies, 9, 'x'])).toString('base64url');
    const cases: [string, string][] = [
      [`/list/sdl/${movies}/`, '?pagetoken=not-a-token'],
      [`/list/sdl/${movies}/`, `?pagetoken=${encodeURIComponent(tampered)}`],
      [`/list/sdl/${movies}/`, after(assetsToken)],
      [`/list/sdl/${movies}/`, after(forged)],
      [`/list/sdl/${movies}/`, `?pagetoken=${'A'.repeat(5000)}`],
      [`/list/sdl/${movies}/`, '?pagetoken=%2e%2e%2f%2e%2e'],
      [`/list/sdl/${movies}/`, '?pagetoken='],
      [`/list/sdl/${assets}/`, after(moviesToken)],
      [`/list/data/${assets}/`, after(moviesToken)],
      [`/list/data/${movies}/`, after(assetsToken)],
      [`/list/sdl/${movies}/`, '?pagesize=0'],
      [`/list/sdl/${movies}/`, '?pagesize=-1'],
      [`/list/data/${assets}/`, '?pagesize=ten'],
      [`/list/data/${assets}/`, '?pagesize=1e3'],
    ];
    for (const [path, query] of cases) {
      const reply = await server.request(`${api()}${path}${query}`, { token: demo });
      expect(reply.status, `${path}${query}`).toBe(400);
      expect(reply.json.Message, `${path}${query}`).toMatch(/page|pagetoken|pagesize/i);
    }
    const wrongProject = await listMovies(demo, assets, after(moviesToken));
    expect(wrongProject.json.Message).toBe(
      'The page token is not valid: it belongs to another project. Leave it out to start from the first page.',
    );
  });

  it("are no way into another user's project: its lists are 404 with or without a token", async () => {
    const token = (await listMovies(demo, movies)).json.Metadata.PageToken as string;
    for (const query of ['', after(token), '?pagesize=1']) {
      expect((await listMovies(demo, othersProject, query)).status).toBe(404);
      expect((await listAssets(demo, othersProject, query)).status).toBe(404);
      expect((await listMovies(other, movies, query)).status).toBe(404);
      expect((await listAssets(other, assets, query)).status).toBe(404);
    }
    expect((await server.request(`${api()}/list/sdl/${movies}/${after(token)}`)).status).toBe(401);
  });
});
