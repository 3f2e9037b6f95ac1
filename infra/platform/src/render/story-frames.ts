import { createHash } from 'node:crypto';
import { readdir, readFile, rm, utimes } from 'node:fs/promises';
import path from 'node:path';
import { storyMaskAsset, storyMovieNames, storyRate, type Rate, type Story } from '@reelforge/model';
import type { AssetService } from '../assets/asset-service.ts';
import { badRequest } from '../lib/http-errors.ts';
import { newUid } from '../lib/secrets.ts';
import type { MediaTools } from '../media-tools/media-tools.ts';
import type { MovieService } from '../movies/movie-service.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import type { RenderService, StoryRenderJob } from './render-service.ts';
import { assertStoryLimits } from './story-render.ts';

/** Each story's render for its frames is kept in the project's folder, swept with tokens' renders when idle. */
const RENDERS = '.renders';
const PREFIX = 'storyframe-';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** The files a story's pictures come from (scene and variant videos, masks): their revisions decide its frames. */
function pictureNames(story: Story, params: Record<string, string>): string[] {
  const names = story.scenes.flatMap((scene) => [
    scene.video,
    ...(scene.variants ?? []).map((variant) => variant.scene.video),
    storyMaskAsset(scene, params),
  ]);
  return [...new Set(names.filter((name): name is string => Boolean(name)))];
}

/**
 * A frame of a story as its test movie shows it (docs/stories.md "A frame of a story"): the story is rendered once as
 * mp4 through the render service (its limits, fair slots, timeout, cancel and session, origin preview) into the
 * project's `.renders/storyframe-<who>-<version>/`, and each frame asked for is read from that file. The version is
 * the story, its values and the revisions of the movies and files it shows, so an edit renders again; a story keeps
 * one such render (an older version's goes once a newer one is made), swept like tokens' renders when idle.
 */
export class StoryFrames {
  constructor(
    private readonly renders: RenderService,
    private readonly tools: MediaTools,
    private readonly movies: Pick<MovieService, 'find'>,
    private readonly assets: Pick<AssetService, 'find'>,
  ) {}

  /** The frame as JPG bytes; a frame past the story's end is a 400 saying how long it is. */
  async frame(job: StoryRenderJob, frame: number, signal?: AbortSignal): Promise<Buffer> {
    // The limits first (a 400), before the story's names are looked up.
    assertStoryLimits(job.story, job.params);
    const owner = sha(JSON.stringify([job.ownerId, job.story.name])).slice(0, 16);
    const dir = path.join(job.project.dir, RENDERS, `${PREFIX}${owner}-${await this.version(job)}`);
    const movie = path.join(dir, 'story.mp4');
    await this.renders.cached(movie, job, 'mp4', signal ? { signal } : {});
    // Asked for now: the idle sweep keeps it another while.
    const at = new Date();
    await utimes(dir, at, at).catch(() => undefined);
    await this.forgetOlder(job.project, `${PREFIX}${owner}-`, dir);
    return this.read(movie, frame, storyRate(job.story) ?? { num: 25, den: 1 }, signal);
  }

  private async version(job: StoryRenderJob): Promise<string> {
    const { project, story, params } = job;
    const revision = async (
      name: string,
      find: (project: ProjectRef, name: string) => Promise<{ revision: number } | undefined>,
    ) => `${name}:${(await find(project, name))?.revision ?? '-'}`;
    const revisions = await Promise.all([
      ...storyMovieNames(story).map((name) => revision(name, (p, n) => this.movies.find(p, n))),
      ...pictureNames(story, params).map((name) => revision(name, (p, n) => this.assets.find(p, n))),
    ]);
    return sha(JSON.stringify([project.uid, story, params, revisions])).slice(0, 32);
  }

  /** The story's renders of earlier versions, unless a request still waits for one. */
  private async forgetOlder(project: ProjectRef, prefix: string, keep: string): Promise<void> {
    const root = path.join(project.dir, RENDERS);
    const entries = await readdir(root).catch(() => [] as string[]);
    for (const entry of entries) {
      const dir = path.join(root, entry);
      if (!entry.startsWith(prefix) || dir === keep) continue;
      if (this.renders.waitingFor(path.join(dir, 'story.mp4')) > 0) continue;
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Frame `frame` of the rendered story: sought to half a frame before it, so the first frame at or after is it. */
  private async read(movie: string, frame: number, rate: Rate, signal?: AbortSignal): Promise<Buffer> {
    const out = path.join(path.dirname(movie), `.frame-${newUid()}.jpg`);
    const seconds = Math.max(0, ((frame - 0.5) * rate.den) / rate.num);
    try {
      await this.tools.ffmpeg({
        files: [movie],
        inputs: [{ file: 0, options: ['-ss', seconds.toFixed(6)] }],
        outputArgs: ['-map', '0:v:0', '-frames:v', '1', '-c:v', 'mjpeg', '-q:v', '3', '-f', 'image2'],
        output: out,
        signal,
      });
      const bytes = await readFile(out).catch(() => undefined);
      if (bytes?.length) return bytes;
      throw badRequest(`Frame ${frame} is past the end of the story (${await this.frameCount(movie)} frames)`);
    } finally {
      await rm(out, { force: true });
    }
  }

  private async frameCount(movie: string): Promise<number> {
    const probed = await this.tools.probe(movie);
    const video = probed.streams?.find((stream) => stream.codec_type === 'video');
    return Number(video?.nb_frames ?? 0);
  }
}
