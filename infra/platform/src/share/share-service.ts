import { createHash } from 'node:crypto';
import {
  sharedItem,
  shareId,
  shareKeyOf,
  shareKeyProblem,
  storyMovieNames,
  storySize,
  type SharedKind,
  type ShareRecord,
  type Story,
} from '@reelforge/model';
import type { Clock } from '../lib/clock.ts';
import { HttpError, badRequest, notFound } from '../lib/http-errors.ts';
import type { ShareRepository, ShareRow } from './share-store.ts';
import type { User } from '../accounts/user-store.ts';
import type { MovieRow } from '../movies/movie-store.ts';
import type { MovieService } from '../movies/movie-service.ts';
import type { ProjectRef, ProjectService } from '../projects/project-service.ts';
import type { StoryService } from '../app-data/stories.ts';
import { inProcess, type JobRunner } from '../queue/job-queue.ts';
import type { RenderJob, RenderService } from '../render/render-service.ts';
import type { RenderedFile } from '../render/stored-renders.ts';
import type { ShareFiles } from './share-files.ts';

/** What a share plays: a stored movie, or a story of stories.json with the version its video is cached under. */
export type SharedContent = { kind: 'movie'; movie: MovieRow } | { kind: 'story'; story: Story; version: string };

/** A share as the public page sees it: what it plays and where. */
export interface PublicShare {
  share: ShareRow;
  project: ProjectRef & { ownerId: number };
  content: SharedContent;
}

/** What of a share is rendered: its video, or a movie's poster. */
export type ShareMedium = 'video' | 'poster';

/** One share's video or poster, of the version it was opened at. */
export interface ShareRender {
  shared: PublicShare;
  what: ShareMedium;
}

/**
 * Where shares' videos and posters are made (docs/scale-out.md): here, or by a worker process
 * through the share queue (an api process with Redis: share-queue.ts).
 */
export type ShareRenderRunner = JobRunner<ShareRender, RenderedFile>;

/** What the public page shows besides the video. */
export interface SharePage {
  id: string;
  kind: SharedKind;
  name: string;
  width?: number | undefined;
  height?: number | undefined;
}

const SHARE_ID = /^[0-9a-f]{32}$/;
// docs/reference.md §9: the default poster frame.
const POSTER_FRAME = 10;

const notShared = (kind: SharedKind = 'movie') => notFound(`This ${kind} is not shared`);
const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * Shared movies and stories: records tied to the username that shared them (docs/reference.md
 * §6), and the public video, rendered with the default values through the render room: a
 * movie once per saved revision, a story once per version of it and of the movies it shows.
 */
export class ShareService {
  private readonly runner: ShareRenderRunner;

  constructor(
    private readonly repo: ShareRepository,
    private readonly projects: ProjectService,
    private readonly movies: MovieService,
    private readonly stories: StoryService,
    private readonly renders: RenderService,
    private readonly now: Clock,
    /** Where the videos and posters are kept: the project's folder, or the bucket (served from it by any process). */
    private readonly files: ShareFiles,
    /** A worker process's runner (the share queue's, an api process with Redis); default this process's. */
    runner?: ShareRenderRunner,
  ) {
    this.runner = runner ?? inProcess(({ shared, what }, signal) => this.makeHere(shared, what, signal));
  }

  async exists(user: User, id: string): Promise<boolean> {
    return SHARE_ID.test(id) && (await this.repo.findOwned(user.id, id)) !== undefined;
  }

  async create(user: User, record: ShareRecord): Promise<ShareRecord> {
    const problem = shareKeyProblem(record);
    if (problem) throw badRequest(problem);
    const { kind, name } = sharedItem(record);
    if (record.username !== user.username)
      throw new HttpError(403, `A ${kind} can only be shared under your own username`);
    const project = await this.projects.locate(user, record.region, record.prjuid);
    if (!project) throw notFound(`Project ${record.prjuid} not found`);
    const found = kind === 'story' ? await this.stories.find(project, name) : await this.movies.find(project, name);
    if (!found) throw notFound(`${kind === 'story' ? 'Story' : 'Movie'} ${name} not found`);
    const key = shareKeyOf(record, kind, name);
    const expected = await shareId(key);
    if (record.id !== expected) throw badRequest(`The id does not match the username, region, project and ${kind}`);
    await this.repo.upsert({
      id: expected,
      owner_id: user.id,
      project_id: project.id,
      username: record.username,
      region: record.region,
      prjuid: record.prjuid,
      movie: name,
      kind,
      created_at: new Date(this.now()).toISOString(),
    });
    return { id: expected, ...key };
  }

  async delete(user: User, id: string): Promise<boolean> {
    const share = SHARE_ID.test(id) ? await this.repo.findOwned(user.id, id) : undefined;
    if (!share || !(await this.repo.deleteOwned(user.id, id))) return false;
    const project = await this.projects.locateById(share.project_id);
    if (project) await this.files.remove(project, id);
    return true;
  }

  /** A deleted movie is no longer shared. */
  async forgetMovie(project: ProjectRef, movie: string): Promise<void> {
    for (const id of await this.repo.deleteForMovie(project.id, movie)) await this.files.remove(project, id);
  }

  /**
   * Stories no longer in the project's stories.json are no longer shared: a story made
   * later under the same name is not public until its owner shares it.
   */
  async keepStories(project: ProjectRef, kept: ReadonlySet<string>): Promise<void> {
    for (const share of await this.repo.storyShares(project.id)) {
      if (!kept.has(share.movie) && (await this.repo.deleteById(share.id))) await this.files.remove(project, share.id);
    }
  }

  /** The share behind a public link; a 404 when it is unknown, deleted, or its movie or story is gone. */
  async open(id: string): Promise<PublicShare> {
    const share = SHARE_ID.test(id) ? await this.repo.find(id) : undefined;
    if (!share) throw notShared();
    const project = await this.projects.locateById(share.project_id);
    if (!project) throw notShared(share.kind);
    if (share.kind === 'story') {
      const story = await this.stories.find(project, share.movie);
      if (!story) throw notShared('story');
      return { share, project, content: { kind: 'story', story, version: await this.storyVersion(project, story) } };
    }
    const movie = await this.movies.find(project, share.movie);
    if (!movie) throw notShared();
    return { share, project, content: { kind: 'movie', movie } };
  }

  /** The public page's title and the video's size. */
  async page(shared: PublicShare): Promise<SharePage> {
    const { share, content } = shared;
    if (content.kind === 'story')
      return { id: share.id, kind: 'story', name: share.movie, ...storySize(content.story) };
    const { movie } = await this.movies.load(shared.project, content.movie.name);
    const vparams = movie.params?.vparams;
    return { id: share.id, kind: 'movie', name: share.movie, width: vparams?.width, height: vparams?.height };
  }

  /** The shared movie or story as mp4, rendered once per version. */
  async video(shared: PublicShare, signal?: AbortSignal): Promise<RenderedFile> {
    return (await this.files.made(shared, 'video')) ?? this.runner.run({ shared, what: 'video' }, signal);
  }

  /**
   * A movie's poster: frame 10, or the last frame of a shorter movie. A story has none (its
   * page shows the video's first frame).
   */
  async poster(shared: PublicShare, signal?: AbortSignal): Promise<RenderedFile> {
    if (shared.content.kind === 'story') throw notFound('A shared story has no poster');
    return (await this.files.made(shared, 'poster')) ?? this.runner.run({ shared, what: 'poster' }, signal);
  }

  /** The video or poster made in this process. */
  makeHere(shared: PublicShare, what: ShareMedium, signal?: AbortSignal): Promise<RenderedFile> {
    return what === 'video' ? this.videoHere(shared, signal) : this.posterHere(shared, signal);
  }

  private async videoHere(shared: PublicShare, signal?: AbortSignal): Promise<RenderedFile> {
    const done = await this.files.keep(shared, 'video', (file) =>
      this.job(shared).then((job) => this.renders.cached(file, job, 'mp4', signal ? { signal } : {})),
    );
    await this.files.remove(shared.project, shared.share.id, [
      this.files.nameOf(shared, 'video'),
      this.files.nameOf(shared, 'poster'),
    ]);
    return done;
  }

  private async posterHere(shared: PublicShare, signal?: AbortSignal): Promise<RenderedFile> {
    if (shared.content.kind === 'story') throw notFound('A shared story has no poster');
    const job = await this.job(shared);
    let frame = POSTER_FRAME;
    try {
      if (job.movie)
        frame = Math.max(
          0,
          Math.min(POSTER_FRAME, (await this.renders.engine.movieStructure(job.movie, job.params)).frames - 1),
        );
    } catch {
      // The render itself will say what is wrong.
    }
    return this.files.keep(shared, 'poster', (file) =>
      this.renders.cached(file, job, 'jpg', { frame, ...(signal ? { signal } : {}) }),
    );
  }

  private async job({ share, project, content }: PublicShare): Promise<RenderJob> {
    const base = { project, ownerId: project.ownerId, params: {}, origin: 'share' as const };
    if (content.kind === 'story') return { ...base, story: content.story, storyName: share.movie };
    const { movie } = await this.movies.load(project, content.movie.name);
    return { ...base, movie, movieName: share.movie };
  }

  /** A story's version: its saved form and the revisions of the movies its scenes show. */
  private async storyVersion(project: ProjectRef, story: Story): Promise<string> {
    const revisions = await Promise.all(
      storyMovieNames(story).map(async (name) => `${name}:${(await this.movies.find(project, name))?.revision ?? '-'}`),
    );
    return sha(JSON.stringify([story, revisions]));
  }
}
