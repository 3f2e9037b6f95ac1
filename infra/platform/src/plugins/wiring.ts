import fp from 'fastify-plugin';
import { ApiKeyRepository } from '../accounts/api-key-store.ts';
import { AuditLog } from '../accounts/audit-log.ts';
import { SessionCredentialsRepository } from '../accounts/session-credentials-store.ts';
import { TokenRepository } from '../accounts/token-store.ts';
import { UserRepository } from '../accounts/user-store.ts';
import { AnalyticsService } from '../analytics/analytics-service.ts';
import { ClientErrorStore } from '../analytics/client-errors.ts';
import { SessionAnalytics } from '../analytics/session-analytics.ts';
import type { StoryService } from '../app-data/stories.ts';
import type { AssetService } from '../assets/asset-service.ts';
import type { CompdataService } from '../compositions/compdata-service.ts';
import type { DatasourceImporter } from '../datasources/datasource-importer.ts';
import type { DatasourceTables } from '../datasources/datasource-tables.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import type { BaseVideoService } from '../media/base-video.ts';
import type { HlsService } from '../media/hls.ts';
import { KeptThumbnails } from '../media/kept-thumbnails.ts';
import type { ThumbnailService } from '../media/thumbnails.ts';
import type { MediaTools } from '../media-tools/media-tools.ts';
import type { MovieService } from '../movies/movie-service.ts';
import type { CopyEngine } from '../project-copy/copy-engine.ts';
import type { MigrationEngine } from '../project-copy/migration.ts';
import type { ProjectDerived, ProjectService } from '../projects/project-service.ts';
import type { DistributionService } from '../publish/distribution-service.ts';
import type { LegacyRenders } from '../render/legacy-renders.ts';
import type { PreviewService } from '../render/previews.ts';
import type { RenderService } from '../render/render-service.ts';
import type { RenderSessionRepository } from '../render/render-session-store.ts';
import type { RenderTokenService } from '../render/tokens.ts';
import type { ShareService } from '../share/share-service.ts';
import { openSharedState } from '../shared-state/shared-state.ts';
import { TagService } from '../tags/tag-service.ts';
import { TagStore } from '../tags/tag-store.ts';
import type { TrackVersionService } from '../track-versions/track-version-service.ts';
import type { TrackingService } from '../tracking/tracking-service.ts';
import type { UserFileStore } from '../userfs/user-file-store.ts';
import { DEFAULT_SESSION_MAX_MS, ONE_HOUR_MS, type AppOptions } from './app-options.ts';
import { JobQueues } from './job-queues.ts';
import { wireMedia } from './wiring-media.ts';
import { wireProjects } from './wiring-projects.ts';
import { wireRenders } from './wiring-renders.ts';
import { wireWebhooks } from './wiring-webhooks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    users: UserRepository;
    tokens: TokenRepository;
    /** API keys (docs/api.md), by their digest. */
    apiKeys: ApiKeyRepository;
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
    /** The tracker we ship: rectangles followed through videos (tracking/README.md). */
    tracking: TrackingService;
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
 * The wiring, the one composition root: every repository and service, built once over the
 * storage and the options, each with where its work runs (in this process, or, by role, by
 * worker processes through the job queues: job-queues.ts), and their start and stop (copies
 * cut short are recovered before anything is served; renders and copies stop before the
 * server waits for open requests, then a worker takes no more jobs).
 */
export default fp<AppOptions>(
  async (app, options) => {
    const { db } = app;
    const now = options.now ?? systemClock;
    const ttl = options.tokenTtlMs ?? ONE_HOUR_MS;
    app.decorate('clock', now);
    app.decorate('users', new UserRepository(db));
    app.decorate(
      'tokens',
      new TokenRepository(db, now, { ttlMs: ttl, sessionMaxMs: options.sessionMaxMs ?? DEFAULT_SESSION_MAX_MS }),
    );
    app.decorate('sessionCredentials', new SessionCredentialsRepository(db, now, ttl));
    app.decorate('apiKeys', new ApiKeyRepository(db));
    // Progress and render cancel calls every api process reaches (shared-state/README.md).
    const shared = openSharedState(options.redisUrl, now, app.log);
    app.addHook('onClose', () => shared.close());
    const jobs = new JobQueues(options, app.log);
    // Assets' thumbnails and streams kept in the bucket go with their project and asset (the streams' service is
    // added by wireMedia).
    const kept = app.objects && new KeptThumbnails(app.objects);
    const derived: ProjectDerived[] = kept ? [kept] : [];
    await wireProjects(app, options, { now, shared, derived, jobs });
    const tools = await wireMedia(app, options, { now, shared, derived, kept, jobs });
    // Before the renders: they tell their events to the project's webhooks.
    wireWebhooks(app, options, { now });
    wireRenders(app, options, { now, shared, tools, jobs });
    app.decorate('tags', new TagService(new TagStore(db), now));
    app.decorate('analytics', new AnalyticsService(new SessionAnalytics(db)));
    app.decorate('clientErrors', new ClientErrorStore(db, now));
    app.decorate('audit', new AuditLog(db, now));

    // Before the server waits for open requests: a render may otherwise hold one for minutes.
    app.addHook('preClose', async () => app.renders.abortAll());
    // Copies stop and are recorded as interrupted (a worker's handed back) while the database is still open.
    app.addHook('preClose', async () => app.distributions.stop());
    app.addHook('preClose', async () => {
      await Promise.all([app.projectCopies.stop(), app.migrations.stop()]);
    });
    // Then a worker takes no more jobs (those it ran went back to the queues); an api process's queues close last.
    jobs.install(app);
  },
  { name: 'wiring', dependencies: ['storage'] },
);
