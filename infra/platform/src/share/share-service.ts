import { createHash } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
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
import type { RenderJob, RenderService } from '../render/render-service.ts';
import type { RenderedFile, StoredRenders } from '../render/stored-renders.ts';

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

/** Where a share's video or poster is made: here, or by a worker process (share/share-queue.ts). */
export interface ShareRenderRunner {
  make(shared: PublicShare, what: ShareMedium, signal?: AbortSignal): Promise<RenderedFile>;
}

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
  constructor(
    private readonly repo: ShareRepository,
    private readonly projects: ProjectService,
    private readonly movies: MovieService,
    private readonly stories: StoryService,
    private readonly renders: RenderService,
    private readonly now: Clock,
    /** With an object store, the videos and posters are kept there (`shares/<id>/`) and served from it by any process. */
    private readonly stored?: StoredRenders,
  ) {}

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
    if (project) await this.removeVideos(project, id);
    return true;
  }

  /** A deleted movie is no longer shared. */
  async forgetMovie(project: ProjectRef, movie: string): Promise<void> {
    for (const id of await this.repo.deleteForMovie(project.id, movie)) await this.removeVideos(project, id);
  }

  /**
   * Stories no longer in the project's stories.json are no longer shared: a story made
   * later under the same name is not public until its owner shares it.
   */
  async keepStories(project: ProjectRef, kept: ReadonlySet<string>): Promise<void> {
    for (const share of await this.repo.storyShares(project.id)) {
      if (!kept.has(share.movie) && (await this.repo.deleteById(share.id))) await this.removeVideos(project, share.id);
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

  /**
   * Where shares' videos and posters are made (docs/scale-out.md): here, or by a worker
   * process through the share queue (an api process with Redis: share/share-queue.ts).
   */
  runner: ShareRenderRunner = { make: (shared, what, signal) => this.makeHere(shared, what, signal) };

  /** The shared movie or story as mp4, rendered once per version. */
  async video(shared: PublicShare, signal?: AbortSignal): Promise<RenderedFile> {
    return (await this.made(shared, 'video')) ?? this.runner.make(shared, 'video', signal);
  }

  /** A movie's poster: frame 10, or the last frame of a shorter movie. A story has none (its page shows the video's first frame). */
  async poster(shared: PublicShare, signal?: AbortSignal): Promise<RenderedFile> {
    if (shared.content.kind === 'story') throw notFound('A shared story has no poster');
    return (await this.made(shared, 'poster')) ?? this.runner.make(shared, 'poster', signal);
  }

  /** The video's or poster's file of this version (`<share id>.<version>.mp4|jpg`): the job's name across processes. */
  fileNameOf(shared: PublicShare, what: ShareMedium): string {
    return path.basename(this.fileOf(shared, what === 'video' ? 'mp4' : 'jpg'));
  }

  /** The video or poster of this version if made already (in the bucket, or the project's folder), else undefined. */
  async made(shared: PublicShare, what: ShareMedium): Promise<RenderedFile | undefined> {
    const file = this.fileOf(shared, what === 'video' ? 'mp4' : 'jpg');
    if (this.stored) {
      const key = this.keyOf(shared, file);
      return (await this.stored.objects.head(key)) ? { object: { store: this.stored.objects, key } } : undefined;
    }
    return (await stat(file).then(
      (found) => found.size > 0,
      () => false,
    ))
      ? { file }
      : undefined;
  }

  /** The video or poster made in this process. */
  makeHere(shared: PublicShare, what: ShareMedium, signal?: AbortSignal): Promise<RenderedFile> {
    return what === 'video' ? this.videoHere(shared, signal) : this.posterHere(shared, signal);
  }

  private async videoHere(shared: PublicShare, signal?: AbortSignal): Promise<RenderedFile> {
    const file = this.fileOf(shared, 'mp4');
    const made = () => this.job(shared).then((job) => this.renders.cached(file, job, 'mp4', signal ? { signal } : {}));
    const done = this.stored
      ? await this.stored.keep(this.keyOf(shared, file), 'video/mp4', made)
      : { file: await made() };
    await this.removeVideos(shared.project, shared.share.id, [
      path.basename(file),
      path.basename(this.fileOf(shared, 'jpg')),
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
    const file = this.fileOf(shared, 'jpg');
    const made = () => this.renders.cached(file, job, 'jpg', { frame, ...(signal ? { signal } : {}) });
    return this.stored ? this.stored.keep(this.keyOf(shared, file), 'image/jpeg', made) : { file: await made() };
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

  private sharesDir(project: ProjectRef): string {
    return path.join(project.dir, '.renders', 'shares');
  }

  private fileOf({ share, project, content }: PublicShare, ext: 'mp4' | 'jpg'): string {
    const version = content.kind === 'story' ? `s${content.version}` : String(content.movie.revision);
    return path.join(this.sharesDir(project), `${share.id}.${version}.${ext}`);
  }

  /** A share's file in the object store: `shares/<share id>/<file name>`. */
  private keyOf(shared: PublicShare, file: string): string {
    return `shares/${shared.share.id}/${path.basename(file)}`;
  }

  /** Cached files of a share, except those named in `keep` (in the object store too). */
  private async removeVideos(project: ProjectRef, id: string, keep: string[] = []): Promise<void> {
    if (this.stored) {
      const { objects } = this.stored;
      const listed = await objects.list(`shares/${id}/`);
      await Promise.all(
        listed.objects
          .filter((object) => !keep.includes(path.posix.basename(object.key)))
          .map((object) => objects.delete(object.key)),
      );
    }
    let entries: string[];
    try {
      entries = await readdir(this.sharesDir(project));
    } catch {
      return;
    }
    const stale = entries.filter((entry) => entry.startsWith(`${id}.`) && !keep.includes(entry));
    await Promise.all(stale.map((entry) => rm(path.join(this.sharesDir(project), entry), { force: true })));
  }
}
