import { movieNameError } from '@reelforge/model';
import { decodeMovie, encodeMovie, type Movie } from '@reelforge/sdl';
import type { Clock } from '../lib/clock.ts';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { KeyedMutex } from '../lib/keyed-mutex.ts';
import { newUid } from '../lib/secrets.ts';
import { asBadRequest } from '../bodies/movie-decode.ts';
import type { MovieItem, MovieList } from '@reelforge/contract';
import type { ProjectFileStore } from '../project-files/project-file-store.ts';
import type { MovieRepository, MovieRow } from './movie-store.ts';
import { projectItem, readPage, type PageRequest } from '../projects/list-pages.ts';
import type { ProjectRef } from '../projects/project-service.ts';

export const movieNotFound = (name: string) => notFound(`Movie ${name} not found`);

/** The project file of a movie's binary message: `movies/<uid>.sdl`. */
export const movieKey = (row: Pick<MovieRow, 'uid'>) => `movies/${row.uid}.sdl`;

/**
 * Dynamic movies of a project: rows in the database, each binary message the project file
 * `movies/<uid>.sdl` (names may hold any character a user types), in the project's folder or
 * the bucket (project-files/README.md).
 */
export class MovieService {
  private readonly mutex = new KeyedMutex();

  constructor(
    readonly repo: MovieRepository,
    private readonly now: Clock,
    private readonly files: ProjectFileStore,
  ) {}

  toItem(project: ProjectRef, row: MovieRow): MovieItem {
    return { ...projectItem(project, row), type: 'sdl' };
  }

  async list(project: ProjectRef): Promise<MovieItem[]> {
    return (await this.repo.list(project.id)).map((row) => this.toItem(project, row));
  }

  /** One page of the movie list (docs/paging.md). */
  async page(project: ProjectRef, request: PageRequest): Promise<MovieList> {
    const { rows, metadata } = await readPage('movies', project, request, (from, limit) =>
      this.repo.page(project.id, from.after, limit),
    );
    return { SDLS: rows.map((row) => this.toItem(project, row)), Metadata: metadata };
  }

  find(project: ProjectRef, name: string): Promise<MovieRow | undefined> {
    return this.repo.findByName(project.id, name);
  }

  async require(project: ProjectRef, name: string): Promise<MovieRow> {
    const row = await this.find(project, name);
    if (!row) throw movieNotFound(name);
    return row;
  }

  /** The stored binary message. */
  async bytes(project: ProjectRef, row: MovieRow): Promise<Buffer> {
    const bytes = await this.files.read(project, movieKey(row));
    if (bytes) return bytes;
    // A movie saved at home after the project was last published has no file in the copy.
    if (project.region !== project.home)
      throw notFound(`Movie ${row.name} is not published to ${project.region} yet: publish the project again`);
    throw new Error(`The message of movie ${row.name} (${movieKey(row)}) is missing from ${this.files.description}`);
  }

  /** The stored movie, decoded. */
  async load(project: ProjectRef, name: string): Promise<{ row: MovieRow; movie: Movie }> {
    const row = await this.require(project, name);
    return { row, movie: decodeMovie(await this.bytes(project, row)) };
  }

  /** Stores the movie re-encoded from its normalised form; `created` tells a new name. */
  async save(project: ProjectRef, name: string, movie: Movie): Promise<{ row: MovieRow; created: boolean }> {
    let bytes: Uint8Array;
    try {
      bytes = encodeMovie(movie);
    } catch (error) {
      return asBadRequest(error);
    }
    return this.saveEncoded(project, name, bytes);
  }

  /** Stores a movie's binary message made by encodeMovie (bodies/movie-body.ts for a save's body). */
  async saveEncoded(
    project: ProjectRef,
    name: string,
    bytes: Uint8Array,
  ): Promise<{ row: MovieRow; created: boolean }> {
    const problem = movieNameError(name);
    if (problem) throw badRequest(problem);
    return this.mutex.run(project.uid, async () => {
      const existing = await this.find(project, name);
      const stamp = new Date(this.now()).toISOString();
      const uid = existing?.uid ?? newUid();
      // Put whole at once: a reader never sees half a message.
      await this.files.put(project, movieKey({ uid }), Buffer.from(bytes), { contentType: 'application/octet-stream' });
      if (existing) return { row: await this.repo.touch(existing.id, stamp), created: false };
      try {
        const row = await this.repo.insert({
          uid,
          project_id: project.id,
          name,
          date_created: stamp,
          date_modified: stamp,
        });
        return { row, created: true };
      } catch (error) {
        await this.files.delete(project, movieKey({ uid }));
        // Another api process made a movie of this name meanwhile: this save replaces it.
        const made = await this.find(project, name);
        if (!made) throw error;
        await this.files.put(project, movieKey(made), Buffer.from(bytes), { contentType: 'application/octet-stream' });
        return { row: await this.repo.touch(made.id, stamp), created: false };
      }
    });
  }

  async remove(project: ProjectRef, name: string): Promise<boolean> {
    return this.mutex.run(project.uid, async () => {
      const row = await this.find(project, name);
      if (!row) return false;
      await this.repo.delete(row.id);
      await this.files.delete(project, movieKey(row));
      return true;
    });
  }
}
