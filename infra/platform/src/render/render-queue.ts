import type { OutputFormat } from '@reelforge/model';
import type { FastifyBaseLogger } from 'fastify';
import type { ObjectStore } from '../objects/object-store.ts';
import type { ProjectService } from '../projects/project-service.ts';
import type { JobDefinition, JobDone, JobQueue, JobWorker } from '../queue/job-queue.ts';
import { RenderFailure } from './failure.ts';
import type { LegacyRenderOrder, LegacyRenderRunner, LegacyRenders } from './legacy-renders.ts';
import { renderFailures, type RenderRefusal } from './render-refusals.ts';
import type { RenderLink, RenderRunner, RenderTicket } from './render-runner.ts';
import type { RenderRepository } from './render-store.ts';
import { renderFileName, renderFileOf, renderKey, type TokenRenders } from './token-renders.ts';

/**
 * One job: which token's render (by its record's id) and which file of it; the token itself only
 * with its link, when the project's webhooks want the render's events (render-runner.ts).
 */
export interface RenderJobData {
  renderId: string;
  format: OutputFormat;
  frame: number;
  link?: RenderLink;
}

/** A job of the older render call (legacy-renders.ts): its file is a project file, made once per key. */
export interface LegacyRenderJobData {
  legacy: LegacyRenderOrder;
}

/** The render queue's jobs: a render token's file (job name `render`) or an older render call's (`legacy`). */
export type RenderQueueData = RenderJobData | LegacyRenderJobData;

/** How a job ended when it did not fail: the file is in place (a failed render is its RenderFailure). */
export type RenderJobResult = JobDone;

/**
 * The BullMQ queue of render tokens' renders and the older render call's (docs/scale-out.md),
 * deduplicated by file: however many api processes ask for one at once, one job waits or runs.
 * A render's own failure (RenderFailure) is the job's result, answered as is.
 */
export const RENDER_JOBS: JobDefinition<RenderQueueData, RenderJobResult, RenderRefusal> = {
  name: 'reelforge-render',
  what: 'render',
  jobName: (data) => ('legacy' in data ? 'legacy' : 'render'),
  key: (data) =>
    'legacy' in data
      ? `legacy.${data.legacy.region}.${data.legacy.prjuid}.${data.legacy.key}`
      : `${data.renderId}.${renderFileName(data.format, data.frame)}`,
  refusals: renderFailures,
};

/**
 * The queued runners of api processes: a token's file, or an older render call's, is a job of
 * the render queue, made by a worker process and then served from where the worker left it
 * (the bucket, or the project's folder of the shared DATA_DIR).
 */
export function queuedRenders(
  jobs: JobQueue<RenderQueueData, RenderJobResult>,
  objects: ObjectStore | undefined,
): { tokens: RenderRunner; legacy: LegacyRenderRunner } {
  return {
    tokens: {
      async run({ ticket, format, frame, link }, signal) {
        await jobs.run({ renderId: ticket.row.id, format, frame, ...(link ? { link } : {}) }, signal);
        const key = renderKey(ticket.row.id, renderFileName(format, frame));
        return objects ? { object: { store: objects, key } } : { file: renderFileOf(ticket, format, frame) };
      },
    },
    legacy: {
      async run({ order }, signal) {
        await jobs.run({ legacy: order }, signal);
      },
    },
  };
}

export interface RenderWorkDeps {
  repo: RenderRepository;
  projects: ProjectService;
  /** This process's renders of tokens' files. */
  tokenRenders: Pick<TokenRenders, 'output'>;
  /** The session of the token's latest render, for the log line of a finished job. */
  sessionOf: (ticket: RenderTicket) => Promise<string | undefined>;
  /** The older render call's renders, made here. */
  legacy: Pick<LegacyRenders, 'makeHere'>;
  log: FastifyBaseLogger;
}

/**
 * A worker process's side of the render queue: each job is rendered here as in the embedded
 * mode (its live status and session as there, so the status call and the cancel broadcast
 * find it from any api process); an older render call's file goes into the project file its
 * order names (in the bucket with one).
 */
export function renderWorker(deps: RenderWorkDeps): JobWorker<RenderQueueData, RenderJobResult> {
  const { log } = deps;
  return {
    async work(data, { attempt }) {
      if ('legacy' in data) {
        const { legacy: order } = data;
        const home = await deps.projects.locateByUid(order.prjuid);
        const project = home && (await deps.projects.inRegion(home, order.region));
        if (!project) throw new Error(`no project ${order.prjuid} in ${order.region} (it is gone)`);
        const { key, format } = order;
        log.info({ project: order.prjuid, key, format, attempt }, 'legacy render job taken');
        await deps.legacy.makeHere(order, project);
        log.info({ project: order.prjuid, key }, 'legacy render job done');
        return { done: true };
      }
      const { renderId, format, frame, link } = data;
      const ticket = await ticketOf(deps, renderId);
      if (!ticket) throw new Error(`no render ${renderId} (its project is gone)`);
      log.info({ renderId, format, frame, attempt }, 'render job taken');
      await deps.tokenRenders.output({ ticket, format, frame, link });
      log.info({ renderId, session: await deps.sessionOf(ticket) }, 'render job done');
      return { done: true };
    },
    refused(data, error) {
      if ('legacy' in data || !(error instanceof RenderFailure)) return;
      log.info({ renderId: data.renderId, session: error.sessionId, status: error.statusCode }, 'render job failed');
    },
  };
}

/** The token's ticket where it was issued (the region of its row, else its project's home). */
async function ticketOf(deps: RenderWorkDeps, renderId: string): Promise<RenderTicket | undefined> {
  const row = await deps.repo.findById(renderId);
  const home = row && (await deps.projects.locateById(row.project_id));
  if (!row || !home) return undefined;
  const project = await deps.projects.inRegion(home, row.region ?? home.home);
  return project && { row, project };
}
