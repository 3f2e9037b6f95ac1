import type { CompdataItem, CompdataList } from '@reelforge/contract';
import { compdataNameError } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import { readTemplateFormat, readTemplateMovie } from '../bodies/body-checks.ts';
import type { BodyWorkers } from '../bodies/body-workers.ts';
import type { Clock } from '../lib/clock.ts';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { KeyedMutex } from '../lib/keyed-mutex.ts';
import { newUid } from '../lib/secrets.ts';
import type { ProjectFileStore } from '../project-files/project-file-store.ts';
import type { CompdataFormat, CompdataRepository, CompdataRow } from './compdata-store.ts';
import { projectItem, readPage, type PageRequest } from '../projects/list-pages.ts';
import type { ProjectRef } from '../projects/project-service.ts';

export const compdataNotFound = (name: string) => notFound(`XML template ${name} not found`);

/**
 * The size and frame rate of an XML template's text, read by xmlToMovie of @reelforge/sdl/xml
 * (defaults 640x360 at 25/1, docs/reference.md §9); a template it refuses is a 400 naming each
 * problem's line and column.
 */
export function templateFormatOf(text: string): CompdataFormat {
  const read = readTemplateFormat(text);
  if ('problem' in read) throw badRequest(read.problem);
  return read.format;
}

/** How a save reads its template's format: in place by default; the route reads big ones on a body worker. */
export type ReadTemplateFormat = (text: string) => Promise<CompdataFormat>;

/**
 * The movie a stored XML template says (docs/compdata.md): an unknown name is a 404, a
 * template xmlToMovie refuses a 400 naming each problem's line and column.
 */
export async function compdataMovie(
  compdata: CompdataService,
  project: ProjectRef,
  name: string,
  workers?: BodyWorkers,
): Promise<Movie> {
  const text = await compdata.text(project, name);
  // A big template is read on a body worker, as its save was (docs/request-limits.md).
  const read = workers ? await workers.check({ kind: 'movie', bytes: Buffer.from(text) }) : readTemplateMovie(text);
  if ('movie' in read && read.movie) return read.movie;
  throw badRequest('problem' in read && read.problem ? read.problem : `XML template ${name} cannot be read`);
}

/** The project file of a template's text: `compdata/<uid>.xml`. */
export const compdataKey = (row: Pick<CompdataRow, 'uid'>) => `compdata/${row.uid}.xml`;

/**
 * XML templates of a project (compdata, docs/compdata.md): rows in the database with the size
 * and frame rate the list shows, each text the project file `compdata/<uid>.xml` (names may
 * hold any character a user types), in the project's folder or the bucket
 * (project-files/README.md).
 */
export class CompdataService {
  private readonly mutex = new KeyedMutex();

  constructor(
    readonly repo: CompdataRepository,
    private readonly now: Clock,
    private readonly files: ProjectFileStore,
  ) {}

  toItem(project: ProjectRef, row: CompdataRow): CompdataItem {
    return { ...projectItem(project, row), type: 'compdata', width: row.width, height: row.height, fps: row.fps };
  }

  /** One page of the list (docs/paging.md). */
  async page(project: ProjectRef, request: PageRequest): Promise<CompdataList> {
    const { rows, metadata } = await readPage('compdata', project, request, (from, limit) =>
      this.repo.page(project.id, from.after, limit),
    );
    return { Compdata: rows.map((row) => this.toItem(project, row)), Metadata: metadata };
  }

  async require(project: ProjectRef, name: string): Promise<CompdataRow> {
    const row = await this.repo.findByName(project.id, name);
    if (!row) throw compdataNotFound(name);
    return row;
  }

  /** The stored XML text of the template `name`. */
  async text(project: ProjectRef, name: string): Promise<string> {
    const row = await this.require(project, name);
    const text = await this.files.read(project, compdataKey(row));
    if (!text) throw compdataNotFound(name);
    return text.toString('utf8');
  }

  /** Checks the name and the template, then stores the text as sent; `created` tells a new name. */
  async save(
    project: ProjectRef,
    name: string,
    text: string,
    readFormat: ReadTemplateFormat = async (template) => templateFormatOf(template),
  ): Promise<{ row: CompdataRow; created: boolean }> {
    const problem = compdataNameError(name);
    if (problem) throw badRequest(problem);
    const format = await readFormat(text);
    return this.mutex.run(project.uid, async () => {
      const existing = await this.repo.findByName(project.id, name);
      const stamp = new Date(this.now()).toISOString();
      const uid = existing?.uid ?? newUid();
      // Put whole at once: a reader never sees half a template.
      await this.files.put(project, compdataKey({ uid }), text, { contentType: 'application/xml' });
      if (existing) return { row: await this.repo.update(existing.id, format, stamp), created: false };
      try {
        const row = await this.repo.insert({
          uid,
          project_id: project.id,
          name,
          ...format,
          date_created: stamp,
          date_modified: stamp,
        });
        return { row, created: true };
      } catch (error) {
        await this.files.delete(project, compdataKey({ uid }));
        // Another api process made a template of this name meanwhile: this save replaces it.
        const made = await this.repo.findByName(project.id, name);
        if (!made) throw error;
        await this.files.put(project, compdataKey(made), text, { contentType: 'application/xml' });
        return { row: await this.repo.update(made.id, format, stamp), created: false };
      }
    });
  }

  async remove(project: ProjectRef, name: string): Promise<boolean> {
    return this.mutex.run(project.uid, async () => {
      const row = await this.repo.findByName(project.id, name);
      if (!row) return false;
      await this.repo.delete(row.id);
      await this.files.delete(project, compdataKey(row));
      return true;
    });
  }
}
