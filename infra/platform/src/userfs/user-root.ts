import { lstat, mkdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { userfsPathProblem, userfsSegments } from '@reelforge/model';
import { HttpError, badRequest, notFound } from '../lib/http-errors.ts';

const REGION = /^[a-z0-9-]+$/;

/**
 * One user's store in one region: `userfs/<region>/<user id>/` under the data folder, apart
 * from projects, holding
 *   files/    what the user stored, under the paths they gave
 *   .tmp/     uploads being received (same file system: renamed into files/ once whole)
 *   .cache/   thumbnails, by path and the file's size and time
 *
 * Every path from a request goes through `place`: the model's rule first (userfsPathProblem:
 * no `..`, no encoded dots or separators, no backslash, no absolute path, no NUL, control
 * or bidirectional character), then it is joined under `files/` and checked to stay inside
 * it, and the part of it that exists is resolved on disk and must be exactly that path: a
 * symbolic link anywhere inside the store is refused, never followed.
 */
export class UserRoot {
  private constructor(
    readonly region: string,
    readonly userId: number,
    /** The real path of the user's folder (links above the data folder resolved once). */
    readonly dir: string,
  ) {}

  static async open(base: string, region: string, userId: number): Promise<UserRoot> {
    if (!REGION.test(region) || !Number.isSafeInteger(userId) || userId < 1)
      throw new Error(`Bad file store ${region}/${userId}`);
    const dir = path.join(base, region, String(userId));
    await mkdir(path.join(dir, 'files'), { recursive: true });
    return new UserRoot(region, userId, await realpath(dir));
  }

  get files(): string {
    return path.join(this.dir, 'files');
  }

  get temporary(): string {
    return path.join(this.dir, '.tmp');
  }

  get cache(): string {
    return path.join(this.dir, '.cache');
  }

  /**
   * Where `relative` lives on disk, after the path rule and a lexical containment check,
   * or a 400 saying why it is refused. Nothing on disk is read here.
   */
  lexical(relative: string): string {
    const problem = userfsPathProblem(relative);
    if (problem) throw badRequest(problem);
    const target = path.resolve(this.files, ...userfsSegments(relative));
    if (target !== this.files && !target.startsWith(this.files + path.sep))
      throw badRequest(`The path '${relative}' leaves your file store`);
    return target;
  }

  /**
   * An existing file or folder: the lexical place, which must be what is on disk (no link
   * on the way, the target itself not a link). Missing is a 404.
   */
  async existing(
    relative: string,
  ): Promise<{ file: string; isDirectory: boolean; size: number; mtime: Date; birthtime: Date }> {
    const file = this.lexical(relative);
    await this.refuseLinks(file);
    const info = await lstat(file).catch(() => undefined);
    if (!info) throw notFound(`${relative || 'The top folder'} not found in your file store`);
    return { file, isDirectory: info.isDirectory(), size: info.size, mtime: info.mtime, birthtime: info.birthtime };
  }

  /**
   * A place to create: its folders that exist are real folders (no link, no file on the
   * way); the target itself, if it exists, is not a link.
   */
  async creatable(relative: string): Promise<string> {
    const file = this.lexical(relative);
    await this.refuseLinks(file);
    return file;
  }

  /** Walks from files/ down to `file`: each part that exists must be a folder (the last may be anything but a link). */
  private async refuseLinks(file: string): Promise<void> {
    const parts = path.relative(this.files, file).split(path.sep).filter(Boolean);
    let at = this.files;
    for (const [index, part] of parts.entries()) {
      at = path.join(at, part);
      const info = await lstat(at).catch(() => undefined);
      // Nothing further exists: there is no link below a missing folder.
      if (!info) return;
      if (info.isSymbolicLink())
        throw badRequest(`'${path.relative(this.files, at)}' is a link: links inside your file store are not followed`);
      const last = index === parts.length - 1;
      if (!last && !info.isDirectory())
        throw new HttpError(409, `'${path.relative(this.files, at)}' is a file, not a folder`);
    }
  }

  /** The path relative to files/, with '/' separators. */
  relativeOf(file: string): string {
    return path.relative(this.files, file).split(path.sep).join('/');
  }
}
