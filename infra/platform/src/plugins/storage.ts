import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import { DEFAULT_RENDER_TIMEOUT_MS, DEFAULT_SESSION_MAX_MS, DEFAULT_UPLOAD_LIMIT_BYTES, ONE_DAY_MS, ONE_HOUR_MS, type AppOptions } from '../options.ts';
import { AssetRepository } from '../repositories/assets.ts';
import { DatasourceRepository } from '../repositories/datasources.ts';
import { DistributionRepository } from '../repositories/distributions.ts';
import { MovieRepository } from '../repositories/movies.ts';
import { RenderSessionRepository } from '../repositories/render-sessions.ts';
import { RenderRepository } from '../repositories/renders.ts';
import { ShareRepository } from '../repositories/shares.ts';
import { TrackVersionRepository } from '../repositories/track-versions.ts';
import { ProjectRepository } from '../repositories/projects.ts';
import { SessionCredentialsRepository } from '../repositories/session-credentials.ts';
import { TokenRepository } from '../repositories/tokens.ts';
import { UserRepository } from '../repositories/users.ts';
import { AssetFiles } from '../services/asset-files.ts';
import { AssetService } from '../services/assets.ts';
import { BaseVideoService } from '../services/base-video.ts';
import { BlobStore } from '../services/blob-store.ts';
import { DatasourceImporter } from '../services/datasource-importer.ts';
import { datasourceLimits } from '../services/datasource-limits.ts';
import { DatasourceTables } from '../services/datasource-tables.ts';
import { DistributionService } from '../services/distributions.ts';
import { HlsService } from '../services/hls.ts';
import { MediaTools } from '../services/media-tools.ts';
import { MovieService } from '../services/movies.ts';
import { PreviewService } from '../render/previews.ts';
import { renderEngine } from '../render/engine.ts';
import { RenderTokenService } from '../render/tokens.ts';
import { RenderService } from '../render/render-service.ts';
import { ShareService } from '../services/shares.ts';
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
    distributions: DistributionService;
    assets: AssetService;
    /** Converts datasource uploads on worker threads, within the upload limits. */
    datasourceImporter: DatasourceImporter;
    /** Every read of a stored datasource (rows, metadata, ?processed=1), on the same workers. */
    datasourceTables: DatasourceTables;
    mediaTools: MediaTools;
    thumbnails: ThumbnailService;
    hls: HlsService;
    baseVideos: BaseVideoService;
    trackVersions: TrackVersionService;
    movies: MovieService;
    renders: RenderService;
    renderTokens: RenderTokenService;
    renderSessions: RenderSessionRepository;
    previews: PreviewService;
    shares: ShareService;
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
    // Before anything is served: a file still in the making was cut short by a crash.
    await blobs.sweepTemporary();

    const now = options.now ?? systemClock;
    const ttl = options.tokenTtlMs ?? ONE_HOUR_MS;
    app.decorate('db', db);
    app.decorate('clock', now);
    app.decorate('users', new UserRepository(db));
    app.decorate('tokens', new TokenRepository(db, now, { ttlMs: ttl, sessionMaxMs: options.sessionMaxMs ?? DEFAULT_SESSION_MAX_MS }));
    app.decorate('sessionCredentials', new SessionCredentialsRepository(db, now, ttl));
    const distributionRepo = new DistributionRepository(db);
    app.decorate('projects', new ProjectService(new ProjectRepository(db), distributionRepo, blobs, now));
    const distributions = new DistributionService({ repo: distributionRepo, blobs, now, log: app.log, dataDir: options.dataDir });
    // Before anything is served: no copy of this process runs yet, so any marked running was cut short.
    await distributions.recover();
    app.decorate('distributions', distributions);

    const files = new AssetFiles();
    const tools = new MediaTools({
      ffmpegPath: options.ffmpegPath,
      ffprobePath: options.ffprobePath,
      timeoutMs: options.ffmpegTimeoutMs,
      outputLimitBytes: options.ffmpegOutputLimitBytes,
    });
    const assets = new AssetService(new AssetRepository(db), new DatasourceRepository(db), files, now);
    // One pool of import and read workers for the whole app (every region's routes share it).
    const importer = new DatasourceImporter(datasourceLimits(options.datasourceLimits));
    app.addHook('onClose', () => importer.close());
    const datasources = new DatasourceTables(assets, importer);
    app.decorate('assets', assets);
    app.decorate('datasourceImporter', importer);
    app.decorate('datasourceTables', datasources);
    app.decorate('mediaTools', tools);
    app.decorate('thumbnails', new ThumbnailService(files, tools));
    app.decorate('hls', new HlsService(files, tools));
    app.decorate('baseVideos', new BaseVideoService(assets, files, tools));
    app.decorate('trackVersions', new TrackVersionService(new TrackVersionRepository(db), assets, now));
    app.decorate('uploadLimitBytes', options.uploadLimitBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES);

    const movies = new MovieService(new MovieRepository(db), now);
    const sessions = new RenderSessionRepository(db);
    const renders = new RenderService(
      { ...renderEngine(tools.runner), ...options.renderEngine },
      assets,
      datasources,
      sessions,
      now,
      {
        concurrency: options.renderConcurrency ?? Math.max(1, availableParallelism()),
        timeoutMs: options.renderTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS,
        dataDir: options.dataDir,
      },
      app.log,
    );
    const previews = new PreviewService(path.join(options.dataDir, 'previews'), renders, now, options.previewTtlMs ?? ONE_HOUR_MS, app.log);
    app.decorate('movies', movies);
    app.decorate('renders', renders);
    app.decorate('renderSessions', sessions);
    const renderTokens = new RenderTokenService(new RenderRepository(db), app.projects, renders, now, app.log, {
      blobs,
      idleMs: options.renderCacheIdleMs ?? ONE_DAY_MS,
    });
    app.decorate('renderTokens', renderTokens);
    app.decorate('previews', previews);
    app.decorate('shares', new ShareService(new ShareRepository(db), app.projects, movies, renders, now));

    // Old previews and idle cached renders go at start, then every tenth of a preview's time to live.
    const sweep = () => {
      void previews.sweep();
      void renderTokens.sweepCache();
    };
    sweep();
    const sweeper = setInterval(sweep, Math.max(1000, (options.previewTtlMs ?? ONE_HOUR_MS) / 10));
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
    // Before the server waits for open requests: a render may otherwise hold one for minutes.
    app.addHook('preClose', async () => renders.abortAll());
    // Copies stop and are recorded as interrupted while the database is still open.
    app.addHook('preClose', async () => distributions.stop());
  },
  { name: 'storage' },
);
