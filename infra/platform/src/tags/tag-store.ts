import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { removeRows } from '../db/rows.ts';

export interface TagRow {
  id: number;
  path: string;
}

export interface LinkRow {
  prjuid: string;
  tag: string;
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The tag tables, every read and write scoped by owner and region: another user's tags,
 * or those of another region, do not exist for the caller.
 */
export class TagStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** One unit of work: the service reads the tags and writes its change in the same transaction. */
  inTransaction<T>(work: (store: TagTx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new TagTx(trx, isPostgres(this.db))));
  }

  list(ownerId: number, region: string): Promise<TagRow[]> {
    return new TagTx(this.db).list(ownerId, region);
  }

  async links(ownerId: number, region: string): Promise<LinkRow[]> {
    return this.db
      .selectFrom('tag_projects')
      .innerJoin('tags', 'tags.id', 'tag_projects.tag_id')
      .innerJoin('projects', 'projects.id', 'tag_projects.project_id')
      .select(['projects.uid as prjuid', 'tags.path as tag'])
      .where('tags.owner_id', '=', ownerId)
      .where('tags.region', '=', region)
      .where('projects.owner_id', '=', ownerId)
      .where('projects.region', '=', region)
      .orderBy('projects.uid')
      .orderBy('tags.path')
      .execute();
  }
}

/** The same reads and writes inside a transaction. */
export class TagTx {
  /** `serialize`: a transaction on PostgreSQL, where changes of one user's tags must not interleave. */
  constructor(
    private readonly db: Db,
    private readonly serialize = false,
  ) {}

  async list(ownerId: number, region: string): Promise<TagRow[]> {
    // Every change reads the tags first: on PostgreSQL the first read waits for any other change
    // of the same user's tags in the region to end (SQLite has one writer at a time anyway).
    if (this.serialize)
      await sql`select pg_advisory_xact_lock(hashtext(${`tags:${ownerId}:${region}`}))`.execute(this.db);
    return this.db
      .selectFrom('tags')
      .select(['id', 'path'])
      .where('owner_id', '=', ownerId)
      .where('region', '=', region)
      .orderBy('path')
      .execute();
  }

  async insert(ownerId: number, region: string, paths: readonly string[], createdAt: string): Promise<void> {
    if (paths.length === 0) return;
    await this.db
      .insertInto('tags')
      .values(paths.map((path) => ({ owner_id: ownerId, region, path, created_at: createdAt })))
      .execute();
  }

  async rename(moves: ReadonlyArray<{ id: number; path: string }>): Promise<void> {
    for (const { id, path } of moves) await this.db.updateTable('tags').set({ path }).where('id', '=', id).execute();
  }

  async remove(ids: readonly number[]): Promise<void> {
    if (ids.length > 0) await this.db.deleteFrom('tags').where('id', 'in', ids).execute();
  }

  /** False when the project carries the tag already. */
  async link(tagId: number, projectId: number, createdAt: string): Promise<boolean> {
    const result = await this.db
      .insertInto('tag_projects')
      .values({ tag_id: tagId, project_id: projectId, created_at: createdAt })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  async unlink(tagId: number, projectId: number): Promise<boolean> {
    return removeRows(this.db, 'tag_projects', { tag_id: tagId, project_id: projectId });
  }
}
