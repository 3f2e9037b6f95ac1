import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import { ONE_HOUR_MS, type AppOptions } from '../options.ts';
import { ProjectRepository } from '../repositories/projects.ts';
import { SessionCredentialsRepository } from '../repositories/session-credentials.ts';
import { TokenRepository } from '../repositories/tokens.ts';
import { UserRepository } from '../repositories/users.ts';
import { BlobStore } from '../services/blob-store.ts';
import { ProjectService } from '../services/projects.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    clock: Clock;
    users: UserRepository;
    tokens: TokenRepository;
    sessionCredentials: SessionCredentialsRepository;
    projects: ProjectService;
  }
}

export const DATABASE_FILE = 'platform.sqlite';

/** The embedded adapters: SQLite for metadata, a directory for files. */
export default fp<AppOptions>(
  async (app, options) => {
    await mkdir(options.dataDir, { recursive: true });
    const db = await openDatabase(path.join(options.dataDir, DATABASE_FILE));
    app.addHook('onClose', async () => db.destroy());

    const blobs = new BlobStore(path.join(options.dataDir, 'blobs'));
    await blobs.init();

    const now = options.now ?? systemClock;
    const ttl = options.tokenTtlMs ?? ONE_HOUR_MS;
    app.decorate('db', db);
    app.decorate('clock', now);
    app.decorate('users', new UserRepository(db));
    app.decorate('tokens', new TokenRepository(db, now, ttl));
    app.decorate('sessionCredentials', new SessionCredentialsRepository(db, now, ttl));
    app.decorate('projects', new ProjectService(new ProjectRepository(db), blobs, now));
  },
  { name: 'storage' },
);
