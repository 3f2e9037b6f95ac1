import { describe, expect, it } from 'vitest';
import { projectOwners } from '../../src/admin/project-owners.ts';
import { isUniqueViolation } from '../../src/db/database-errors.ts';
import { EXAMPLES_OWNER } from '../../src/accounts/examples-owner.ts';
import { AssetRepository, type NewAssetRow } from '../../src/assets/asset-store.ts';
import { CompdataRepository } from '../../src/compositions/compdata-store.ts';
import { DatasourceRepository, type StoredDatasource } from '../../src/assets/datasource-store.ts';
import { MovieRepository } from '../../src/movies/movie-store.ts';
import { ProjectRepository } from '../../src/projects/project-store.ts';
import { TrackVersionRepository } from '../../src/track-versions/track-version-store.ts';
import { byCodePoint, eachAdapter, newProject, newUser, rejection, unique, useDatabase } from './database-adapters.ts';

// Projects and what they hold: projects.ts, admin/project-owners.ts, assets.ts, datasources.ts,
// movies.ts, compdata.ts, track-versions.ts, and the foreign keys that take them with their project.
const AT = '2030-01-02T03:04:05.678Z';
/** Names as people give them, in code point order once sorted: case, accents, symbols, LIKE's wildcards. */
const NAMES = [
  'Zebra',
  'alpha',
  'Beta',
  'b_ta',
  'b%ta',
  'béta',
  'ÉCLAIR',
  'émile',
  '日本',
  '😀 smile',
  '～tilde',
  ' lead',
  '1-intro',
  '10-outro',
  '2-middle',
];

const asset = (projectId: number, name: string, fields: Partial<NewAssetRow> = {}): NewAssetRow => ({
  uid: unique('ast'),
  project_id: projectId,
  name,
  type: 'image',
  mimetype: 'image/png',
  size: 1,
  media_info: null,
  date_created: AT,
  date_modified: AT,
  ...fields,
});

eachAdapter((adapter) => {
  const db = useDatabase(adapter);

  describe('projects', () => {
    it('insert with the default speed and read back by owner and region, uid, and id', async () => {
      const owner = await newUser(db());
      const projects = new ProjectRepository(db());
      const row = await projects.insert({
        uid: unique('p'),
        region: 'eu-west-1',
        name: 'Ünïcødé 😀 %_',
        owner_id: owner.id,
        date_created: AT,
      });
      expect(row).toEqual({
        id: expect.any(Number),
        uid: row.uid,
        region: 'eu-west-1',
        name: 'Ünïcødé 😀 %_',
        owner_id: owner.id,
        date_created: AT,
        speed: 0,
      });
      expect(await projects.findOwned(owner.id, 'eu-west-1', row.uid)).toEqual({ ...row, owner: owner.username });
      expect(await projects.findOwned(owner.id, 'us-east-1', row.uid)).toBeUndefined();
      expect(await projects.findOwned(owner.id + 1_000_000, 'eu-west-1', row.uid)).toBeUndefined();
      expect(await projects.findOwnedByUid(owner.id, row.uid)).toEqual(row);
      expect(await projects.findById(row.id)).toEqual(row);
      expect(await projects.findByUid(row.uid)).toEqual(row);
      expect(await projects.findByUid(row.uid.toUpperCase())).toBeUndefined();
    });

    it('list newest first, the id breaking ties of the same millisecond', async () => {
      const owner = await newUser(db());
      const made = [];
      for (const at of [
        '2030-01-01T00:00:00.001Z',
        '2030-01-01T00:00:00.002Z',
        '2030-01-01T00:00:00.002Z',
        '2029-12-31T23:59:59.999Z',
      ]) {
        made.push(await newProject(db(), { owner, at }));
      }
      await newProject(db(), { owner, region: 'us-east-1' });
      const listed = await new ProjectRepository(db()).listOwned(owner.id, 'eu-west-1');
      expect(listed.map((row) => row.uid)).toEqual([made[2]!.uid, made[1]!.uid, made[0]!.uid, made[3]!.uid]);
    });

    it('refuse a uid taken, by anyone, with a unique-key error', async () => {
      const first = await newProject(db());
      const error = await rejection(newProject(db(), { uid: first.uid }));
      expect(isUniqueViolation(error)).toBe(true);
    });

    it('set the speed within 0 to 4 (the check refuses more on both), and delete, saying whether there was one', async () => {
      const project = await newProject(db());
      const projects = new ProjectRepository(db());
      expect(await projects.setSpeed(project.owner.id, project.region, project.uid, 4)).toBe(true);
      expect((await projects.findById(project.id))?.speed).toBe(4);
      expect(await projects.setSpeed(project.owner.id, 'us-east-1', project.uid, 2)).toBe(false);
      await expect(projects.setSpeed(project.owner.id, project.region, project.uid, 5)).rejects.toThrow();
      expect((await projects.findById(project.id))?.speed).toBe(4);
      expect(await projects.deleteOwned(project.owner.id, 'us-east-1', project.uid)).toBe(false);
      expect(await projects.deleteOwned(project.owner.id, project.region, project.uid)).toBe(true);
      expect(await projects.deleteOwned(project.owner.id, project.region, project.uid)).toBe(false);
      expect(await projects.findById(project.id)).toBeUndefined();
    });

    it('found by an admin by uid or by a part of the name or uid, ignoring case, the exact uid first, the example owner left out', async () => {
      const tag = unique('own').replace(/-/g, '');
      const owner = await newUser(db());
      const exact = await newProject(db(), { owner, uid: `${tag}x`, name: 'Zzz last by name' });
      const named = await newProject(db(), { owner, uid: unique('p'), name: `Campaign ${tag.toUpperCase()}X 100%` });
      const other = await newProject(db(), { owner, uid: `${tag}x2`, name: 'Aaa first by name' });
      await newProject(db(), { owner, uid: unique('p'), name: `${tag}x elsewhere`, region: 'us-east-1' });
      const examples =
        (await db().selectFrom('users').select('id').where('username', '=', EXAMPLES_OWNER).executeTakeFirst()) ??
        (await newUser(db(), EXAMPLES_OWNER));
      await newProject(db(), {
        owner: { id: examples.id, username: EXAMPLES_OWNER, isAdmin: false },
        name: `${tag}x example`,
      });
      const found = await projectOwners(db(), 'eu-west-1', `${tag}x`);
      expect(found.map((row) => row.uid)).toEqual([exact.uid, other.uid, named.uid]);
      expect(found[0]).toEqual({
        uid: exact.uid,
        name: 'Zzz last by name',
        region: 'eu-west-1',
        owner: { username: owner.username },
      });
      // % and _ are the text's own characters, not wildcards.
      expect((await projectOwners(db(), 'eu-west-1', `${tag.toLowerCase()}x 100%`)).map((row) => row.uid)).toEqual([
        named.uid,
      ]);
      expect(await projectOwners(db(), 'eu-west-1', `${tag}_`)).toEqual([]);
      expect(await projectOwners(db(), 'eu-west-1', `${tag}%`)).toEqual([]);
    });
  });

  describe('assets', () => {
    it('list in code point order and page kind by kind, each kind by name, after the last name of the page before', async () => {
      const project = await newProject(db());
      const assets = new AssetRepository(db());
      for (const name of NAMES) await assets.insert(asset(project.id, `${name}.png`));
      for (const name of ['b.mp4', 'a.mp4'])
        await assets.insert(asset(project.id, name, { type: 'video', mimetype: 'video/mp4' }));
      await assets.insert(asset(project.id, 'font.ttf', { type: 'font', mimetype: 'font/ttf' }));
      const images = byCodePoint(NAMES.map((name) => `${name}.png`));
      expect((await assets.list(project.id)).map((row) => row.name)).toEqual(
        byCodePoint([...images, 'a.mp4', 'b.mp4', 'font.ttf']),
      );

      // video, image, ..., font (ASSET_TYPES order), four at a time.
      const all: string[] = [];
      let from: { kind: number; after?: string } = { kind: 0 };
      for (;;) {
        const page = await assets.page(project.id, from, 4);
        all.push(...page.map((row) => row.name));
        if (page.length < 4) break;
        const last = page.at(-1)!;
        from = {
          kind: ['video', 'image', 'audio', 'font', 'datasource', 'positiondata', 'other'].indexOf(last.type),
          after: last.name,
        };
      }
      expect(all).toEqual(['a.mp4', 'b.mp4', ...images, 'font.ttf']);
      expect((await assets.page(project.id, { kind: 1, after: images[5] }, 3)).map((row) => row.name)).toEqual(
        images.slice(6, 9),
      );
      // The last image: the page goes on with the next kinds that have assets.
      expect((await assets.page(project.id, { kind: 1, after: images.at(-1) }, 3)).map((row) => row.name)).toEqual([
        'font.ttf',
      ]);
    });

    it('keep sizes past 2^32 and long media info, replace with the next revision, and delete', async () => {
      const project = await newProject(db());
      const assets = new AssetRepository(db());
      const mediaInfo = JSON.stringify({
        streams: Array.from({ length: 2_000 }, (_, i) => ({ index: i, title: `piste ${i} — ✓` })),
      });
      const size = 5 * 2 ** 30 + 7;
      const row = await assets.insert(asset(project.id, 'big.mov', { type: 'video', size, media_info: mediaInfo }));
      // Revisions count from 1 (the column's default).
      expect(row).toMatchObject({ id: expect.any(Number), size, revision: 1 });
      expect(row.media_info === mediaInfo).toBe(true);
      expect(await assets.findByName(project.id, 'big.mov')).toEqual(row);
      expect(await assets.findByUid(project.id, row.uid)).toEqual(row);
      expect(await assets.findByName(project.id, 'BIG.mov')).toBeUndefined();
      const replaced = await assets.replace(row.id, {
        size: 2 ** 53 - 1,
        mimetype: 'video/quicktime',
        media_info: null,
        date_modified: '2030-02-02T00:00:00.000Z',
      });
      expect(replaced).toEqual({
        ...row,
        size: 2 ** 53 - 1,
        mimetype: 'video/quicktime',
        media_info: null,
        date_modified: '2030-02-02T00:00:00.000Z',
        revision: 2,
      });
      expect(
        (await assets.replace(row.id, { size: 0, mimetype: '', media_info: '', date_modified: AT })).revision,
      ).toBe(3);
      expect((await assets.findByUid(project.id, row.uid))?.media_info).toBe('');
      await assets.delete(row.id);
      expect(await assets.findByUid(project.id, row.uid)).toBeUndefined();
    });

    it('refuse a name taken in the project (not in another) with a unique-key error; many go in one transaction, all or none', async () => {
      const project = await newProject(db());
      const other = await newProject(db());
      const assets = new AssetRepository(db());
      await assets.insert(asset(project.id, 'logo.png'));
      expect(isUniqueViolation(await rejection(assets.insert(asset(project.id, 'logo.png'))))).toBe(true);
      await assets.insert(asset(other.id, 'logo.png'));
      await assets.insert(asset(project.id, 'LOGO.png'));

      const many = Array.from({ length: 1_234 }, (_, i) =>
        asset(project.id, `frame-${String(i).padStart(4, '0')}.png`),
      );
      await assets.insertMany(many);
      expect(await assets.list(project.id)).toHaveLength(1_236);
      // The last slice repeats a name: nothing of the call stays.
      const failing = Array.from({ length: 600 }, (_, i) => asset(other.id, `x-${i}.png`));
      failing.push(asset(other.id, 'x-0.png'));
      expect(isUniqueViolation(await rejection(assets.insertMany(failing)))).toBe(true);
      expect((await assets.list(other.id)).map((row) => row.name)).toEqual(['logo.png']);
    });
  });

  describe('datasources', () => {
    const metadata: StoredDatasource = {
      key_column: 'Clé',
      media_columns: ['Photo', 'Vidéo 😀'],
      key_column_candidates: ['Clé', 'id'],
      columns: ['Clé', 'id', 'Photo', 'Vidéo 😀', ''],
      parse_data: { delimiter: ';', first_line_is_header: true },
      rowcount: 3_000_000_000,
      file_delimiter: ',',
    };

    it('save (insert, then replace), update the selection, and delete; gone with their asset', async () => {
      const project = await newProject(db());
      const assets = new AssetRepository(db());
      const datasources = new DatasourceRepository(db());
      const row = await assets.insert(asset(project.id, 'table.csv', { type: 'datasource', mimetype: 'text/csv' }));
      expect(await datasources.get(row.id)).toBeUndefined();
      await datasources.save(row.id, metadata);
      expect(await datasources.get(row.id)).toEqual(metadata);
      await datasources.save(row.id, { ...metadata, rowcount: 0, columns: [], file_delimiter: '\t' });
      expect(await datasources.get(row.id)).toEqual({ ...metadata, rowcount: 0, columns: [], file_delimiter: '\t' });
      await datasources.updateSelection(row.id, 'id', []);
      expect(await datasources.get(row.id)).toMatchObject({ key_column: 'id', media_columns: [] });
      await datasources.delete(row.id);
      expect(await datasources.get(row.id)).toBeUndefined();

      await datasources.save(row.id, metadata);
      await assets.delete(row.id);
      expect(await db().selectFrom('datasources').select('asset_id').where('asset_id', '=', row.id).execute()).toEqual(
        [],
      );
    });
  });

  describe('movies and XML templates', () => {
    it('movies: list and page by name in code point order, touch to the next revision, one name a project', async () => {
      const project = await newProject(db());
      const movies = new MovieRepository(db());
      for (const name of NAMES)
        await movies.insert({ uid: unique('mov'), project_id: project.id, name, date_created: AT, date_modified: AT });
      const sorted = byCodePoint(NAMES);
      expect((await movies.list(project.id)).map((row) => row.name)).toEqual(sorted);
      const pages: string[][] = [];
      for (let after: string | undefined; ; ) {
        const page = await movies.page(project.id, after, 4);
        if (page.length === 0) break;
        pages.push(page.map((row) => row.name));
        after = page.at(-1)!.name;
      }
      expect(pages.flat()).toEqual(sorted);
      expect(pages[0]).toHaveLength(4);

      const movie = (await movies.findByName(project.id, 'émile'))!;
      expect(movie).toMatchObject({ name: 'émile', revision: 1, date_created: AT });
      expect(await movies.findByName(project.id, 'Émile')).toBeUndefined();
      const touched = await movies.touch(movie.id, '2030-06-01T00:00:00.001Z');
      expect(touched).toEqual({ ...movie, revision: 2, date_modified: '2030-06-01T00:00:00.001Z' });
      expect(
        isUniqueViolation(
          await rejection(
            movies.insert({
              uid: unique('mov'),
              project_id: project.id,
              name: 'émile',
              date_created: AT,
              date_modified: AT,
            }),
          ),
        ),
      ).toBe(true);
      await movies.delete(movie.id);
      expect(await movies.findByName(project.id, 'émile')).toBeUndefined();
    });

    it('templates: list and page by name, update the format, one name a project', async () => {
      const project = await newProject(db());
      const compdata = new CompdataRepository(db());
      for (const name of ['b', 'A', 'a', 'ä'])
        await compdata.insert({
          uid: unique('cd'),
          project_id: project.id,
          name,
          width: 1920,
          height: 1080,
          fps: '30000/1001',
          date_created: AT,
          date_modified: AT,
        });
      expect((await compdata.list(project.id)).map((row) => row.name)).toEqual(['A', 'a', 'b', 'ä']);
      expect((await compdata.page(project.id, 'a', 10)).map((row) => row.name)).toEqual(['b', 'ä']);
      expect((await compdata.page(project.id, undefined, 1)).map((row) => row.name)).toEqual(['A']);
      const row = (await compdata.findByName(project.id, 'ä'))!;
      const updated = await compdata.update(
        row.id,
        { width: 7680, height: 4320, fps: '25/1' },
        '2030-01-03T00:00:00.000Z',
      );
      expect(updated).toEqual({
        ...row,
        width: 7680,
        height: 4320,
        fps: '25/1',
        date_modified: '2030-01-03T00:00:00.000Z',
      });
      expect(
        isUniqueViolation(
          await rejection(
            compdata.insert({
              uid: unique('cd'),
              project_id: project.id,
              name: 'ä',
              width: 1,
              height: 1,
              fps: '1/1',
              date_created: AT,
              date_modified: AT,
            }),
          ),
        ),
      ).toBe(true);
      await compdata.delete(row.id);
      expect(await compdata.findByName(project.id, 'ä')).toBeUndefined();
    });
  });

  describe('tracking versions', () => {
    it('create once (a second create of the id is false), update, list by video and id without their data, delete', async () => {
      const project = await newProject(db());
      const assets = new AssetRepository(db());
      const tracks = new TrackVersionRepository(db());
      const b = await assets.insert(asset(project.id, 'b.mp4', { type: 'video' }));
      const a = await assets.insert(asset(project.id, 'a.mp4', { type: 'video' }));
      const version = (video: number, id: string) => ({
        video_id: video,
        version_id: id,
        name: `Version ${id}`,
        data: '{"points":[]}',
        frames: 0,
        date_created: AT,
        date_modified: AT,
      });
      expect(await tracks.create(version(b.id, 'v2'))).toBe(true);
      expect(await tracks.create(version(b.id, 'v1'))).toBe(true);
      expect(await tracks.create(version(a.id, 'v9'))).toBe(true);
      expect(await tracks.create({ ...version(b.id, 'v1'), name: 'again' })).toBe(false);
      expect((await tracks.find(b.id, 'v1'))?.name).toBe('Version v1');

      const listed = await tracks.listByProject(project.id);
      expect(listed.map((row) => [row.videoname, row.version_id])).toEqual([
        ['a.mp4', 'v9'],
        ['b.mp4', 'v1'],
        ['b.mp4', 'v2'],
      ]);
      expect(listed[0]).toEqual({
        id: expect.any(Number),
        video_id: a.id,
        version_id: 'v9',
        name: 'Version v9',
        frames: 0,
        date_created: AT,
        date_modified: AT,
        videoname: 'a.mp4',
        vuid: a.uid,
      });

      expect(await tracks.update(b.id, 'v1', { name: 'Renamed ✓', date_modified: '2030-05-05T05:05:05.555Z' })).toEqual(
        {
          version_id: 'v1',
          name: 'Renamed ✓',
          frames: 0,
          date_created: AT,
          date_modified: '2030-05-05T05:05:05.555Z',
        },
      );
      expect(await tracks.update(b.id, 'nope', { date_modified: AT })).toBeUndefined();
      expect(await tracks.delete(b.id, 'v1')).toBe(true);
      expect(await tracks.delete(b.id, 'v1')).toBe(false);
      await assets.delete(b.id);
      expect((await tracks.listByProject(project.id)).map((row) => row.version_id)).toEqual(['v9']);
    });

    it('keep a version of 100,000 points (megabytes of text, a big write on SQLite) whole, and the same written at once by two', async () => {
      const project = await newProject(db());
      const video = await new AssetRepository(db()).insert(asset(project.id, 'long.mp4', { type: 'video' }));
      const tracks = new TrackVersionRepository(db());
      const data = JSON.stringify({
        points: Array.from({ length: 100_000 }, (_, frame) => ({ frame, x: frame / 7, y: -frame / 3 })),
      });
      expect(data.length).toBeGreaterThan(4 * 2 ** 20);
      const row = {
        video_id: video.id,
        version_id: 'big',
        name: 'Big',
        data,
        frames: 100_000,
        date_created: AT,
        date_modified: AT,
      };
      expect((await Promise.all([tracks.create(row), tracks.create(row)])).sort()).toEqual([false, true]);
      expect(await tracks.find(video.id, 'big')).toEqual({ ...row, id: expect.any(Number) });
      const changed = `${data.slice(0, -2)},{"frame":100000,"x":0,"y":0}]}`;
      await tracks.update(video.id, 'big', { data: changed, frames: 100_001, date_modified: AT });
      expect((await tracks.find(video.id, 'big'))?.data).toBe(changed);
    });
  });

  describe('a deleted project or user', () => {
    it('takes every row of the project with it: assets, datasources, versions, movies, templates, renders, shares, distributions, tag links', async () => {
      const project = await newProject(db());
      const asset1 = await new AssetRepository(db()).insert(asset(project.id, 'v.mp4', { type: 'video' }));
      await new DatasourceRepository(db()).save(asset1.id, {
        key_column: 'k',
        media_columns: [],
        key_column_candidates: [],
        columns: [],
        parse_data: { delimiter: ',', first_line_is_header: true },
        rowcount: 0,
        file_delimiter: ',',
      });
      await new TrackVersionRepository(db()).create({
        video_id: asset1.id,
        version_id: 'v',
        name: 'v',
        data: '{}',
        frames: 0,
        date_created: AT,
        date_modified: AT,
      });
      await new MovieRepository(db()).insert({
        uid: unique('m'),
        project_id: project.id,
        name: 'm',
        date_created: AT,
        date_modified: AT,
      });
      await new CompdataRepository(db()).insert({
        uid: unique('c'),
        project_id: project.id,
        name: 'c',
        width: 1,
        height: 1,
        fps: '1/1',
        date_created: AT,
        date_modified: AT,
      });
      const renderId = unique('r');
      await db()
        .insertInto('renders')
        .values({
          id: renderId,
          token_hash: unique('h'),
          owner_id: project.owner_id,
          project_id: project.id,
          movie_name: '',
          movie: '',
          story: null,
          params: '{}',
          format: null,
          origin: 'render',
          created_at: AT,
          region: null,
        })
        .execute();
      await db()
        .insertInto('shares')
        .values({
          id: unique('s'),
          owner_id: project.owner_id,
          project_id: project.id,
          username: 'u',
          region: project.region,
          prjuid: project.uid,
          movie: 'm',
          kind: 'movie',
          created_at: AT,
        })
        .execute();
      await db()
        .insertInto('distributions')
        .values({ project_id: project.id, region: 'us-east-1', state: 'PUBLISHED', created_at: AT })
        .execute();
      const tag = await db()
        .insertInto('tags')
        .values({ owner_id: project.owner_id, region: project.region, path: 't', created_at: AT })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('tag_projects')
        .values({ tag_id: tag.id, project_id: project.id, created_at: AT })
        .execute();

      expect(await new ProjectRepository(db()).deleteOwned(project.owner_id, project.region, project.uid)).toBe(true);
      const left = async (
        table: 'assets' | 'movies' | 'compdata' | 'renders' | 'shares' | 'distributions' | 'tag_projects',
      ) => (await db().selectFrom(table).select('project_id').where('project_id', '=', project.id).execute()).length;
      expect(
        await Promise.all(
          ['assets', 'movies', 'compdata', 'renders', 'shares', 'distributions', 'tag_projects'].map((t) =>
            left(t as 'assets'),
          ),
        ),
      ).toEqual([0, 0, 0, 0, 0, 0, 0]);
      expect(
        await db().selectFrom('datasources').select('asset_id').where('asset_id', '=', asset1.id).execute(),
      ).toEqual([]);
      expect(await db().selectFrom('track_versions').select('id').where('video_id', '=', asset1.id).execute()).toEqual(
        [],
      );
      // The tag is the user's, not the project's: it stays.
      expect(await db().selectFrom('tags').select('id').where('id', '=', tag.id).execute()).toEqual([{ id: tag.id }]);

      await db().deleteFrom('users').where('id', '=', project.owner_id).execute();
      expect(await db().selectFrom('tags').select('id').where('id', '=', tag.id).execute()).toEqual([]);
    });
  });
});
