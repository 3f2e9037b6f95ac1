import type { OutputFormat } from '@reelforge/model';
import { isFrameFormat } from '@reelforge/model';
import { sha256Hex } from '../lib/secrets.ts';
import { inProcess, type JobRunner } from '../queue/job-queue.ts';
import type { MovieService } from '../movies/movie-service.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import { RenderFailure } from './failure.ts';
import type { KeptProjectRenders } from './kept-project-renders.ts';
import { LEGACY_RENDERS, type LegacyRenderSweep } from './legacy-render-sweep.ts';

/** One render of the older render call, as a worker process is told of it (no folder, no movie: ids and names). */
export interface LegacyRenderOrder {
  region: string;
  prjuid: string;
  ownerId: number;
  movieName: string;
  params: Record<string, string>;
  format: OutputFormat;
  /** The project file it is kept as: `.renders/legacy/<hash>.<ext>`. */
  key: string;
}

/** One render of the older render call and the project's copy it renders in. */
export interface LegacyRender {
  order: LegacyRenderOrder;
  project: ProjectRef;
}

/** Where the older render call's renders are made: here, or by a worker process through the render queue. */
export type LegacyRenderRunner = JobRunner<LegacyRender, void>;

/**
 * The older render call (docs/reference.md §7): each saved revision of a movie with the same
 * values and format is rendered once into the project file `.renders/legacy/<hash>.<ext>`
 * (kept-project-renders.ts). In this process (the embedded mode, `role: all`, a worker), or
 * with Redis by a worker process: the api process then adds a job to the render queue
 * (render-queue.ts, a `legacy` job) and serves the file the worker left.
 */
export class LegacyRenders {
  private readonly runner: LegacyRenderRunner;

  constructor(
    private readonly movies: MovieService,
    readonly kept: KeptProjectRenders,
    /** With a bucket: the idle sweep of these renders there (the data folder's are the render cache sweep's). */
    private readonly idle?: LegacyRenderSweep,
    /** A worker process's runner (the render queue's, an api process with Redis); default this process's. */
    runner?: LegacyRenderRunner,
  ) {
    this.runner = runner ?? inProcess(({ order, project }, signal) => this.makeHere(order, project, signal));
  }

  /**
   * The render of the movie `movieName` with these values, made if needed (after `beforeMaking`,
   * which may refuse it: the rate limit); its project file's key.
   */
  async render(
    project: ProjectRef,
    ownerId: number,
    movieName: string,
    params: Record<string, string>,
    format: OutputFormat,
    signal?: AbortSignal,
    beforeMaking?: () => Promise<void>,
  ): Promise<string> {
    const { row } = await this.movies.load(project, movieName);
    const key = legacyRenderKey(row, format, params);
    if (!(await this.kept.files.head(project, key))) {
      await beforeMaking?.();
      const order = { region: project.region, prjuid: project.uid, ownerId, movieName, params, format, key };
      await this.runner.run({ order, project }, signal);
    }
    // Asked for now: the idle sweep keeps the project's renders another idle period.
    if (this.kept.files.shared) await this.idle?.touch(project);
    return key;
  }

  /** Removes renders in the bucket nobody asked for within the idle time (nothing without a bucket). */
  async sweep(now?: number): Promise<void> {
    await this.idle?.sweep(now);
  }

  /** Renders the order in this process, if its file is not there yet. */
  async makeHere(order: LegacyRenderOrder, project: ProjectRef, signal?: AbortSignal): Promise<void> {
    const { row, movie } = await this.movies.load(project, order.movieName);
    if (legacyRenderKey(row, order.format, order.params) !== order.key) {
      throw new RenderFailure(
        409,
        `The movie ${order.movieName} was saved again while its render waited: ask for it again`,
        '',
      );
    }
    const { ownerId, movieName, params, format } = order;
    await this.kept.keep(project, order.key, { project, ownerId, movie, movieName, params, origin: 'legacy' }, format, {
      ...(isFrameFormat(format) ? { frame: 0 } : {}),
      ...(signal ? { signal } : {}),
    });
  }
}

/** `.renders/legacy/<hash>.<ext>`: one per movie revision, values and format. */
export function legacyRenderKey(
  movie: { uid: string; revision: number },
  format: OutputFormat,
  params: Record<string, string>,
): string {
  const named = JSON.stringify([movie.uid, movie.revision, format, Object.entries(params).sort()]);
  return `${LEGACY_RENDERS}${sha256Hex(named)}.${format}`;
}
