import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/db/database-errors.ts';
import type { ProjectRef } from '../../src/projects/project-service.ts';
import { TagService } from '../../src/tags/tag-service.ts';
import { TagStore } from '../../src/tags/tag-store.ts';
import { byCodePoint, eachAdapter, newProject, newUser, rejection, useDatabase } from './database-adapters.ts';

// Tags and their projects (tags/tag-store.ts, through tags/tag-service.ts, which reads and writes
// each change in one transaction: on PostgreSQL under an advisory lock per user and region), and
// migration 0009's trigger that drops a project's tag links when it moves region.
const REGION = 'eu-west-1';
const ref = (project: { id: number; uid: string; region: string }): ProjectRef => ({
  id: project.id,
  uid: project.uid,
  region: project.region,
  awsregion: project.region,
  dir: '',
  home: project.region,
});
const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode;

eachAdapter((adapter) => {
  const db = useDatabase(adapter);
  const service = () => new TagService(new TagStore(db()), () => Date.UTC(2030, 0, 1));

  describe('tags', () => {
    it('create with their missing ancestors, list in code point order, per user and region', async () => {
      const owner = await newUser(db());
      const tags = service();
      expect(await tags.create(owner, REGION, 'clients/acme/2027')).toEqual({
        tag: { name: 'clients/acme/2027', parent: 'clients/acme' },
        count: 3,
      });
      for (const path of ['Zeta', 'alpha', 'émigré', 'clients/Acme', '日本', 'a_b', 'a%b'])
        await tags.create(owner, REGION, path);
      const paths = (await tags.list(owner, REGION)).map((tag) => tag.name);
      expect(paths).toEqual(
        byCodePoint([
          'clients',
          'clients/acme',
          'clients/acme/2027',
          'Zeta',
          'alpha',
          'émigré',
          'clients/Acme',
          '日本',
          'a_b',
          'a%b',
        ]),
      );
      expect(await tags.list(owner, 'us-east-1')).toEqual([]);
      expect(await tags.list(await newUser(db()), REGION)).toEqual([]);
      expect(statusOf(await rejection(tags.create(owner, REGION, 'clients')))).toBe(409);
      // The key itself refuses a second row, should anything write around the service.
      const row = await db()
        .selectFrom('tags')
        .selectAll()
        .where('owner_id', '=', owner.id)
        .where('path', '=', 'Zeta')
        .executeTakeFirstOrThrow();
      expect(
        isUniqueViolation(
          await rejection(
            db()
              .insertInto('tags')
              .values({ owner_id: owner.id, region: REGION, path: 'Zeta', created_at: row.created_at })
              .execute(),
          ),
        ),
      ).toBe(true);
    });

    it('made at the same moment: each tag and its missing parent once, whichever asks first', async () => {
      const owner = await newUser(db());
      const tags = service();
      const results = await Promise.allSettled(
        ['shared/a', 'shared/b', 'shared/c', 'shared/d', 'shared', 'shared/a'].map((path) =>
          tags.create(owner, REGION, path),
        ),
      );
      const refused = results
        .filter((result) => result.status === 'rejected')
        .map((result) => statusOf((result as PromiseRejectedResult).reason));
      expect(refused).toEqual([409, 409]);
      expect((await tags.list(owner, REGION)).map((tag) => tag.name)).toEqual([
        'shared',
        'shared/a',
        'shared/b',
        'shared/c',
        'shared/d',
      ]);
    });

    it('move with their descendants and links, making the ancestors the new path needs; remove with descendants', async () => {
      const owner = await newUser(db());
      const project = await newProject(db(), { owner });
      const tags = service();
      await tags.create(owner, REGION, 'a/b/c');
      await tags.create(owner, REGION, 'a/bb');
      await tags.tagProject(owner, REGION, ref(project), 'a/b/c');
      expect(await tags.move(owner, REGION, 'a/b', 'x/y')).toEqual({ tag: { name: 'x/y', parent: 'x' }, count: 3 });
      expect((await tags.list(owner, REGION)).map((tag) => tag.name)).toEqual(['a', 'a/bb', 'x', 'x/y', 'x/y/c']);
      expect(await tags.links(owner, REGION)).toEqual([{ prjuid: project.uid, tag: 'x/y/c' }]);
      expect(statusOf(await rejection(tags.move(owner, REGION, 'a', 'x')))).toBe(409);
      expect(await tags.remove(owner, REGION, 'x')).toBe(3);
      expect(await tags.links(owner, REGION)).toEqual([]);
      expect((await tags.list(owner, REGION)).map((tag) => tag.name)).toEqual(['a', 'a/bb']);
    });

    it('tag a project once (a second time is a 409, also when asked at once), untag it, links in uid and path order', async () => {
      const owner = await newUser(db());
      const [p1, p2] = [
        await newProject(db(), { owner, uid: `${owner.username}-b` }),
        await newProject(db(), { owner, uid: `${owner.username}-a` }),
      ];
      const tags = service();
      await tags.create(owner, REGION, 'red');
      await tags.create(owner, REGION, 'Blue');
      const twice = await Promise.allSettled([
        tags.tagProject(owner, REGION, ref(p1), 'red'),
        tags.tagProject(owner, REGION, ref(p1), 'red'),
      ]);
      expect(twice.map((result) => (result.status === 'fulfilled' ? 'ok' : statusOf(result.reason))).sort()).toEqual([
        409,
        'ok',
      ]);
      await tags.tagProject(owner, REGION, ref(p2), 'red');
      await tags.tagProject(owner, REGION, ref(p1), 'Blue');
      expect(await tags.links(owner, REGION)).toEqual([
        { prjuid: p2.uid, tag: 'red' },
        { prjuid: p1.uid, tag: 'Blue' },
        { prjuid: p1.uid, tag: 'red' },
      ]);
      await tags.untagProject(owner, REGION, ref(p1), 'red');
      expect(statusOf(await rejection(tags.untagProject(owner, REGION, ref(p1), 'red')))).toBe(404);
      expect((await tags.links(owner, REGION)).map((link) => `${link.prjuid} ${link.tag}`)).toEqual([
        `${p2.uid} red`,
        `${p1.uid} Blue`,
      ]);
    });

    it('are left behind when their project moves region (the trigger), not when it changes otherwise', async () => {
      const owner = await newUser(db());
      const project = await newProject(db(), { owner });
      const tags = service();
      await tags.create(owner, REGION, 'kept');
      await tags.tagProject(owner, REGION, ref(project), 'kept');
      await db().updateTable('projects').set({ name: 'Renamed', speed: 2 }).where('id', '=', project.id).execute();
      await db().updateTable('projects').set({ region: REGION }).where('id', '=', project.id).execute();
      expect(await tags.links(owner, REGION)).toHaveLength(1);
      await db().updateTable('projects').set({ region: 'us-east-1' }).where('id', '=', project.id).execute();
      expect(
        await db().selectFrom('tag_projects').select('tag_id').where('project_id', '=', project.id).execute(),
      ).toEqual([]);
      expect((await tags.list(owner, REGION)).map((tag) => tag.name)).toEqual(['kept']);
    });
  });
});
