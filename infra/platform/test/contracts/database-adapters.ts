import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import { ProjectRepository, type ProjectRow } from '../../src/projects/project-store.ts';
import { UserRepository, type User } from '../../src/accounts/user-store.ts';
import { createDatabase, postgresCluster } from '../helpers/postgres-databases.ts';

/**
 * The database contract's adapters (docs/database.md "The contract"): every case of a contract
 * file runs once on each, against a real database made as the app makes it (`openDatabase`,
 * migrations included), without an HTTP server.
 */
export const ADAPTERS = ['sqlite', 'postgres'] as const;
export type AdapterName = (typeof ADAPTERS)[number];

let root: Promise<string> | undefined;
let cluster: Promise<{ url: string; stop: () => Promise<void> }> | undefined;

/**
 * The contract file's cases, once per adapter (`describe.each`): call it once, at the file's top
 * level. The file's temporary folder and its PostgreSQL (one per file, started when first asked
 * for) end with the file. (The hook is the file's: with workers reused across files, this module
 * is evaluated once per worker, not once per file.)
 */
export function eachAdapter(cases: (adapter: AdapterName) => void): void {
  afterAll(async () => {
    const [folder, server] = [root, cluster];
    root = cluster = undefined;
    if (server) await (await server).stop();
    if (folder) await rm(await folder, { recursive: true, force: true });
  });
  describe.each(ADAPTERS)('%s', cases);
}

function runOrOwnCluster(): Promise<string> {
  cluster ??= postgresCluster();
  return cluster.then((started) => started.url);
}

/** A freshly migrated database of the adapter, and how to remove it. */
export async function openAdapter(adapter: AdapterName): Promise<{ db: Kysely<Database>; close: () => Promise<void> }> {
  if (adapter === 'sqlite') {
    root ??= mkdtemp(path.join(tmpdir(), 'reelforge-contract-'));
    const file = path.join(await mkdtemp(path.join(await root, 'db-')), 'platform.sqlite');
    const db = await openDatabase(file);
    return { db, close: () => db.destroy() };
  }
  const database = await createDatabase(await runOrOwnCluster());
  const db = await openDatabase({ file: '', databaseUrl: database.url });
  return {
    db,
    close: async () => {
      await db.destroy();
      await database.drop();
    },
  };
}

/**
 * A database of the adapter for the describe block it is called in: made before its first
 * test, removed after its last. The tests of the block share it, each with rows of its own.
 */
export function useDatabase(adapter: AdapterName): () => Kysely<Database> {
  let opened: { db: Kysely<Database>; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    opened = await openAdapter(adapter);
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
    opened = undefined;
  });
  return () => {
    if (!opened) throw new Error('the database is opened before the tests of its block');
    return opened.db;
  };
}

let serial = 0;
/** A name no other test of the process uses. */
export const unique = (prefix: string) => `${prefix}-${process.pid.toString(36)}-${(serial++).toString(36)}`;

/** A user of its own (no password to hash: the hash is given). */
export function newUser(db: Kysely<Database>, username = unique('user'), isAdmin = false): Promise<User> {
  return new UserRepository(db).create({ username, password: '', passwordHash: 'not-a-hash', isAdmin });
}

/** A project of its own, of a new user unless one is given. */
export async function newProject(
  db: Kysely<Database>,
  {
    owner,
    region = 'eu-west-1',
    name = 'Project',
    uid = unique('prj'),
    at = new Date().toISOString(),
  }: { owner?: User; region?: string; name?: string; uid?: string; at?: string } = {},
): Promise<ProjectRow & { owner: User }> {
  const user = owner ?? (await newUser(db));
  const row = await new ProjectRepository(db).insert({ uid, region, name, owner_id: user.id, date_created: at });
  return { ...row, owner: user };
}

/** What a promise was rejected with (fails when it resolved). */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection, but it resolved');
}

/** Text ordered as both databases order it: by Unicode code point (SQLite's BINARY, PostgreSQL's C collation). */
export function byCodePoint(texts: readonly string[]): string[] {
  const key = (text: string) => Buffer.from(text, 'utf8');
  return [...texts].sort((a, b) => Buffer.compare(key(a), key(b)));
}
