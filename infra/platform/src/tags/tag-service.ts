import {
  isWithinTag,
  movedTagPath,
  shownName,
  TAG_LIMITS,
  tagAncestors,
  tagNode,
  tagPathProblem,
  type TagLink,
  type TagNode,
} from '@reelforge/model';
import type { Clock } from '../lib/clock.ts';
import { badRequest, HttpError, notFound } from '../lib/http-errors.ts';
import type { User } from '../accounts/user-store.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import type { TagRow, TagStore, TagTx } from './tag-store.ts';

const conflict = (message: string) => new HttpError(409, message);
const quoted = (path: string) => `'${shownName(path)}'`;
const tagNotFound = (path: string) => notFound(`Tag ${quoted(path)} not found`);

/** The path as stored, or a 400 saying what is wrong with it (checked before any work). */
export function checkedTagPath(path: string, what = 'tag'): string {
  const problem = tagPathProblem(path);
  if (problem) throw badRequest(what === 'tag' ? problem : `The ${what}: ${problem}`);
  return path;
}

export interface TagChange {
  tag: TagNode;
  /** Tags created (with the ancestors the path needed) or moved. */
  count: number;
}

/**
 * Tags of one user in one region (docs/tags.md). Every ancestor of a tag is a tag too, so
 * the tree has no gaps: creating `clients/acme` creates `clients` if it is missing, and a
 * move creates the ancestors its new path needs. Each change reads the tags and writes in
 * one transaction.
 */
export class TagService {
  constructor(
    private readonly store: TagStore,
    private readonly now: Clock,
  ) {}

  async list(owner: User, region: string): Promise<TagNode[]> {
    return (await this.store.list(owner.id, region)).map((row) => tagNode(row.path));
  }

  async create(owner: User, region: string, rawPath: string, rawParent?: string): Promise<TagChange> {
    const path = checkedTagPath(rawPath);
    const parent = rawParent === undefined ? undefined : checkedTagPath(rawParent, 'parent');
    if (parent !== undefined && !isWithinTag(path, parent))
      throw badRequest(`The tag ${quoted(path)} is not under its parent ${quoted(parent)}`);
    if (parent === path) throw badRequest(`A tag cannot be its own parent`);
    return this.store.inTransaction(async (tx) => {
      const known = await this.paths(tx, owner, region);
      if (known.has(path)) throw conflict(`The tag ${quoted(path)} exists already`);
      if (parent !== undefined && !known.has(parent))
        throw notFound(`The parent tag ${quoted(parent)} is not there (deleted meanwhile?)`);
      const missing = [...tagAncestors(path).filter((p) => !known.has(p)), path];
      this.checkRoom(known.size + missing.length);
      await tx.insert(owner.id, region, missing, this.stamp());
      return { tag: tagNode(path), count: missing.length };
    });
  }

  /** A rename: the tag, its descendants and their project links move from `from` to `to`. */
  async move(owner: User, region: string, rawFrom: string, rawTo: string): Promise<TagChange> {
    const from = checkedTagPath(rawFrom, 'tag to move');
    const to = checkedTagPath(rawTo);
    if (from === to) throw badRequest(`The tag ${quoted(from)} is there already`);
    if (isWithinTag(to, from))
      throw badRequest(`A tag cannot move under itself: ${quoted(to)} is within ${quoted(from)}`);
    return this.store.inTransaction(async (tx) => {
      const rows = await tx.list(owner.id, region);
      const known = new Set(rows.map((row) => row.path));
      if (!known.has(from)) throw tagNotFound(from);
      if (known.has(to)) throw conflict(`The tag ${quoted(to)} exists already: move to a name not used`);
      const moving = rows.filter((row) => isWithinTag(row.path, from));
      const moves = moving.map((row) => ({ id: row.id, path: movedTagPath(row.path, from, to) }));
      const tooLong = moves.find((move) => tagPathProblem(move.path));
      if (tooLong)
        throw badRequest(`Moving ${quoted(from)} to ${quoted(to)} would make ${tagPathProblem(tooLong.path)}`);
      const missing = tagAncestors(to).filter((p) => !known.has(p));
      this.checkRoom(known.size + missing.length);
      await tx.insert(owner.id, region, missing, this.stamp());
      await tx.rename(moves);
      return { tag: tagNode(to), count: moves.length + missing.length };
    });
  }

  /** The tag and its descendants go; the projects they were on stay. */
  async remove(owner: User, region: string, rawPath: string): Promise<number> {
    const path = checkedTagPath(rawPath);
    return this.store.inTransaction(async (tx) => {
      const going = (await tx.list(owner.id, region)).filter((row) => isWithinTag(row.path, path));
      if (!going.some((row) => row.path === path)) throw tagNotFound(path);
      await tx.remove(going.map((row) => row.id));
      return going.length;
    });
  }

  links(owner: User, region: string): Promise<TagLink[]> {
    return this.store.links(owner.id, region);
  }

  /** `project` is the caller's own of this region (the route found it); a tag it carries already is a 409. */
  async tagProject(owner: User, region: string, project: ProjectRef, rawTag: string): Promise<void> {
    const tag = checkedTagPath(rawTag);
    await this.store.inTransaction(async (tx) => {
      const row = await this.find(tx, owner, region, tag);
      if (!(await tx.link(row.id, project.id, this.stamp())))
        throw conflict(`The project ${project.uid} has the tag ${quoted(tag)} already`);
    });
  }

  async untagProject(owner: User, region: string, project: ProjectRef, rawTag: string): Promise<void> {
    const tag = checkedTagPath(rawTag);
    await this.store.inTransaction(async (tx) => {
      const row = await this.find(tx, owner, region, tag);
      if (!(await tx.unlink(row.id, project.id)))
        throw notFound(`The project ${project.uid} does not have the tag ${quoted(tag)}`);
    });
  }

  private async find(tx: TagTx, owner: User, region: string, path: string): Promise<TagRow> {
    const row = (await tx.list(owner.id, region)).find((r) => r.path === path);
    if (!row) throw tagNotFound(path);
    return row;
  }

  private async paths(tx: TagTx, owner: User, region: string): Promise<Set<string>> {
    return new Set((await tx.list(owner.id, region)).map((row) => row.path));
  }

  private checkRoom(total: number): void {
    if (total > TAG_LIMITS.perRegion)
      throw badRequest(`A region holds at most ${TAG_LIMITS.perRegion} of your tags; delete some first`);
  }

  private stamp(): string {
    return new Date(this.now()).toISOString();
  }
}
