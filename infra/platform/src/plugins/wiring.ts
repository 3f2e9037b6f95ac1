import { availableParallelism } from 'node:os';
import path from 'node:path';
import fp from 'fastify-plugin';
import { AuditLog } from '../accounts/audit-log.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import {
  DEFAULT_RENDER_TIMEOUT_MS,
  DEFAULT_SESSION_MAX_MS,
  DEFAULT_UPLOAD_LIMIT_BYTES,
  DEFAULT_USERFS_QUOTA_BYTES,
  ONE_DAY_MS,
  ONE_HOUR_MS,
  ownsDataAlone,
  type AppOptions,
} from './app-options.ts';
import { renderEngine } from '../render/engine.ts';
import { PreviewService } from '../render/previews.ts';
import { RenderService } from '../render/render-service.ts';
import { KeptProjectRenders } from '../render/kept-project-renders.ts';
import { LegacyRenderSweep, projectPlaces } from '../render/legacy-render-sweep.ts';
import { LegacyRenders } from '../render/legacy-renders.ts';
import { StoredRenders } from '../render/stored-renders.ts';
import { RenderTokenService } from '../render/tokens.ts';
import { storedTrackPoints } from '../render/tracking-points.ts';
import { AssetRepository } from '../assets/asset-store.ts';
import { DatasourceRepository } from '../assets/datasource-store.ts';
import { DistributionRepository } from '../projects/distribution-store.ts';
import { CompdataRepository } from '../compositions/compdata-store.ts';
import { MovieRepository } from '../movies/movie-store.ts';
import { ProjectRepository } from '../projects/project-store.ts';
import { RenderSessionRepository } from '../render/render-session-store.ts';
import { RenderRepository } from '../render/render-store.ts';
import { SessionCredentialsRepository } from '../accounts/session-credentials-store.ts';
import { ShareRepository } from '../share/share-store.ts';
import { TokenRepository } from '../accounts/token-store.ts';
import { TrackVersionRepository } from '../track-versions/track-version-store.ts';
import { UserRepository } from '../accounts/user-store.ts';
import { AppDataService } from '../app-data/app-data-service.ts';
import { AssetFiles } from '../assets/asset-files.ts';
import { AssetService } from '../assets/asset-service.ts';
import { BaseVideoService } from '../media/base-video.ts';
import { DatasourceImporter } from '../datasources/datasource-importer.ts';
import { datasourceLimits } from '../datasources/datasource-limits.ts';
import { DatasourceTables } from '../datasources/datasource-tables.ts';
import { DistributionService } from '../publish/distribution-service.ts';
import { HlsService } from '../media/hls.ts';
import { KeptThumbnails } from '../media/kept-thumbnails.ts';
import { MediaTools } from '../media-tools/media-tools.ts';
import { CompdataService } from '../compositions/compdata-service.ts';
import { MovieService } from '../movies/movie-service.ts';
import { ProjectService, type ProjectDerived } from '../projects/project-service.ts';
import { ShareService } from '../share/share-service.ts';
import { StoryService } from '../app-data/stories.ts';
import { TagService } from '../tags/tag-service.ts';
import { AnalyticsService } from '../analytics/analytics-service.ts';
import { ClientErrorStore } from '../analytics/client-errors.ts';
import { SessionAnalytics } from '../analytics/session-analytics.ts';
import { TagStore } from '../tags/tag-store.ts';
import { ThumbnailService } from '../media/thumbnails.ts';
import { TrackVersionService } from '../track-versions/track-version-service.ts';
import { BucketUserFiles } from '../userfs/bucket-user-files.ts';
import type { UserFileStore } from '../userfs/user-file-store.ts';
import { UserFiles } from '../userfs/user-files.ts';
import { CopyEngine } from '../project-copy/copy-engine.ts';
import { MigrationEngine } from '../project-copy/migration.ts';
import { ProjectTaskStore } from '../project-copy/task-store.ts';
import { openSharedState } from '../shared-state/shared-state.ts';

declare module 'fastify' {
  interface FastifyInstance {
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
    compdata: CompdataService;
    /** The stories of projects' stories.json, by name (app-data/stories.ts). */
    stories: StoryService;
    renders: RenderService;
    renderTokens: RenderTokenService;
    renderSessions: RenderSessionRepository;
    /** The older render call's renders, kept as project files (render/legacy-renders.ts). */
    legacyRenders: LegacyRenders;
    previews: PreviewService;
    shares: ShareService;
    /** The caller's tags of a region and their links to projects (tags/README.md). */
    tags: TagService;
    /** The analytics host's reads of the caller's render sessions (analytics/README.md). */
    analytics: AnalyticsService;
    /** The console's failed state changes, grouped (analytics/README.md). */
    clientErrors: ClientErrorStore;
    uploadLimitBytes: number;
    /** Each user's file store per region (userfs/README.md). */
    userFiles: UserFileStore;
    /** Copies of projects to a region (project-copy/README.md). */
    projectCopies: CopyEngine;
    /** The admin actions, written as they are done (admin/README.md). */
    audit: AuditLog;
    /** Migrations of projects to another region (project-copy/README.md). */
    migrations: MigrationEngine;
  }
}

/**
 * The wiring: every repository and service, built once over the storage and the options,
 * and their start and stop (copies cut short are recovered before anything is served;
 * renders and copies stop before the server waits for open requests).
 */
export default fp<AppOptions>(
  async (app, options) => {
    const { db, blobs } = app;
    const now = options.now ?? systemClock;
    const ttl = options.tokenTtlMs ?? ONE_HOUR_MS;
    app.decorate('clock', now);
    app.decorate('users', new UserRepository(db));
    app.decorate(
      'tokens',
      new TokenRepository(db, now, { ttlMs: ttl, sessionMaxMs: options.sessionMaxMs ?? DEFAULT_SESSION_MAX_MS }),
    );
    app.decorate('sessionCredentials', new SessionCredentialsRepository(db, now, ttl));
    const distributionRepo = new DistributionRepository(db);
    // Assets' thumbnails and streams kept in the bucket go with their project and asset (the streams' service is made below).
    const derived: ProjectDerived[] = app.objects ? [new KeptThumbnails(app.objects)] : [];
    const projects = new ProjectService(
      new ProjectRepository(db),
      distributionRepo,
      blobs,
      now,
      app.projectFiles,
      derived,
    );
    app.decorate('projects', projects);
    // Progress and render cancel calls every api process reaches (shared-state/README.md).
    const shared = openSharedState(options.redisUrl, now, app.log);
    app.addHook('onClose', () => shared.close());
    // Before anything is served: no copy of this process runs yet, so any marked running was
    // cut short, when no other process shares the data (with others it may be theirs).
    const alone = ownsDataAlone(options);
    const distributions = new DistributionService({
      repo: distributionRepo,
      blobs,
      now,
      log: app.log,
      dataDir: options.dataDir,
      fileCopied: options.publishFileCopied,
      progress: shared.progress,
      alone,
      files: app.projectFiles,
    });
    if (alone) await distributions.recover();
    app.decorate('distributions', distributions);
    // Copies and migrations a stop cut short are removed or finished before anything is served.
    const projectTasks = new ProjectTaskStore(db);
    const taskDeps = {
      db,
      tasks: projectTasks,
      blobs,
      files: app.projectFiles,
      now,
      log: app.log,
      dataDir: options.dataDir,
      step: options.projectTaskStep,
      progress: shared.progress,
    };
    const projectCopies = new CopyEngine(taskDeps);
    const migrations = new MigrationEngine(taskDeps);
    if (alone) {
      await projectCopies.recover();
      await migrations.recover();
    }
    app.decorate('projectCopies', projectCopies);
    app.decorate('migrations', migrations);

    const files = new AssetFiles(app.projectFiles, derived);
    const tools = new MediaTools({
      ffmpegPath: options.ffmpegPath,
      ffprobePath: options.ffprobePath,
      timeoutMs: options.ffmpegTimeoutMs,
      outputLimitBytes: options.ffmpegOutputLimitBytes,
      memoryLimitBytes: options.ffmpegMemoryLimitBytes,
      pictureLimits: { maxPixels: options.mediaMaxPixels, maxSide: options.mediaMaxSide },
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
    app.decorate('hls', new HlsService(files, tools, app.objects && { objects: app.objects, log: app.log }));
    if (app.objects) derived.push(app.hls);
    app.decorate('baseVideos', new BaseVideoService(assets, files, tools, shared.progress));
    app.decorate('trackVersions', new TrackVersionService(new TrackVersionRepository(db), assets, now));
    app.decorate('uploadLimitBytes', options.uploadLimitBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES);
    const userfsDir = path.join(options.dataDir, 'userfs');
    const userfsQuota = options.userfsQuotaBytes ?? DEFAULT_USERFS_QUOTA_BYTES;
    const userFiles: UserFileStore = app.objects
      ? await BucketUserFiles.open(userfsDir, app.objects, userfsQuota, app.thumbnails)
      : await UserFiles.open(userfsDir, userfsQuota, app.thumbnails);
    app.decorate('userFiles', userFiles);

    const movies = new MovieService(new MovieRepository(db), now, app.projectFiles);
    // Stories are read from the app data files the /v1/appdata routes write (reads need no lock).
    const stories = new StoryService(new AppDataService(app.projectFiles), movies);
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
        userFiles,
        movies: stories.movie,
        tracking: storedTrackPoints(app.trackVersions),
        ...(shared.cancels ? { cancels: shared.cancels } : {}),
      },
      app.log,
    );
    app.decorate('movies', movies);
    app.decorate('compdata', new CompdataService(new CompdataRepository(db), now, app.projectFiles));
    app.decorate('stories', stories);
    app.decorate('renders', renders);
    app.decorate('renderSessions', sessions);
    const renderCacheIdleMs = options.renderCacheIdleMs ?? ONE_DAY_MS;
    const legacyIdle =
      app.objects && new LegacyRenderSweep(app.projectFiles, () => projectPlaces(db), renderCacheIdleMs, now, app.log);
    app.decorate(
      'legacyRenders',
      new LegacyRenders(movies, new KeptProjectRenders(app.projectFiles, renders), legacyIdle),
    );
    app.decorate(
      'renderTokens',
      new RenderTokenService(
        new RenderRepository(db),
        projects,
        renders,
        now,
        app.log,
        {
          blobs,
          idleMs: renderCacheIdleMs,
          stored: app.objects && new StoredRenders(app.objects),
        },
        shared.progress,
      ),
    );
    app.addHook('onClose', () => app.renderTokens.checks.close());
    app.decorate(
      'previews',
      new PreviewService(
        path.join(options.dataDir, 'previews'),
        renders,
        now,
        options.previewTtlMs ?? ONE_HOUR_MS,
        app.log,
        app.objects,
      ),
    );
    app.decorate(
      'shares',
      new ShareService(
        new ShareRepository(db),
        projects,
        movies,
        stories,
        renders,
        now,
        app.objects && new StoredRenders(app.objects),
      ),
    );
    app.decorate('tags', new TagService(new TagStore(db), now));
    app.decorate('analytics', new AnalyticsService(new SessionAnalytics(db)));
    app.decorate('clientErrors', new ClientErrorStore(db, now));
    app.decorate('audit', new AuditLog(db, now));

    // Before the server waits for open requests: a render may otherwise hold one for minutes.
    app.addHook('preClose', async () => renders.abortAll());
    // Copies stop and are recorded as interrupted while the database is still open.
    app.addHook('preClose', async () => distributions.stop());
    app.addHook('preClose', async () => {
      await Promise.all([projectCopies.stop(), migrations.stop()]);
    });
  },
  { name: 'wiring', dependencies: ['storage'] },
);
