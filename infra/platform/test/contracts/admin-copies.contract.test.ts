import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { anyCopyTask } from '../../src/admin/copy-between-users.ts';
import { AuditLog } from '../../src/accounts/audit-log.ts';
import { CLIENT_ERROR_MAX_GROUPS, ClientErrorStore } from '../../src/analytics/client-errors.ts';
import { databaseLock } from '../../src/db/advisory-lock.ts';
import { databaseRefusal } from '../../src/db/database-errors.ts';
import { isPostgres } from '../../src/db/dialect.ts';
import { commitCopy } from '../../src/project-copy/copy-commit.ts';
import { readSource } from '../../src/project-copy/copy-source.ts';
import type { CopyEngine } from '../../src/project-copy/copy-engine.ts';
import { commitMigration, copiesToRemove } from '../../src/project-copy/migration-journal.ts';
import { ProjectTaskStore } from '../../src/project-copy/task-store.ts';
import { AssetRepository } from '../../src/assets/asset-store.ts';
import { DatasourceRepository } from '../../src/assets/datasource-store.ts';
import { MovieRepository } from '../../src/movies/movie-store.ts';
import { CompdataRepository } from '../../src/compositions/compdata-store.ts';
import { TrackVersionRepository } from '../../src/track-versions/track-version-store.ts';
import { UserRepository } from '../../src/accounts/user-store.ts';
import { eachAdapter, newProject, newUser, rejection, unique, useDatabase } from './database-adapters.ts';

// The admin's tables (accounts/audit-log.ts, analytics/client-errors.ts), project copies and
// migrations (project-copy/task-store.ts, copy-source.ts, copy-commit.ts, migration.ts's
// commitMigration, admin/copy-between-users.ts's anyCopyTask), db/advisory-lock.ts, and a text
// only one of the two can store (db/database-errors.ts).
const AT = '2030-01-02T03:04:05.678Z';
const hex = () =>
  unique('')
    .replace(/[^0-9a-z]/g, '')
    .padEnd(32, '0')
    .slice(0, 32)
    .replace(/[g-z]/g, 'a');

eachAdapter((adapter) => {
  const db = useDatabase(adapter);

  describe('the admin’s tables (a database of their own: they are read whole)', () => {
    const own = useDatabase(adapter);

    it('audit log: newest first in pages, the next page after the last id of the one before', async () => {
      let now = Date.UTC(2030, 0, 1);
      const audit = new AuditLog(own(), () => now++);
      for (let i = 0; i < 5; i++)
        await audit.record({
          who: 'admin',
          whom: `user-${i}`,
          what: i % 2 ? 'copy' : 'assume',
          ...(i === 4 ? { detail: 'acting as ünïcødé' } : {}),
        });
      const first = await audit.page({ size: 2 });
      expect(first.Entries.map((entry) => entry.whom)).toEqual(['user-4', 'user-3']);
      expect(first.Entries[0]).toEqual({
        who: 'admin',
        whom: 'user-4',
        what: 'assume',
        detail: 'acting as ünïcødé',
        when: new Date(Date.UTC(2030, 0, 1) + 4).toISOString(),
      });
      expect(first.Metadata).toEqual({ Count: 2, PageToken: expect.stringMatching(/^\d+$/) });
      const second = await audit.page({ size: 2, before: Number(first.Metadata.PageToken) });
      expect(second.Entries.map((entry) => entry.whom)).toEqual(['user-2', 'user-1']);
      const last = await audit.page({ size: 2, before: Number(second.Metadata.PageToken) });
      expect(last).toEqual({
        Entries: [expect.objectContaining({ whom: 'user-0', detail: '' })],
        Metadata: { Count: 1 },
      });
    });

    it('client errors: the same report counted in its group, also when sent at once on many connections; groups last seen first', async () => {
      let now = Date.UTC(2030, 0, 1);
      const errors = new ClientErrorStore(own(), () => now);
      const report = { from: 'projects', to: 'project.movies', error: 'raced', version: '0.1.0' };
      await Promise.all(Array.from({ length: 8 }, () => errors.report(report)));
      now += 1;
      await errors.report({ ...report, error: 'Ärger 😀' });
      const groups = await errors.list();
      expect(groups.map((group) => [group.error, group.count])).toEqual([
        ['Ärger 😀', 1],
        ['raced', 8],
      ]);
      expect(groups[1]).toEqual({
        ...report,
        count: 8,
        first: new Date(Date.UTC(2030, 0, 1)).toISOString(),
        last: new Date(Date.UTC(2030, 0, 1)).toISOString(),
      });
    });

    it('client errors: a new group past the most kept pushes out the one seen longest ago', async () => {
      const at = (i: number) => new Date(Date.UTC(2020, 0, 1) + i).toISOString();
      const have = Number(
        (
          await own()
            .selectFrom('client_errors')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      const rows = Array.from({ length: CLIENT_ERROR_MAX_GROUPS - have }, (_, i) => ({
        from_state: 'a',
        to_state: 'b',
        error: `old ${i}`,
        version: '1',
        count: 1,
        first_at: at(i),
        last_at: at(i),
      }));
      for (let start = 0; start < rows.length; start += 1000)
        await own()
          .insertInto('client_errors')
          .values(rows.slice(start, start + 1000))
          .execute();
      await new ClientErrorStore(own(), () => Date.UTC(2031, 0, 1)).report({
        from: 'x',
        to: 'y',
        error: 'newest',
        version: '2',
      });
      const errors = await own()
        .selectFrom('client_errors')
        .select('error')
        .where('error', 'in', ['old 0', 'old 1', 'newest'])
        .orderBy('error')
        .execute();
      expect(errors.map((row) => row.error)).toEqual(['newest', 'old 1']);
      expect(
        Number(
          (
            await own()
              .selectFrom('client_errors')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBe(CLIENT_ERROR_MAX_GROUPS);
    });
  });

  describe('project tasks', () => {
    const taskRow = (ownerId: number, fields: Partial<Parameters<ProjectTaskStore['insert']>[0]> = {}) => ({
      id: hex(),
      kind: 'copy',
      owner_id: ownerId,
      source_uid: unique('src'),
      source_region: 'eu-west-1',
      target_region: 'us-east-1',
      target_uid: unique('dst'),
      status: 'running',
      staging: `.copy-${hex()}`,
      created_at: AT,
      detail: '[]',
      ...fields,
    });

    it('insert and find (the owner’s of the kind, or any), the running ones of a source, update, end once, prune the ended before a time', async () => {
      const user = await newUser(db());
      const tasks = new ProjectTaskStore(db());
      const copy = taskRow(user.id);
      await tasks.insert(copy);
      expect(await tasks.findOwned(user.id, 'copy', copy.id)).toEqual({
        ...copy,
        phase: null,
        message: null,
        ended_at: null,
      });
      expect(await tasks.findOwned(user.id, 'migrate', copy.id)).toBeUndefined();
      expect(await tasks.findOwned(user.id + 1_000_000, 'copy', copy.id)).toBeUndefined();
      expect((await tasks.find(copy.id))?.id).toBe(copy.id);
      expect(
        (await anyCopyTask(
          {
            db: db(),
            copies: { task: async (ownerId: number, id: string) => ({ ownerId, id }) } as unknown as CopyEngine,
          },
          copy.id,
        )) as unknown,
      ).toEqual({ ownerId: user.id, id: copy.id });
      expect((await tasks.runningOn(copy.source_uid))?.id).toBe(copy.id);
      expect((await tasks.unfinished()).map((row) => row.id)).toContain(copy.id);
      await tasks.update(copy.id, { phase: 'files', detail: '{"done":1}' });
      // Two ends at once (a worker thought dead, and its replacement): one of them ends it.
      const ends = await Promise.all([
        tasks.end(copy.id, { status: 'done', ended_at: '2030-01-03T00:00:00.000Z' }),
        tasks.end(copy.id, { status: 'error', message: 'late', ended_at: AT }),
      ]);
      expect(ends.filter(Boolean)).toHaveLength(1);
      expect(await tasks.runningOn(copy.source_uid)).toBeUndefined();
      expect((await tasks.unfinished()).map((row) => row.id)).not.toContain(copy.id);
      await tasks.prune('2030-01-02T00:00:00.000Z');
      expect(await tasks.find(copy.id)).toBeDefined();
      await tasks.prune('2030-01-03T00:00:00.001Z');
      expect(await tasks.find(copy.id)).toBeUndefined();
    });

    it('a copy commits its rows and its end in one transaction; a second commit of the same task fails and leaves nothing', async () => {
      const source = await newProject(db(), { name: 'Quelle' });
      const assets = new AssetRepository(db());
      const video = await assets.insert({
        uid: unique('a'),
        project_id: source.id,
        name: 'v.mp4',
        type: 'video',
        mimetype: 'video/mp4',
        size: 6 * 2 ** 30,
        media_info: '{}',
        date_created: AT,
        date_modified: AT,
      });
      const table = await assets.insert({
        uid: unique('a'),
        project_id: source.id,
        name: 't.csv',
        type: 'datasource',
        mimetype: 'text/csv',
        size: 3,
        media_info: null,
        date_created: AT,
        date_modified: AT,
      });
      await new DatasourceRepository(db()).save(table.id, {
        key_column: 'k',
        media_columns: ['m'],
        key_column_candidates: ['k'],
        columns: ['k', 'm'],
        parse_data: { delimiter: ',', first_line_is_header: true },
        rowcount: 2,
        file_delimiter: ',',
      });
      await new TrackVersionRepository(db()).create({
        video_id: video.id,
        version_id: 'v1',
        name: 'V1',
        data: '{"points":[]}',
        frames: 0,
        date_created: AT,
        date_modified: AT,
      });
      await new MovieRepository(db()).insert({
        uid: unique('m'),
        project_id: source.id,
        name: 'Film',
        date_created: AT,
        date_modified: AT,
      });
      await new CompdataRepository(db()).insert({
        uid: unique('c'),
        project_id: source.id,
        name: 'Tpl',
        width: 1,
        height: 1,
        fps: '1/1',
        date_created: AT,
        date_modified: AT,
      });
      const target = await newUser(db());
      const tasks = new ProjectTaskStore(db());
      const task = taskRow(target.id, { source_uid: source.uid, target_region: 'eu-west-1' });
      await tasks.insert(task);

      const read = await readSource(db(), source, '/nowhere', task.target_uid, async () => false);
      expect(read.assets.map((a) => [a.row.name, a.datasource?.rowcount, a.tracks.map((t) => t.version_id)])).toEqual([
        ['t.csv', 2, []],
        ['v.mp4', undefined, ['v1']],
      ]);
      // Everything but the template was copied.
      const copied = new Set([...read.assets.map((a) => a.newUid), ...read.movies.map((m) => m.newUid)]);
      const commit = {
        source: read,
        taskId: task.id,
        ownerId: target.id,
        uid: task.target_uid,
        region: 'eu-west-1',
        name: 'Kopie',
        at: AT,
        copied,
        end: { status: 'done' as const, detail: '{}', message: null },
      };
      const project = await commitCopy(db(), tasks, commit);
      expect(project).toEqual({
        id: expect.any(Number),
        uid: task.target_uid,
        region: 'eu-west-1',
        name: 'Kopie',
        owner_id: target.id,
        date_created: AT,
        speed: 0,
      });
      const copiedAssets = await assets.list(project.id);
      expect(copiedAssets.map((a) => [a.name, a.size])).toEqual([
        ['t.csv', 3],
        ['v.mp4', 6 * 2 ** 30],
      ]);
      const copiedTable = await assets.findByName(project.id, 't.csv');
      expect((await new DatasourceRepository(db()).get(copiedTable!.id))?.columns).toEqual(['k', 'm']);
      expect((await new TrackVersionRepository(db()).listByProject(project.id)).map((t) => t.version_id)).toEqual([
        'v1',
      ]);
      expect((await new MovieRepository(db()).list(project.id)).map((m) => m.name)).toEqual(['Film']);
      expect(await new CompdataRepository(db()).list(project.id)).toEqual([]);
      expect(await tasks.find(task.id)).toMatchObject({ status: 'done', ended_at: AT });

      await expect(commitCopy(db(), tasks, { ...commit, uid: unique('again') })).rejects.toThrow(
        'the copy was ended by another process',
      );
      expect(await db().selectFrom('projects').select('id').where('owner_id', '=', target.id).execute()).toEqual([
        { id: project.id },
      ]);
    });

    it('a migration switches the project’s region, its render tokens issued at home, and drops its shares, tag links and the copies the new home ends', async () => {
      const project = await newProject(db(), { region: 'eu-west-1' });
      const owner = project.owner_id;
      await db()
        .insertInto('distributions')
        .values([
          { project_id: project.id, region: 'us-east-1', state: 'PUBLISHED', created_at: AT },
          { project_id: project.id, region: 'eu-original-1', state: 'PUBLISHED', created_at: AT },
        ])
        .execute();
      const render = (id: string, region: string | null) => ({
        id,
        token_hash: unique('h'),
        owner_id: owner,
        project_id: project.id,
        movie_name: '',
        movie: '',
        story: null,
        params: '{}',
        format: null,
        origin: 'render',
        created_at: AT,
        region,
      });
      const [home, legacy, elsewhere] = [unique('r'), unique('r'), unique('r')];
      await db()
        .insertInto('renders')
        .values([render(home, 'eu-west-1'), render(legacy, null), render(elsewhere, 'us-east-1')])
        .execute();
      await db()
        .insertInto('shares')
        .values({
          id: unique('s'),
          owner_id: owner,
          project_id: project.id,
          username: 'u',
          region: 'eu-west-1',
          prjuid: project.uid,
          movie: 'm',
          kind: 'movie',
          created_at: AT,
        })
        .execute();
      const tag = await db()
        .insertInto('tags')
        .values({ owner_id: owner, region: 'eu-west-1', path: 't', created_at: AT })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('tag_projects')
        .values({ tag_id: tag.id, project_id: project.id, created_at: AT })
        .execute();
      const tasks = new ProjectTaskStore(db());
      const task = {
        id: hex(),
        kind: 'migrate',
        owner_id: owner,
        source_uid: project.uid,
        source_region: 'eu-west-1',
        target_region: 'us-east-1',
        target_uid: project.uid,
        status: 'copying',
        staging: `.migrate-${hex()}`,
        created_at: AT,
        detail: '',
      };
      await tasks.insert(task);
      const row = (await tasks.find(task.id))!;

      const removed = await commitMigration(db(), tasks, row);
      expect([...(removed ?? [])].sort()).toEqual(copiesToRemove(['us-east-1', 'eu-original-1'], 'us-east-1').sort());
      expect(
        (await db().selectFrom('projects').select('region').where('id', '=', project.id).executeTakeFirstOrThrow())
          .region,
      ).toBe('us-east-1');
      const regions = await db()
        .selectFrom('renders')
        .select(['id', 'region'])
        .where('project_id', '=', project.id)
        .execute();
      expect(Object.fromEntries(regions.map((r) => [r.id, r.region]))).toEqual({
        [home]: 'us-east-1',
        [legacy]: null,
        [elsewhere]: 'us-east-1',
      });
      expect(await db().selectFrom('shares').select('id').where('project_id', '=', project.id).execute()).toEqual([]);
      expect(
        await db().selectFrom('tag_projects').select('tag_id').where('project_id', '=', project.id).execute(),
      ).toEqual([]);
      expect(
        (await db().selectFrom('distributions').select('region').where('project_id', '=', project.id).execute())
          .map((d) => d.region)
          .sort(),
      ).toEqual(['us-east-1', 'eu-original-1'].filter((region) => !removed!.includes(region)).sort());
      expect(await tasks.find(task.id)).toMatchObject({ phase: 'committed', detail: JSON.stringify(removed) });
      // Done again (a restart), the project is no longer at its source: nothing happens.
      expect(await commitMigration(db(), tasks, row)).toBeUndefined();
    });
  });

  describe('the database lock', () => {
    it('runs the work and gives its answer or its error back', async () => {
      const lock = databaseLock(db());
      expect(await lock('appdata:one', async () => 42)).toBe(42);
      await expect(lock('appdata:one', async () => Promise.reject(new Error('failed inside')))).rejects.toThrow(
        'failed inside',
      );
      expect(await lock('appdata:one', async () => 'free again')).toBe('free again');
    });

    it('on PostgreSQL, holds work under one name until the work before it ended (SQLite has one process: it runs the work as it is)', async () => {
      const lock = databaseLock(db());
      const events: string[] = [];
      const work = (name: string, label: string) =>
        lock(name, async () => {
          events.push(`${label} in`);
          await sleep(50);
          events.push(`${label} out`);
        });
      await Promise.all([work('appdata:a', 'first'), (async () => (await sleep(10), work('appdata:a', 'second')))()]);
      if (isPostgres(db())) expect(events).toEqual(['first in', 'first out', 'second in', 'second out']);
      else expect(events).toEqual(['first in', 'second in', 'first out', 'second out']);
    });
  });

  describe('a text with a NUL character', () => {
    it('is stored by SQLite as it is, refused by PostgreSQL with the caller’s message (the 400 of database-errors.ts)', async () => {
      const users = new UserRepository(db());
      const name = `${unique('nul')}\u0000after`;
      if (isPostgres(db())) {
        const error = await rejection(users.create({ username: name, password: '', passwordHash: 'h' }));
        expect(databaseRefusal(error)).toBe('A text in the request holds a character that cannot be stored (NUL)');
      } else {
        await users.create({ username: name, password: '', passwordHash: 'h' });
        expect((await users.findByUsername(name))?.username).toBe(name);
      }
      expect(databaseRefusal(new Error('anything else'))).toBeUndefined();
    });
  });
});
