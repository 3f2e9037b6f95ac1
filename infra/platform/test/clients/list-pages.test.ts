import { ASSET_GROUPS, assetTypeOf, mimetypeOf, type AssetList } from '@reelforge/model';
import type { AssetsClient, MoviesClient } from '@reelforge/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUid } from '../../src/lib/secrets.ts';
import { signIn, type SignedIn } from '../helpers/clients.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// The console's clients read the paged lists (docs/paging.md): a page at a time for the lists
// that load more on scroll, every page for the pickers that must see everything.

let server: TestServer;
let demo: SignedIn;
let movies: MoviesClient;
let assets: AssetsClient;
let prjuid: string;
const MOVIES = 1_005;
const ASSETS = 10_005;
const movieName = (i: number) => `movie ${String(i).padStart(4, '0')}`;

beforeAll(async () => {
  server = await startTestServer();
  demo = await signIn(server, 'demo');
  movies = demo.api.movies('eu-west-1');
  assets = demo.api.assets('eu-west-1');
  prjuid = await demo.api.region('eu-west-1').createProject('Paged');
  // Rows written straight to the tables: listing reads rows only, and thousands of saves over HTTP are the platform tests' job.
  const ref = (await server.app.projects.locate(
    (await server.app.users.findByUsername('demo'))!,
    'eu-west-1',
    prjuid,
  ))!;
  const now = new Date().toISOString();
  for (let i = 0; i < MOVIES; i++)
    await server.app.movies.repo.insert({
      uid: newUid(),
      project_id: ref.id,
      name: movieName(i),
      date_created: now,
      date_modified: now,
    });
  await server.app.assets.repo.insertMany(
    Array.from({ length: ASSETS }, (_, i) => {
      const name = `file ${String(i).padStart(5, '0')}.${i % 2 ? 'png' : 'csv'}`;
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
}, 60_000);
afterAll(() => server.close());

describe('the movies client', () => {
  it('reads one page, then the next with the token it gave', async () => {
    const first = await movies.page(prjuid);
    expect(first.items).toHaveLength(1000);
    expect(first.next).toEqual(expect.any(String));
    const second = await movies.page(prjuid, first.next);
    expect(second.items.map((m) => m.name)).toEqual([
      movieName(1000),
      movieName(1001),
      movieName(1002),
      movieName(1003),
      movieName(1004),
    ]);
    expect(second.next).toBeUndefined();
  });

  it('walks every page in turn, of the size asked for', async () => {
    const sizes: number[] = [];
    for await (const page of movies.pages(prjuid, 400)) sizes.push(page.length);
    expect(sizes).toEqual([400, 400, 205]);
  });

  it('lists every movie for the callers that need them all', async () => {
    const all = await movies.list(prjuid);
    expect(all.map((m) => m.name)).toEqual(Array.from({ length: MOVIES }, (_, i) => movieName(i)));
  });

  it("passes the platform's refusal of a bad token on", async () => {
    await expect(movies.page(prjuid, 'forged')).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/page token is not valid/),
    });
  });
});

describe('the assets client', () => {
  it('reads the asset list a page at a time and as one merged list', async () => {
    const first = await assets.page(prjuid);
    const count = (list: AssetList) => ASSET_GROUPS.reduce((sum, g) => sum + list[g].length, 0);
    expect(count(first.items)).toBe(10_000);
    const second = await assets.page(prjuid, first.next);
    expect(count(second.items)).toBe(5);
    expect(second.next).toBeUndefined();

    const all = await assets.list(prjuid);
    expect(all.Datasources).toHaveLength(5003);
    expect(all.Images).toHaveLength(5002);
    expect(all.Images.at(-1)?.name).toBe('file 10003.png');
    expect(all.Metadata).toEqual({ Count: ASSETS });
  });

  it('walks pages of the size asked for', async () => {
    let pages = 0;
    for await (const page of assets.pages(prjuid, 5000)) {
      pages++;
      expect(ASSET_GROUPS.reduce((sum, g) => sum + page[g].length, 0)).toBeLessThanOrEqual(5000);
    }
    expect(pages).toBe(3);
  });

  it("is refused another user's project, paged or not", async () => {
    const other = await signIn(server, 'other');
    await expect(other.api.assets('eu-west-1').page(prjuid)).rejects.toMatchObject({ status: 404 });
    await expect(other.api.movies('eu-west-1').list(prjuid)).rejects.toMatchObject({ status: 404 });
  });
});
