import { describe, expect, it } from 'vitest';
import { SessionAnalytics } from '../../src/analytics/session-analytics.ts';
import { isUniqueViolation } from '../../src/db/database-errors.ts';
import { sha256Hex } from '../../src/lib/secrets.ts';
import { projectPlaces } from '../../src/render/legacy-render-sweep.ts';
import { DistributionRepository } from '../../src/projects/distribution-store.ts';
import { RenderSessionRepository, type NewRenderSessionRow } from '../../src/render/render-session-store.ts';
import { RenderRepository, type RenderRow } from '../../src/render/render-store.ts';
import { ShareRepository, type ShareRow } from '../../src/share/share-store.ts';
import { eachAdapter, newProject, newUser, rejection, unique, useDatabase } from './database-adapters.ts';

// Render tokens, render sessions with their error logs and rollup, the analytics read from them,
// shares and distributions: renders.ts, render-sessions.ts, analytics/session-analytics.ts,
// shares.ts, distributions.ts, and render/legacy-render-sweep.ts's projectPlaces.
const AT = '2030-01-02T03:04:05.678Z';
// Epoch seconds past 2^31 (2038): the rollup's second and the sessions' milliseconds are 64-bit on both.
const T0 = 2_200_000_000;

const session = (ownerId: number, fields: Partial<NewRenderSessionRow> = {}): NewRenderSessionRow => ({
  id: unique('ses'),
  timestamp: T0 * 1000,
  owner_id: ownerId,
  prjuid: 'p1',
  movie: 'Movie',
  region: 'eu-west-1',
  render_id: null,
  origin: 'render',
  format: 'mp4',
  width: 1920,
  height: 1080,
  duration: 2.5,
  frames: 63,
  success: 1,
  elapsed_ms: 1200,
  parent_token: null,
  ...fields,
});

eachAdapter((adapter) => {
  const db = useDatabase(adapter);

  describe('render tokens', () => {
    it('are found by id and by the token’s digest, an empty movie and a null story as they were', async () => {
      const project = await newProject(db());
      const renders = new RenderRepository(db());
      const row: RenderRow = {
        id: unique('r'),
        token_hash: sha256Hex(unique('token')),
        owner_id: project.owner_id,
        project_id: project.id,
        movie_name: '',
        movie: '',
        story: null,
        params: JSON.stringify({ név: 'Ünïcødé', emoji: '😀', empty: '' }),
        format: null,
        origin: 'media',
        created_at: AT,
        region: null,
      };
      await renders.insert(row);
      expect(await renders.findById(row.id)).toEqual(row);
      expect(await renders.findByTokenHash(row.token_hash)).toEqual(row);
      expect(await renders.findByTokenHash(row.token_hash.toUpperCase())).toBeUndefined();
      const story = {
        ...row,
        id: unique('r'),
        token_hash: sha256Hex(unique('token')),
        story: '{"scenes":[]}',
        movie_name: 'Story',
        format: 'webm',
        region: 'us-east-1',
      };
      await renders.insert(story);
      expect(await renders.findById(story.id)).toEqual(story);
      expect(isUniqueViolation(await rejection(renders.insert({ ...row, id: unique('r') })))).toBe(true);
    });
  });

  describe('render sessions', () => {
    it('record a session with its error log in one go, read back as the analytics record', async () => {
      const user = await newUser(db());
      const sessions = new RenderSessionRepository(db());
      const row = session(user.id, {
        success: 0,
        duration: 0.04,
        render_id: 'rid',
        kind: 'frame',
        timestamp: T0 * 1000 + 999,
      });
      const errors = Array.from({ length: 7 }, (_, i) => ({
        message: `Fehler ${i} — ✗`,
        scenes: ['Intro', `Szene ${i}`],
        context: i % 2 ? 'render' : '',
        frame: i === 3 ? null : i * 2 ** 31,
      }));
      await sessions.record(row, errors);
      expect(await sessions.get(user.id, row.id)).toEqual({
        sessionid: row.id,
        timestamp: new Date(T0 * 1000 + 999).toISOString(),
        prjuid: 'p1',
        movie: 'Movie',
        region: 'eu-west-1',
        origin: 'render',
        format: 'mp4',
        width: 1920,
        height: 1080,
        duration: 0.04,
        frames: 63,
        success: false,
        elapsed_ms: 1200,
        kind: 'frame',
      });
      expect(await sessions.get(user.id + 1_000_000, row.id)).toBeUndefined();
      const log = await sessions.errors(user.id, row.id, { offset: 2, limit: 3 });
      expect(log).toEqual(
        [2, 3, 4].map((i) => ({
          '@timestamp': new Date(T0 * 1000 + 999 + 1200).toISOString(),
          sessionid: row.id,
          message: `Fehler ${i} — ✗`,
          scenes: ['Intro', `Szene ${i}`],
          context: i % 2 ? 'render' : '',
          frame: i === 3 ? null : i * 2 ** 31,
        })),
      );
      expect(await sessions.errors(user.id, row.id, { offset: 7 })).toEqual([]);
      expect(await sessions.errors(user.id + 1_000_000, row.id)).toEqual([]);
    });

    it('record nothing of a session whose error log cannot be written (one transaction)', async () => {
      const user = await newUser(db());
      const sessions = new RenderSessionRepository(db());
      const row = session(user.id);
      await sessions.record(row);
      // The same id again: refused, and its rollup counts not added.
      expect(
        isUniqueViolation(
          await rejection(sessions.record(row, [{ message: 'm', scenes: [], context: '', frame: null }])),
        ),
      ).toBe(true);
      const rollup = await db()
        .selectFrom('render_session_seconds')
        .select(['renders'])
        .where('owner_id', '=', user.id)
        .execute();
      expect(rollup).toEqual([{ renders: 1 }]);
      expect(await db().selectFrom('render_errors').select('id').where('session_id', '=', row.id).execute()).toEqual(
        [],
      );
    });

    it('list newest first (the id breaking ties), by every filter, at most the limit', async () => {
      const user = await newUser(db());
      const sessions = new RenderSessionRepository(db());
      const rows = [
        session(user.id, { id: `${unique('b')}`, timestamp: T0 * 1000 }),
        session(user.id, { id: `${unique('a')}`, timestamp: T0 * 1000 }),
        session(user.id, { timestamp: T0 * 1000 + 1, success: 0, prjuid: 'p2' }),
        session(user.id, { timestamp: T0 * 1000 + 2, movie: 'Другой', render_id: 'r1' }),
        session(user.id, { timestamp: T0 * 1000 + 3, region: 'us-east-1' }),
      ];
      for (const row of rows) await sessions.record(row);
      const [b, a, failed, other, us] = rows.map((row) => row.id);
      const ids = async (query: Partial<Parameters<RenderSessionRepository['list']>[0]>) =>
        (await sessions.list({ ownerId: user.id, ...query })).map((row) => row.sessionid);
      expect(await ids({})).toEqual([us, other, failed, ...[a!, b!].sort()]);
      expect(await ids({ from: T0 * 1000 + 1, to: T0 * 1000 + 3 })).toEqual([other, failed]);
      expect(await ids({ prjuid: 'p2' })).toEqual([failed]);
      expect(await ids({ movie: 'Другой' })).toEqual([other]);
      expect(await ids({ region: 'us-east-1' })).toEqual([us]);
      expect(await ids({ renderId: 'r1' })).toEqual([other]);
      expect(await ids({ errorsOnly: true })).toEqual([failed]);
      expect(await ids({ limit: 2 })).toEqual([us, other]);
      expect(await ids({ ownerId: user.id + 1_000_000 })).toEqual([]);
    });

    it('keep the rollup by second, project, movie, region and kind: counted kinds only, not cancelled ones, costs by resolution', async () => {
      const user = await newUser(db());
      const sessions = new RenderSessionRepository(db());
      await sessions.record(session(user.id, { timestamp: T0 * 1000 + 10, duration: 2.5 }));
      await sessions.record(
        session(user.id, { timestamp: T0 * 1000 + 990, duration: 1.25, width: 3840, height: 2160 }),
      );
      await sessions.record(session(user.id, { timestamp: T0 * 1000 + 500, success: 0 }));
      await sessions.record(session(user.id, { timestamp: T0 * 1000 + 20, kind: 'system' }));
      await sessions.record(session(user.id, { timestamp: T0 * 1000 + 30, cancelled: 'gone' }));
      await sessions.record(session(user.id, { timestamp: T0 * 1000 + 1000, kind: 'batch' }));
      const rollup = await db()
        .selectFrom('render_session_seconds')
        .selectAll()
        .where('owner_id', '=', user.id)
        .orderBy('second')
        .orderBy('kind')
        .execute();
      const key = { owner_id: user.id, prjuid: 'p1', movie: 'Movie', region: 'eu-west-1' };
      expect(rollup).toEqual([
        { ...key, second: T0, kind: 'export', renders: 3, failed: 1, seconds: 3.75, cost: 2.5 * 4 + 1.25 * 8 },
        { ...key, second: T0 + 1, kind: 'batch', renders: 1, failed: 0, seconds: 2.5, cost: 10 },
      ]);
    });

    it('add up in the rollup when many are recorded at once, one by one or many in one call (2,000 rows: several statements)', async () => {
      const user = await newUser(db());
      const sessions = new RenderSessionRepository(db());
      await Promise.all(Array.from({ length: 20 }, () => sessions.record(session(user.id, { duration: 1 }))));
      await sessions.recordMany(
        Array.from({ length: 2_000 }, (_, i) =>
          session(user.id, {
            timestamp: (T0 + (i % 2)) * 1000 + (i % 1000),
            duration: 0.5,
            success: i % 10 === 0 ? 0 : 1,
          }),
        ),
      );
      await sessions.recordMany([]);
      const rollup = await db()
        .selectFrom('render_session_seconds')
        .select(['second', 'renders', 'failed', 'seconds'])
        .where('owner_id', '=', user.id)
        .orderBy('second')
        .execute();
      expect(rollup).toEqual([
        { second: T0, renders: 20 + 1_000, failed: 200, seconds: 20 + 400 },
        { second: T0 + 1, renders: 1_000, failed: 0, seconds: 500 },
      ]);
      expect((await sessions.list({ ownerId: user.id })).length).toBe(2_020);
    });
  });

  describe('analytics', () => {
    it('search: buckets, regions and kinds most first, totals and a page of hits, from the rollup, scoped by owner and filters', async () => {
      const user = await newUser(db());
      const someoneElse = await newUser(db());
      const sessions = new RenderSessionRepository(db());
      await sessions.recordMany([
        session(user.id, { id: 'h1', timestamp: (T0 + 5) * 1000 }),
        session(user.id, { id: 'h2', timestamp: (T0 + 65) * 1000, region: 'us-east-1', success: 0 }),
        session(user.id, { id: 'h3', timestamp: (T0 + 125) * 1000 + 500, kind: 'share', prjuid: 'p2' }),
        session(user.id, { id: 'h4', timestamp: (T0 + 130) * 1000, kind: 'system' }),
        session(user.id, { id: 'h5', timestamp: (T0 + 1000) * 1000 }),
        session(someoneElse.id, { id: 'x1', timestamp: (T0 + 5) * 1000 }),
      ]);
      const analytics = new SessionAnalytics(db());
      const query = { from: T0, to: T0 + 180, interval: 60, buckets: 3, size: 2, offset: 0 };
      const reply = await analytics.search(user.id, query, { from: T0, to: T0 + 180 }, {});
      expect(reply.aggregations).toEqual({
        renders: {
          buckets: [
            { key: T0 * 1000, doc_count: 1, errors: 0 },
            { key: (T0 + 60) * 1000, doc_count: 1, errors: 1 },
            { key: (T0 + 120) * 1000, doc_count: 1, errors: 0 },
          ],
        },
        regions: {
          buckets: [
            { key: 'eu-west-1', doc_count: 2 },
            { key: 'us-east-1', doc_count: 1 },
          ],
        },
        kinds: {
          buckets: [
            { key: 'export', doc_count: 2 },
            { key: 'share', doc_count: 1 },
          ],
        },
        totals: { renders: 3, failed: 1, seconds: 5, cost: 20 },
      });
      expect(reply.hits.total).toBe(3);
      expect(reply.hits.hits.map((hit) => [hit.sessionid, hit.cost])).toEqual([
        ['h3', 10],
        ['h2', 0],
      ]);
      const page2 = await analytics.search(user.id, { ...query, offset: 2 }, { from: T0, to: T0 + 180 }, {});
      expect(page2.hits.hits.map((hit) => hit.sessionid)).toEqual(['h1']);
      const failed = await analytics.search(
        user.id,
        query,
        { from: T0, to: T0 + 180 },
        { errorsOnly: true, region: 'us-east-1' },
      );
      expect(failed.aggregations.totals).toEqual({ renders: 1, failed: 1, seconds: 0, cost: 0 });
      expect(failed.hits.hits.map((hit) => hit.sessionid)).toEqual(['h2']);
      const p2 = await analytics.search(
        user.id,
        { ...query, size: 0 },
        { from: T0, to: T0 + 180 },
        { project: 'p2', movie: 'Movie' },
      );
      expect([p2.hits.total, p2.hits.hits]).toEqual([1, []]);
      // Buckets that do not start on a whole minute: 58 s and 118 s in are both in the first of 150 s (whole division, no rounding).
      const shifted = await analytics.search(
        user.id,
        { ...query, from: T0 + 7, buckets: 2, interval: 150 },
        { from: T0 + 7, to: T0 + 307 },
        {},
      );
      expect(shifted.aggregations.renders.buckets.map((bucket) => bucket.doc_count)).toEqual([2, 0]);
    });

    it('project stats: by UTC month and project, the project’s name while it exists, kinds beside the sums', async () => {
      const user = await newUser(db());
      const project = await newProject(db(), { owner: user, name: 'Ünïcødé' });
      const sessions = new RenderSessionRepository(db());
      // The last millisecond of January and the first of February, UTC.
      const endOfJanuary = Date.UTC(2040, 0, 31, 23, 59, 59, 999);
      await sessions.recordMany([
        session(user.id, { prjuid: project.uid, timestamp: endOfJanuary, duration: 1.5 }),
        session(user.id, { prjuid: project.uid, timestamp: endOfJanuary + 1, kind: 'batch' }),
        session(user.id, { prjuid: project.uid, timestamp: endOfJanuary + 2, success: 0 }),
        session(user.id, { prjuid: 'gone', timestamp: endOfJanuary + 3 }),
        session(user.id, { prjuid: project.uid, timestamp: endOfJanuary + 4, region: 'us-east-1' }),
      ]);
      const from = Math.floor(Date.UTC(2040, 0, 1) / 1000);
      const to = Math.floor(Date.UTC(2040, 2, 1) / 1000);
      const stats = await new SessionAnalytics(db()).projectStats(user.id, 'eu-west-1', {
        from,
        to,
        months: ['2040-01', '2040-02'],
      });
      expect(stats.rows).toEqual([
        {
          prjuid: project.uid,
          name: 'Ünïcødé',
          region: 'eu-west-1',
          month: '2040-01',
          renders: 1,
          failed: 0,
          seconds: 1.5,
          cost: 6,
          kinds: { export: 1 },
        },
        {
          prjuid: 'gone',
          region: 'eu-west-1',
          month: '2040-02',
          renders: 1,
          failed: 0,
          seconds: 2.5,
          cost: 10,
          kinds: { export: 1 },
        },
        {
          prjuid: project.uid,
          name: 'Ünïcødé',
          region: 'eu-west-1',
          month: '2040-02',
          renders: 2,
          failed: 1,
          seconds: 2.5,
          cost: 10,
          kinds: { batch: 1, export: 1 },
        },
      ]);
      expect(stats.totals).toEqual({ renders: 4, failed: 1, seconds: 6.5, cost: 26 });
    });

    it('a session’s error log in a window and pages with its total, the caller’s own session, and what a token maps to', async () => {
      const user = await newUser(db());
      const project = await newProject(db(), { owner: user });
      const sessions = new RenderSessionRepository(db());
      const analytics = new SessionAnalytics(db());
      const row = session(user.id, { prjuid: project.uid, elapsed_ms: 0 });
      await sessions.record(
        row,
        Array.from({ length: 5 }, (_, i) => ({ message: `e${i}`, scenes: [], context: '', frame: i })),
      );
      const errors = await analytics.sessionErrors(row.id, { from: T0, to: T0 + 1 }, { offset: 1, limit: 2 });
      expect(errors.total).toBe(5);
      expect(errors.errorlogs.map((entry) => entry.message)).toEqual(['e1', 'e2']);
      expect(
        (await analytics.sessionErrors(row.id, { from: T0 + 1, to: T0 + 2 }, { offset: 0, limit: 10 })).total,
      ).toBe(0);
      expect((await analytics.ownSession(user.id, project.uid, row.id))?.id).toBe(row.id);
      expect(await analytics.ownSession(user.id, 'other', row.id)).toBeUndefined();

      // A batch queue's rows, a render token's renders, a session itself.
      const queue = unique('q');
      await db()
        .insertInto('batch_runs')
        .values({
          id: queue,
          owner_id: user.id,
          region: 'eu-west-1',
          routing: 'default',
          task_limit: 10,
          state: 'done',
          secret: 's',
          created_at: 0,
        })
        .execute();
      const token = unique('render-token');
      await new RenderRepository(db()).insert({
        id: unique('rec'),
        token_hash: sha256Hex(token),
        owner_id: user.id,
        project_id: project.id,
        movie_name: 'm',
        movie: '{}',
        story: null,
        params: '{}',
        format: 'mp4',
        origin: 'render',
        created_at: AT,
        region: null,
      });
      const record = (
        await db()
          .selectFrom('renders')
          .select('id')
          .where('token_hash', '=', sha256Hex(token))
          .executeTakeFirstOrThrow()
      ).id;
      await sessions.recordMany([
        session(user.id, { id: 'c2', parent_token: queue, timestamp: T0 * 1000 + 2 }),
        session(user.id, { id: 'c1', parent_token: queue, timestamp: T0 * 1000 + 1 }),
        session(user.id, { id: 'r1', render_id: record }),
      ]);
      expect(await analytics.tokenMapping(user.id, queue, undefined)).toEqual({
        mappings: [{ parenttoken: queue, childtokens: ['c1', 'c2'] }],
      });
      expect(await analytics.tokenMapping(user.id, queue, { from: T0, to: T0 + 1 })).toEqual({
        mappings: [{ parenttoken: queue, childtokens: ['c1', 'c2'] }],
      });
      expect(await analytics.tokenMapping(user.id, token, undefined)).toEqual({
        mappings: [{ parenttoken: token, childtokens: ['r1'] }],
      });
      expect(await analytics.tokenMapping(user.id, row.id, undefined)).toEqual({
        mappings: [{ parenttoken: row.id, childtokens: [row.id] }],
      });
      expect(await analytics.tokenMapping(user.id + 1_000_000, queue, undefined)).toEqual({ mappings: [] });
    });
  });

  describe('shares', () => {
    it('keep the first of an id written twice, found by anyone or by their owner, deleted by movie (not the story of the same name), by owner or by id', async () => {
      const project = await newProject(db());
      const shares = new ShareRepository(db());
      const share = (kind: 'movie' | 'story', movie: string): ShareRow => ({
        id: unique('sh'),
        owner_id: project.owner_id,
        project_id: project.id,
        username: project.owner.username,
        region: project.region,
        prjuid: project.uid,
        movie,
        kind,
        created_at: AT,
      });
      const movie = share('movie', 'Film ✓');
      await shares.upsert(movie);
      await shares.upsert({ ...movie, movie: 'Other' });
      expect(await shares.find(movie.id)).toEqual(movie);
      // The same share made at once by two requests: one row, no error.
      const twice = share('movie', 'Twice');
      await Promise.all([shares.upsert(twice), shares.upsert(twice)]);
      expect(await db().selectFrom('shares').select('id').where('id', '=', twice.id).execute()).toHaveLength(1);
      expect(await shares.findOwned(project.owner_id + 1_000_000, movie.id)).toBeUndefined();
      const story = share('story', 'Film ✓');
      const second = share('movie', 'Film ✓');
      await shares.upsert(story);
      await shares.upsert(second);
      expect(await shares.storyShares(project.id)).toEqual([{ id: story.id, movie: 'Film ✓' }]);
      expect((await shares.deleteForMovie(project.id, 'Film ✓')).sort()).toEqual([movie.id, second.id].sort());
      expect(await shares.deleteForMovie(project.id, 'Film ✓')).toEqual([]);
      expect(await shares.findOwned(project.owner_id, story.id)).toEqual(story);
      expect(await shares.deleteOwned(project.owner_id + 1_000_000, story.id)).toBe(false);
      expect(await shares.deleteOwned(project.owner_id, story.id)).toBe(true);
      const last = share('movie', 'x');
      await shares.upsert(last);
      expect(await shares.deleteById(last.id)).toBe(true);
      expect(await shares.deleteById(last.id)).toBe(false);
    });
  });

  describe('distributions', () => {
    it('begin (new, or again keeping the last copy’s facts), succeed with or without a generation, fail, by region name', async () => {
      const project = await newProject(db());
      const distributions = new DistributionRepository(db());
      await distributions.begin(project.id, 'us-east-1', AT);
      await distributions.begin(project.id, 'eu-original-1', AT);
      expect(await distributions.find(project.id, 'us-east-1')).toEqual({
        project_id: project.id,
        region: 'us-east-1',
        state: 'PUBLISHING',
        fingerprint: null,
        published_at: null,
        message: null,
        speed: 0,
        created_at: AT,
        generation: null,
      });
      expect(await distributions.succeed(project.id, 'us-east-1', 'fp1', '2030-02-01T00:00:00.000Z')).toBe(true);
      expect(await distributions.succeed(project.id, 'eu-original-1', 'fp2', '2030-02-01T00:00:00.000Z', 'g7')).toBe(
        true,
      );
      expect(await distributions.succeed(project.id, 'nowhere', 'fp', AT)).toBe(false);
      await distributions.fail(project.id, 'us-east-1', 'Kein Platz ✗');
      await distributions.begin(project.id, 'us-east-1', '2031-01-01T00:00:00.000Z');
      expect(await distributions.find(project.id, 'us-east-1')).toMatchObject({
        state: 'PUBLISHING',
        fingerprint: 'fp1',
        message: null,
        created_at: AT,
        published_at: '2030-02-01T00:00:00.000Z',
      });
      expect((await distributions.list(project.id)).map((row) => [row.region, row.state, row.generation])).toEqual([
        ['eu-original-1', 'PUBLISHED', 'g7'],
        ['us-east-1', 'PUBLISHING', null],
      ]);
      expect(await distributions.setSpeed(project.id, 'us-east-1', 3)).toBe(true);
      expect(await distributions.setSpeed(project.id, 'nowhere', 3)).toBe(false);
      expect((await distributions.find(project.id, 'us-east-1'))?.speed).toBe(3);
      expect(await distributions.delete(project.id, 'eu-original-1')).toBe(true);
      expect(await distributions.delete(project.id, 'eu-original-1')).toBe(false);
    });

    it('fail every copy still publishing (at start), saying how many; every project’s place is its home and its copies', async () => {
      const project = await newProject(db());
      const distributions = new DistributionRepository(db());
      await distributions.begin(project.id, 'us-east-1', AT);
      await distributions.begin(project.id, 'eu-original-1', AT);
      await distributions.succeed(project.id, 'eu-original-1', 'fp', AT);
      const failed = await distributions.failAllPublishing('stopped');
      expect(failed).toBeGreaterThanOrEqual(1);
      expect(typeof failed).toBe('number');
      expect((await distributions.list(project.id)).map((row) => [row.region, row.state, row.message])).toEqual([
        ['eu-original-1', 'PUBLISHED', null],
        ['us-east-1', 'FAILED', 'stopped'],
      ]);
      expect(await distributions.failAllPublishing('stopped')).toBe(0);
      const places = (await projectPlaces(db())).filter((place) => place.uid === project.uid);
      expect(places.sort((a, b) => a.region.localeCompare(b.region))).toEqual([
        { region: 'eu-original-1', uid: project.uid },
        { region: 'eu-west-1', uid: project.uid },
        { region: 'us-east-1', uid: project.uid },
      ]);
    });
  });
});
