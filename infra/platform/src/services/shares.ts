import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { shareId, type ShareRecord } from '@reelforge/model';
import type { Clock } from '../lib/clock.ts';
import { HttpError, badRequest, notFound } from '../lib/http-errors.ts';
import type { ShareRepository, ShareRow } from '../repositories/shares.ts';
import type { User } from '../repositories/users.ts';
import type { MovieRow } from '../repositories/movies.ts';
import type { MovieService } from './movies.ts';
import type { ProjectRef, ProjectService } from './projects.ts';
import type { RenderJob, RenderService } from '../render/render-service.ts';

/** A share as the public page sees it: the movie it plays and where. */
export interface PublicShare {
  share: ShareRow;
  project: ProjectRef & { ownerId: number };
  movie: MovieRow;
}

const SHARE_ID = /^[0-9a-f]{32}$/;
// docs/reference.md §9: the default poster frame.
const POSTER_FRAME = 10;

const notShared = () => notFound('This movie is not shared');

/**
 * Shared movies: records tied to the username that shared them (docs/reference.md §6), and the public
 * video, rendered with the movie's default variable values once per saved revision.
 */
export class ShareService {
  constructor(
    private readonly repo: ShareRepository,
    private readonly projects: ProjectService,
    private readonly movies: MovieService,
    private readonly renders: RenderService,
    private readonly now: Clock,
  ) {}

  async exists(user: User, id: string): Promise<boolean> {
    return SHARE_ID.test(id) && (await this.repo.findOwned(user.id, id)) !== undefined;
  }

  async create(user: User, record: ShareRecord): Promise<ShareRecord> {
    if (record.username !== user.username) throw new HttpError(403, 'A movie can only be shared under your own username');
    const project = await this.projects.locate(user, record.region, record.prjuid);
    if (!project) throw notFound(`Project ${record.prjuid} not found`);
    if (!(await this.movies.find(project, record.movie))) throw notFound(`Movie ${record.movie} not found`);
    const { id: _, ...key } = record;
    const expected = await shareId(key);
    if (record.id !== expected) throw badRequest('The id does not match the username, region, project and movie');
    await this.repo.upsert({
      id: expected,
      owner_id: user.id,
      project_id: project.id,
      username: record.username,
      region: record.region,
      prjuid: record.prjuid,
      movie: record.movie,
      created_at: new Date(this.now()).toISOString(),
    });
    return { id: expected, username: record.username, region: record.region, prjuid: record.prjuid, movie: record.movie };
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

  /** The share behind a public link; a 404 when it is unknown, deleted, or its movie is gone. */
  async open(id: string): Promise<PublicShare> {
    const share = SHARE_ID.test(id) ? await this.repo.find(id) : undefined;
    if (!share) throw notShared();
    const project = await this.projects.locateById(share.project_id);
    const movie = project && (await this.movies.find(project, share.movie));
    if (!project || !movie) throw notShared();
    return { share, project, movie };
  }

  /** The shared movie as mp4, rendered once per saved revision of the movie. */
  async video(shared: PublicShare, signal?: AbortSignal): Promise<string> {
    const file = this.fileOf(shared, 'mp4');
    const done = await this.renders.cached(file, await this.job(shared), 'mp4', signal ? { signal } : {});
    await this.removeVideos(shared.project, shared.share.id, [path.basename(file), path.basename(this.fileOf(shared, 'jpg'))]);
    return done;
  }

  /** The poster: frame 10, or the last frame of a shorter movie. */
  async poster(shared: PublicShare, signal?: AbortSignal): Promise<string> {
    const job = await this.job(shared);
    let frame = POSTER_FRAME;
    try {
      const structure = await this.renders.engine.movieStructure(job.movie, job.params);
      frame = Math.max(0, Math.min(POSTER_FRAME, structure.frames - 1));
    } catch {
      // The render itself will say what is wrong.
    }
    return this.renders.cached(this.fileOf(shared, 'jpg'), job, 'jpg', { frame, ...(signal ? { signal } : {}) });
  }

  private async job({ share, project, movie }: PublicShare): Promise<RenderJob> {
    const { movie: content } = await this.movies.load(project, movie.name);
    return { project, ownerId: project.ownerId, movie: content, movieName: share.movie, params: {}, origin: 'share' };
  }

  private sharesDir(project: ProjectRef): string {
    return path.join(project.dir, '.renders', 'shares');
  }

  private fileOf({ share, project, movie }: PublicShare, ext: 'mp4' | 'jpg'): string {
    return path.join(this.sharesDir(project), `${share.id}.${movie.revision}.${ext}`);
  }

  /** Cached files of a share, except those named in `keep`. */
  private async removeVideos(project: ProjectRef, id: string, keep: string[] = []): Promise<void> {
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
