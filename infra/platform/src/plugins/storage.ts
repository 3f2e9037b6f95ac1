import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import { DEFAULT_UPLOAD_LIMIT_BYTES, ONE_HOUR_MS, type AppOptions } from '../options.ts';
import { AssetRepository } from '../repositories/assets.ts';
import { DatasourceRepository } from '../repositories/datasources.ts';
import { TrackVersionRepository } from '../repositories/track-versions.ts';
import { ProjectRepository } from '../repositories/projects.ts';
import { SessionCredentialsRepository } from '../repositories/session-credentials.ts';
import { TokenRepository } from '../repositories/tokens.ts';
import { UserRepository } from '../repositories/users.ts';
import { AssetFiles } from '../services/asset-files.ts';
import { AssetService } from '../services/assets.ts';
import { BaseVideoService } from '../services/base-video.ts';
import { BlobStore } from '../services/blob-store.ts';
import { HlsService } from '../services/hls.ts';
import { MediaTools } from '../services/media-tools.ts';
import { ProjectService } from '../services/projects.ts';
import { ThumbnailService } from '../services/thumbnails.ts';
import { TrackVersionService } from '../services/track-versions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    clock: Clock;
    users: UserRepository;
    tokens: TokenRepository;
    sessionCredentials: SessionCredentialsRepository;
    projects: ProjectService;
    assets: AssetService;
    mediaTools: MediaTools;
    thumbnails: ThumbnailService;
    hls: HlsService;
    baseVideos: BaseVideoService;
    trackVersions: TrackVersionService;
    uploadLimitBytes: number;
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

    const files = new AssetFiles();
    const tools = new MediaTools({ ffmpegPath: options.ffmpegPath, ffprobePath: options.ffprobePath });
    const assets = new AssetService(new AssetRepository(db), new DatasourceRepository(db), files, now);
    app.decorate('assets', assets);
    app.decorate('mediaTools', tools);
    app.decorate('thumbnails', new ThumbnailService(files, tools));
    app.decorate('hls', new HlsService(files, tools));
    app.decorate('baseVideos', new BaseVideoService(assets, files, tools));
    app.decorate('trackVersions', new TrackVersionService(new TrackVersionRepository(db), assets, now));
    app.decorate('uploadLimitBytes', options.uploadLimitBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES);
  },
  { name: 'storage' },
);
