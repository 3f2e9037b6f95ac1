import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRenderFinished, shareRecord, type RenderStatus } from '@reelforge/model';
import type { MoviesClient } from '@reelforge/api';
import { signIn, type SignedIn } from '../helpers/clients.ts';
import { isJpeg, isPng } from '../helpers/media.ts';
import { tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: SignedIn;
let movies: MoviesClient;
beforeAll(async () => {
  server = await startTestServer();
  demo = await signIn(server, 'demo');
  movies = demo.api.movies('eu-west-1');
});
afterAll(() => server.close());

const newProject = (name: string) => demo.api.region('eu-west-1').createProject(name);
/** A URL the client gave, fetched as a plain link (the render token is the capability). */
const fetchUrl = (url: string) => fetch(new URL(url, server.url));

/** Asks for the status as the export dialog does, until the render has finished. */
async function finished(token: string): Promise<RenderStatus> {
  for (;;) {
    const status = await movies.renderStatus(token);
    if (isRenderFinished(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the movies client', () => {
  it('saves a movie, lists it, reads it back and lists its variables with every field', async () => {
    const prjuid = await newProject('Movies');
    await movies.save(prjuid, 'intro', tinyMovie());
    const [item, ...rest] = await movies.list(prjuid);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ name: 'intro', prjuid, region: 'eu-west-1', type: 'sdl' });
    expect(Date.parse(item!.date_modified)).not.toBeNaN();

    const movie = await movies.get(prjuid, 'intro');
    expect(movie.scenes?.[0]).toMatchObject({ name: 'Only', length: 25 });
    expect(await movies.variables(prjuid, 'intro')).toEqual([
      {
        key: 'title',
        type: 'MAP',
        valuetype: 'string',
        value: 'Hello',
        defaultvalue: 'Hello',
        defaultrow: 0,
        datasource: '',
        column: '',
        format: '',
      },
    ]);

    await movies.remove(prjuid, 'intro');
    expect(await movies.list(prjuid)).toEqual([]);
    await expect(movies.get(prjuid, 'intro')).rejects.toMatchObject({ status: 404 });
  });

  it('deletes a movie stored as . or .. before names were checked, by its name in the query', async () => {
    const prjuid = await newProject('Old names');
    // Only the store can still hold such a name: the save call refuses it today.
    await movies.save(prjuid, 'legacy', tinyMovie());
    await server.app.db.updateTable('movies').set({ name: '..' }).where('name', '=', 'legacy').execute();
    expect((await movies.list(prjuid)).map((item) => item.name)).toEqual(['..']);
    await movies.remove(prjuid, '..');
    expect(await movies.list(prjuid)).toEqual([]);
  });

  it('has a refused save rejected with the server’s reason', async () => {
    const prjuid = await newProject('Refused');
    const refused = movies.save(prjuid, 'no/slash', tinyMovie());
    await expect(refused).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/\S/) });
  });

  it('renders a stored movie with values, follows it to done and fetches the file', async () => {
    const prjuid = await newProject('Render');
    await movies.save(prjuid, 'intro', tinyMovie());
    const token = await movies.render(prjuid, { movie: 'intro', params: { title: 'Hi there' }, format: 'mp4' });
    const status = await finished(token);
    expect(status).toMatchObject({ state: 'done', progress: 1 });

    const video = await fetchUrl(movies.renderUrl(token, 'mp4'));
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    // A render that ended can no longer be stopped.
    await expect(movies.cancelRender(status.session ?? 'none')).rejects.toMatchObject({ status: 404 });
  });

  it('renders a movie given inline, as a frame', async () => {
    const prjuid = await newProject('Inline');
    const token = await movies.render(prjuid, { movie: tinyMovie() });
    const frame = await fetchUrl(movies.renderUrl(token, 'png', 0));
    expect(frame.status).toBe(200);
    expect(isPng(Buffer.from(await frame.arrayBuffer()))).toBe(true);
  });

  it('previews a frame and a stream of an unsaved movie', async () => {
    const prjuid = await newProject('Preview');
    const frame = await movies.previewFrame(prjuid, { movie: tinyMovie(), username: 'demo', frame: 3 });
    expect(isJpeg(Buffer.from(await frame.arrayBuffer()))).toBe(true);

    const playlist = await movies.previewStream(prjuid, { movie: tinyMovie(), username: 'demo' });
    const reply = await fetchUrl(playlist);
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('#EXTM3U');
  });

  it('reads the structure of a movie as the renderer plans it', async () => {
    const prjuid = await newProject('Structure');
    const structure = await movies.structure(prjuid, tinyMovie(), { title: 'Hi' });
    expect(structure).toMatchObject({ width: 160, height: 90, framerate: { num: 25, den: 1 }, frames: 25 });
    expect(structure.scenes[0]?.layers.map((layer) => layer.name)).toEqual(['Background', 'Title']);
    expect(structure.variables).toEqual([{ key: 'title', type: 'MAP', valuetype: 'string' }]);
  });

  it('shares a movie and takes the share back', async () => {
    const prjuid = await newProject('Share');
    await movies.save(prjuid, 'intro', tinyMovie());
    const record = await shareRecord({ username: 'demo', region: 'eu-west-1', prjuid, movie: 'intro' });
    expect(await movies.isShared(record.id)).toBe(false);
    await movies.share(record);
    expect(await movies.isShared(record.id)).toBe(true);
    await movies.unshare(record);
    expect(await movies.isShared(record.id)).toBe(false);
  });

  it('counts a share check that fails as not shared', async () => {
    const prjuid = await newProject('Shared, then signed out');
    await movies.save(prjuid, 'intro', tinyMovie());
    const record = await shareRecord({ username: 'demo', region: 'eu-west-1', prjuid, movie: 'intro' });
    await movies.share(record);
    const leaving = await signIn(server, 'demo');
    await leaving.api.accounts.logout();
    expect(await leaving.api.movies('eu-west-1').isShared(record.id)).toBe(false);
  });
});
