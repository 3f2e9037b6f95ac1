import type { OutputFormat } from '@reelforge/model';
import type { HlsRender, RenderResult } from '@reelforge/renderer';
import type { AssetService } from '../assets/asset-service.ts';
import type { DatasourceTables } from '../datasources/datasource-tables.ts';
import type { UserFileStore } from '../userfs/user-file-store.ts';
import { projectAssetResolver } from './asset-resolver.ts';
import type { RenderEngine } from './engine.ts';
import { isStoryJob, type MovieRenderJob, type RenderJob } from './jobs.ts';
import { storyRenderRequest, type StoryMovies } from './story-render.ts';
import type { TrackPointsLookup } from './tracking-points.ts';

/** Where a job's renders find what its movie or story names besides the project's assets. */
export interface JobSources {
  /** The owners' file stores, for a movie's `userfs:` sources (docs/userfs.md); none: such sources are not there. */
  userFiles?: UserFileStore;
  /** The project's movies, for a story's movie scenes; none: such scenes name no movie there is. */
  movies?: StoryMovies;
  /**
   * The project's tracking versions, for layers that follow one (docs/render-tracking.md); none: no
   * version is there.
   */
  tracking?: TrackPointsLookup;
}

/** What a render asks of the renderer's run besides the job. */
export interface RunHooks {
  frame?: number;
  onProgress?: (fraction: number) => void;
}

/** The renderer's calls for a job: a movie (or one frame of it), a story, or an HLS stream, with the job's assets. */
export class JobEngine {
  constructor(
    readonly engine: RenderEngine,
    private readonly assets: AssetService,
    private readonly datasources: DatasourceTables,
    private readonly sources: JobSources,
  ) {}

  /** The renderer's run for the job: a movie (or one frame of it), or a story. */
  run(
    job: RenderJob,
    format: OutputFormat,
    output: string,
    hooks: RunHooks,
    signal: AbortSignal,
  ): Promise<RenderResult> {
    const common = {
      params: job.params,
      format,
      output,
      assets: this.assetsFor(job),
      signal,
      ...(hooks.onProgress ? { onProgress: hooks.onProgress } : {}),
    };
    if (isStoryJob(job)) return this.engine.renderStory(storyRenderRequest(job, common, this.sources.movies));
    return this.engine.renderMovie({
      ...common,
      movie: job.movie,
      ...(hooks.frame === undefined ? {} : { frame: hooks.frame }),
      ...(job.reuse ? { reuse: job.reuse } : {}),
    });
  }

  /** An HLS stream of the movie's frames [start, end) into `dir`. */
  hls(job: MovieRenderJob, dir: string, range: { start?: number; end?: number }, signal: AbortSignal): HlsRender {
    return this.engine.renderHls({
      movie: job.movie,
      params: job.params,
      dir,
      assets: this.assetsFor(job),
      signal,
      ...(range.start ? { rangeStart: range.start } : {}),
      ...(range.end ? { rangeEnd: range.end } : {}),
    });
  }

  /** The project's assets as the job's renders find them (the owner's `userfs:` files included). */
  assetsFor(job: Pick<RenderJob, 'project' | 'ownerId'>) {
    const { userFiles } = this.sources;
    // A movie's `userfs:` source is a file of the project owner's store in the project's own region.
    const owner = { userId: job.ownerId, region: job.project.home };
    return projectAssetResolver(
      this.assets,
      this.datasources,
      job.project,
      userFiles && ((relative) => userFiles.source(owner, relative)),
      this.sources.tracking,
    );
  }
}
