import type { Job } from 'bullmq';
import type { RenderRepository } from './render-store.ts';
import type { ProjectService } from '../projects/project-service.ts';
import { RenderFailure } from './failure.ts';
import { consumeQueue, workOrHandBack, type QueueConsumer, type QueueConsumerOptions } from './job-queues.ts';
import type { LegacyRenders } from './legacy-renders.ts';
import { RENDER_QUEUE, type LegacyRenderJobData, type RenderJobResult, type RenderQueueData } from './render-queue.ts';
import type { RenderRunner, RenderTicket } from './render-runner.ts';

export interface RenderQueueDeps {
  repo: RenderRepository;
  projects: ProjectService;
  /** This process's renderer (the in-process adapter). */
  here: RenderRunner;
  /** The session of the token's latest render, for the log line of a finished job. */
  sessionOf: (ticket: RenderTicket) => Promise<string | undefined>;
  /** The older render call's renders, made here. */
  legacy: Pick<LegacyRenders, 'makeHere'>;
  /** True once the process is stopping: a render that fails then goes back to the queue. */
  stopping: () => boolean;
}

/**
 * A worker process's consumer of the render queue: each job is a render token's file,
 * made here as in the embedded mode (its live status and session as there, so the status
 * call and the cancel broadcast find it from any api process). A render failure is the
 * job's result, told to every caller; a job whose worker died is taken by another (BullMQ's
 * stalled-job check), and one this worker stops at shutdown goes back to the queue.
 */
export class RenderQueueWorker {
  private readonly consumer: QueueConsumer;

  constructor(
    private readonly deps: RenderQueueDeps,
    private readonly options: QueueConsumerOptions,
  ) {
    this.consumer = consumeQueue<RenderQueueData, RenderJobResult>(
      RENDER_QUEUE,
      'render worker',
      (job, token) => this.process(job, token),
      options,
    );
  }

  private async process(
    job: Job<RenderQueueData, RenderJobResult>,
    token: string | undefined,
  ): Promise<RenderJobResult> {
    if ('legacy' in job.data) return this.processLegacy(job, job.data, token);
    const { renderId, format, frame } = job.data;
    const ticket = await this.ticketOf(renderId);
    if (!ticket) throw new Error(`no render ${renderId} (its project is gone)`);
    this.options.log.info({ renderId, format, frame, attempt: job.attemptsStarted }, 'render job taken');
    return workOrHandBack(
      job,
      token,
      this.deps.stopping,
      async () => {
        await this.deps.here.output(ticket, format, frame);
        this.options.log.info({ renderId, session: await this.deps.sessionOf(ticket) }, 'render job done');
        return { done: true };
      },
      (error) => {
        if (error instanceof RenderFailure)
          this.options.log.info({ renderId, session: error.sessionId, status: error.statusCode }, 'render job failed');
        return failureResult(error);
      },
    );
  }

  /** An older render call's file, rendered here into the project file its order names (in the bucket with one). */
  private async processLegacy(
    job: Job<RenderQueueData, RenderJobResult>,
    { legacy: order }: LegacyRenderJobData,
    token: string | undefined,
  ): Promise<RenderJobResult> {
    const home = await this.deps.projects.locateByUid(order.prjuid);
    const project = home && (await this.deps.projects.inRegion(home, order.region));
    if (!project) throw new Error(`no project ${order.prjuid} in ${order.region} (it is gone)`);
    const { key, format } = order;
    this.options.log.info(
      { project: order.prjuid, key, format, attempt: job.attemptsStarted },
      'legacy render job taken',
    );
    return workOrHandBack(
      job,
      token,
      this.deps.stopping,
      async () => {
        await this.deps.legacy.makeHere(order, project);
        this.options.log.info({ project: order.prjuid, key }, 'legacy render job done');
        return { done: true };
      },
      failureResult,
    );
  }

  /** The token's ticket where it was issued (the region of its row, else its project's home). */
  private async ticketOf(renderId: string): Promise<RenderTicket | undefined> {
    const row = await this.deps.repo.findById(renderId);
    const home = row && (await this.deps.projects.locateById(row.project_id));
    if (!row || !home) return undefined;
    const project = await this.deps.projects.inRegion(home, row.region ?? home.home);
    return project && { row, project };
  }

  async close(): Promise<void> {
    await this.consumer.close();
  }
}

/** A render's own failure as the job's result, told to every caller; anything else is not one. */
function failureResult(error: unknown): RenderJobResult | undefined {
  return error instanceof RenderFailure
    ? { failure: { statusCode: error.statusCode, message: error.message, sessionId: error.sessionId } }
    : undefined;
}
