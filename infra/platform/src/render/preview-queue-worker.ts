import type { Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';
import type { ProjectService } from '../projects/project-service.ts';
import { movieFromJson } from '../bodies/movie-decode.ts';
import type { MovieRenderJob } from './jobs.ts';
import { failureOf, PREVIEW_QUEUE, type PreviewJobData, type PreviewJobResult } from './preview-queue.ts';
import type { PreviewService } from './previews.ts';
import { consumeQueue, workOrHandBack, type QueueConsumer, type QueueConsumerOptions } from './job-queues.ts';

export interface PreviewQueueDeps {
  projects: ProjectService;
  previews: PreviewService;
  /** True once the process is stopping: a preview that fails then goes back to the queue. */
  stopping: () => boolean;
}

/**
 * A worker process's consumer of the preview queue: each job is a frame or an HLS stream of
 * the preview host, made here as in the embedded mode. A frame is left under its id for the
 * api process; a stream's job ends once it is playable, while the stream renders on here
 * (copied into the bucket as it grows when there is one). A refusal is the job's result.
 */
export class PreviewQueueWorker {
  private readonly consumer: QueueConsumer;

  constructor(
    private readonly deps: PreviewQueueDeps,
    private readonly options: QueueConsumerOptions,
  ) {
    this.consumer = consumeQueue<PreviewJobData, PreviewJobResult>(
      PREVIEW_QUEUE,
      'preview worker',
      (job, token) => this.process(job, token),
      options,
    );
  }

  private async process(
    job: Job<PreviewJobData, PreviewJobResult>,
    token: string | undefined,
  ): Promise<PreviewJobResult> {
    const { kind, id, region, frame, range } = job.data;
    const log: FastifyBaseLogger = this.options.log;
    log.info({ kind, id, attempt: job.attemptsStarted }, 'preview job taken');
    return workOrHandBack(
      job,
      token,
      this.deps.stopping,
      async () => {
        const render = await this.renderJobOf(job.data);
        if (kind === 'frame') {
          const session = await this.deps.previews.frameFor(render, frame, id);
          log.info({ kind, id, session }, 'preview job done');
          return { frame: true };
        }
        const started = await this.deps.previews.hlsHere(region, render, range, undefined, id);
        log.info({ kind, id, session: started.sessionId }, 'preview job done');
        return { stream: { playlist: started.playlist, sessionId: started.sessionId } };
      },
      (error) => {
        if (!(error instanceof HttpError)) return undefined;
        log.info({ kind, id, status: error.statusCode }, 'preview job refused');
        return { failure: failureOf(error) };
      },
    );
  }

  /** The preview's render job, in the project's copy it was asked in (gone since: a 404 as the route gives). */
  private async renderJobOf(data: PreviewJobData): Promise<MovieRenderJob> {
    const home = await this.deps.projects.locateById(data.projectId);
    const project = home && (await this.deps.projects.inRegion(home, data.projectRegion));
    if (!project) throw new HttpError(404, 'Project not found');
    return {
      project,
      ownerId: data.ownerId,
      movie: movieFromJson(data.movie),
      movieName: '',
      params: data.params,
      origin: data.origin,
    };
  }

  async close(): Promise<void> {
    await this.consumer.close();
  }
}
