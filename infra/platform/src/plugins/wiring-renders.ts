import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppDataService } from '../app-data/app-data-service.ts';
import { StoryService } from '../app-data/stories.ts';
import { CompdataRepository } from '../compositions/compdata-store.ts';
import { CompdataService } from '../compositions/compdata-service.ts';
import type { Clock } from '../lib/clock.ts';
import type { MediaTools } from '../media-tools/media-tools.ts';
import { MovieRepository } from '../movies/movie-store.ts';
import { MovieService } from '../movies/movie-service.ts';
import { renderEngine } from '../render/engine.ts';
import { KeptProjectRenders } from '../render/kept-project-renders.ts';
import { LegacyRenderSweep, projectPlaces } from '../render/legacy-render-sweep.ts';
import { LegacyRenders } from '../render/legacy-renders.ts';
import { IdempotencyRepository } from '../render/idempotency-store.ts';
import { IdempotentRequests } from '../render/idempotent-requests.ts';
import { PreviewFrames } from '../render/preview-frames.ts';
import { PREVIEW_JOBS, previewWorker, queuedPreviews } from '../render/preview-queue.ts';
import { PreviewService } from '../render/previews.ts';
import { queuedRenders, RENDER_JOBS, renderWorker } from '../render/render-queue.ts';
import { RenderService } from '../render/render-service.ts';
import { RenderSessionRepository } from '../render/render-session-store.ts';
import type { RenderTicket } from '../render/render-runner.ts';
import { RenderRepository } from '../render/render-store.ts';
import { StoredRenders } from '../render/stored-renders.ts';
import { TokenRenders } from '../render/token-renders.ts';
import { RenderTokenService } from '../render/tokens.ts';
import { storedTrackPoints } from '../render/tracking-points.ts';
import { ShareFiles } from '../share/share-files.ts';
import { queuedShareRenders, SHARE_JOBS, shareWorker } from '../share/share-queue.ts';
import { ShareService } from '../share/share-service.ts';
import { ShareRepository } from '../share/share-store.ts';
import type { SharedState } from '../shared-state/shared-state.ts';
import { DEFAULT_RENDER_TIMEOUT_MS, ONE_DAY_MS, ONE_HOUR_MS, type AppOptions } from './app-options.ts';
import type { JobQueues } from './job-queues.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Program render calls made at most once per Idempotency-Key (render/idempotent-requests.ts). */
    renderRequests: IdempotentRequests;
  }
}

/**
 * Movies, stories and compositions, and every render of them: the render service (fair slots,
 * the renderer), render tokens' files, the older render call's renders, previews and shares'
 * videos and posters, each made where the role says (an api process with Redis hands them to
 * worker processes through the render, preview and share queues).
 */
export function wireRenders(
  app: FastifyInstance,
  options: AppOptions,
  parts: { now: Clock; shared: SharedState; tools: MediaTools; jobs: JobQueues },
): void {
  const { db, blobs, objects, log } = app;
  const { now, shared, tools, jobs } = parts;
  const movies = new MovieService(new MovieRepository(db), now, app.projectFiles);
  // Stories are read from the app data files the /v1/appdata routes write (reads need no lock).
  const stories = new StoryService(new AppDataService(app.projectFiles), movies);
  const sessions = new RenderSessionRepository(db);
  const renders = new RenderService(
    { ...renderEngine(tools.runner), ...options.renderEngine },
    app.assets,
    app.datasourceTables,
    sessions,
    now,
    {
      concurrency: options.renderConcurrency ?? Math.max(1, availableParallelism()),
      timeoutMs: options.renderTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS,
      dataDir: options.dataDir,
      userFiles: app.userFiles,
      movies: stories.movie,
      tracking: storedTrackPoints(app.trackVersions),
      ...(shared.cancels ? { cancels: shared.cancels } : {}),
    },
    log,
  );
  app.decorate('movies', movies);
  app.decorate('compdata', new CompdataService(new CompdataRepository(db), now, app.projectFiles));
  app.decorate('stories', stories);
  app.decorate('renders', renders);
  app.decorate('renderSessions', sessions);

  const renderJobs = jobs.queue(RENDER_JOBS);
  const queued = renderJobs && queuedRenders(renderJobs, objects);
  const renderCacheIdleMs = options.renderCacheIdleMs ?? ONE_DAY_MS;
  const legacyIdle =
    objects && new LegacyRenderSweep(app.projectFiles, () => projectPlaces(db), renderCacheIdleMs, now, log);
  const kept = new KeptProjectRenders(app.projectFiles, renders);
  const legacy = new LegacyRenders(movies, kept, legacyIdle, queued?.legacy);
  app.decorate('legacyRenders', legacy);
  const stored = objects && new StoredRenders(objects);
  const cache = { blobs, idleMs: renderCacheIdleMs, stored };
  const tokenRenders = new TokenRenders(renders, now, log, cache, shared.progress, app.webhookEvents);
  const repo = new RenderRepository(db);
  const tokens = new RenderTokenService(repo, app.projects, renders, tokenRenders, now, log, queued?.tokens);
  app.decorate('renderTokens', tokens);
  app.decorate('renderRequests', new IdempotentRequests(new IdempotencyRepository(db), now));
  app.addHook('onClose', () => tokens.checks.close());

  const previewRoot = path.join(options.dataDir, 'previews');
  const previewJobs = jobs.queue(PREVIEW_JOBS);
  const previewRunners = previewJobs && queuedPreviews(previewJobs, new PreviewFrames(previewRoot, objects));
  const previewTtl = options.previewTtlMs ?? ONE_HOUR_MS;
  const previews = new PreviewService(previewRoot, renders, now, previewTtl, log, objects, previewRunners);
  app.decorate('previews', previews);

  const shareFiles = new ShareFiles(objects && new StoredRenders(objects));
  const shareJobs = jobs.queue(SHARE_JOBS);
  const shareRunner = shareJobs && queuedShareRenders(shareJobs, shareFiles);
  const shareRepo = new ShareRepository(db);
  const shares = new ShareService(shareRepo, app.projects, movies, stories, renders, now, shareFiles, shareRunner);
  app.decorate('shares', shares);

  const stopping = () => renders.stopping;
  const sessionOf = async (ticket: RenderTicket) => (await tokens.status(ticket)).session;
  const renderWork = renderWorker({ repo, projects: app.projects, tokenRenders, sessionOf, legacy, log });
  jobs.serve(RENDER_JOBS, renderWork, stopping);
  jobs.serve(PREVIEW_JOBS, previewWorker({ projects: app.projects, previews, log }), stopping);
  jobs.serve(SHARE_JOBS, shareWorker({ shares, files: shareFiles, log }), stopping);
}
