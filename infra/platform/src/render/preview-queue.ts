import type { FastifyBaseLogger } from 'fastify';
import { movieFromJson } from '../bodies/movie-decode.ts';
import { HttpError } from '../lib/http-errors.ts';
import { newUid } from '../lib/secrets.ts';
import type { ProjectService } from '../projects/project-service.ts';
import type { JobDefinition, JobQueue, JobWorker } from '../queue/job-queue.ts';
import type { MovieRenderJob, RenderOrigin } from './jobs.ts';
import type { PreviewFrames } from './preview-frames.ts';
import type { PreviewRange, PreviewRunners } from './preview-runner.ts';
import type { PreviewService } from './previews.ts';
import { RenderCancelled } from './live-renders.ts';
import { renderRefusals, type RenderRefusal } from './render-refusals.ts';

/** One preview: its movie as sent (inline), whose project it renders in, and where its output goes (`id`). */
export interface PreviewJobData {
  kind: 'frame' | 'hls';
  /** The frame's or stream's id, picked by the api process: where the worker leaves its output. */
  id: string;
  /** The preview host's region (the stream's folder). */
  region: string;
  projectId: number;
  /** The region of the project's copy the preview renders in (its home, or a published copy). */
  projectRegion: string;
  ownerId: number;
  /** Who asked (the preview host, or the media host's renderframe), kept with the session. */
  origin: RenderOrigin;
  movie: unknown;
  params: Record<string, string>;
  frame: number;
  range: PreviewRange;
}

/** How a job ended when it was not refused: the frame is in place, or the stream is playable. */
export type PreviewJobResult = { frame: true } | { stream: { playlist: string; sessionId: string } };

/**
 * The BullMQ queue of the preview host's renders (docs/scale-out.md). Previews are not
 * deduplicated: each request is its own render. A caller gone takes its job back: removed
 * while it waits, its render stopped once a worker runs it, as one process stops it. A
 * refusal (an HttpError, a RenderFailure naming its session) is the job's result, answered as
 * the worker's service threw it.
 */
export const PREVIEW_JOBS: JobDefinition<PreviewJobData, PreviewJobResult, RenderRefusal> = {
  name: 'reelforge-preview',
  what: 'preview',
  jobName: (data) => data.kind,
  refusals: renderRefusals,
  withdrawnWhenLeft: true,
};

/**
 * The queued runners of api processes: each preview is a job of the preview queue, rendered
 * by a worker process. A frame is left by the worker under its id (bucket or shared data
 * folder) and read back here; a stream is answered once the worker found it playable, its
 * files served from the bucket or the shared data folder.
 */
export function queuedPreviews(
  jobs: JobQueue<PreviewJobData, PreviewJobResult>,
  frames: PreviewFrames,
): PreviewRunners {
  return {
    frames: {
      async run({ job, frame }, signal) {
        const data = dataOf('frame', '', job, frame, {});
        if (!('frame' in (await jobs.run(data, signal)))) throw new Error('a frame job answered no frame');
        return frames.take(data.id);
      },
    },
    streams: {
      async run({ region, job, range }, signal) {
        const data = dataOf('hls', region, job, 0, range);
        const result = await jobs.run(data, signal);
        if (!('stream' in result)) throw new Error('a stream job answered no stream');
        return { id: data.id, ...result.stream };
      },
    },
  };
}

function dataOf(
  kind: PreviewJobData['kind'],
  region: string,
  job: MovieRenderJob,
  frame: number,
  range: PreviewRange,
): PreviewJobData {
  const { project } = job;
  return {
    kind,
    id: newUid(),
    region,
    projectId: project.id,
    projectRegion: project.region,
    ownerId: job.ownerId,
    origin: job.origin,
    movie: job.movie,
    params: job.params,
    frame,
    range,
  };
}

/**
 * A worker process's side of the preview queue: each frame or HLS stream made here as in the
 * embedded mode. A frame is left under its id for the api process; a stream's job ends once
 * it is playable, while the stream renders on here (copied into the bucket as it grows when
 * there is one). A job whose requester went away stops its render until then (its session
 * says so, as in one process).
 */
export function previewWorker(deps: {
  projects: ProjectService;
  previews: PreviewService;
  log: FastifyBaseLogger;
}): JobWorker<PreviewJobData, PreviewJobResult> {
  const { log } = deps;
  return {
    async work(data, { attempt, signal }) {
      const { kind, id, region, frame, range } = data;
      log.info({ kind, id, attempt }, 'preview job taken');
      const gone = requesterGone(signal);
      const render = await renderJobOf(deps.projects, data);
      if (kind === 'frame') {
        const session = await deps.previews.frameFor(render, frame, id, gone);
        log.info({ kind, id, session }, 'preview job done');
        return { frame: true };
      }
      const started = await deps.previews.hlsHere(region, render, range, gone, id);
      log.info({ kind, id, session: started.sessionId }, 'preview job done');
      return { stream: { playlist: started.playlist, sessionId: started.sessionId } };
    },
    refused({ kind, id }, error) {
      if (error instanceof HttpError) log.info({ kind, id, status: error.statusCode }, 'preview job refused');
    },
  };
}

/** The job's signal (its caller left) as the route's own: the render is cancelled because its requester went away. */
function requesterGone(left: AbortSignal | undefined): AbortSignal | undefined {
  if (!left) return undefined;
  const controller = new AbortController();
  const stop = () => controller.abort(new RenderCancelled('its requester went away'));
  if (left.aborted) stop();
  else left.addEventListener('abort', stop, { once: true });
  return controller.signal;
}

/** The preview's render job, in the project's copy it was asked in (gone since: a 404 as the route gives). */
async function renderJobOf(projects: ProjectService, data: PreviewJobData): Promise<MovieRenderJob> {
  const home = await projects.locateById(data.projectId);
  const project = home && (await projects.inRegion(home, data.projectRegion));
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
