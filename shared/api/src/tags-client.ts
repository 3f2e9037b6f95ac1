import type { Tag, TagDeleteReply, TagLink, TagLinkList, TagList, TagPutReply } from '@reelforge/contract';
import { TAG_SEPARATOR, tagPathProblem } from '@reelforge/model';
import type { RegionalClientFactory } from './api.js';
import { ApiError } from './http.js';

export type { Tag, TagLink } from '@reelforge/contract';

/** The caller's tags of one region and their links to projects (docs/reference.md §7, docs/tags.md). */
export interface TagsClient {
  /** Every tag, by path. */
  list(): Promise<Tag[]>;
  /** Creates the tag (and any missing ancestor); `parent` asks that it stand under that existing tag. */
  create(path: string, parent?: string): Promise<Tag>;
  /** Renames by moving: the tag, its descendants and their links go to `to`. */
  move(from: string, to: string): Promise<Tag>;
  /** Deletes the tag and its descendants; the projects stay. */
  remove(path: string): Promise<void>;
  /** Every link of the caller's projects of the region. */
  links(): Promise<TagLink[]>;
  /** Tags a project; a tag it already carries is refused (409). */
  tagProject(prjuid: string, tag: string): Promise<void>;
  untagProject(prjuid: string, tag: string): Promise<void>;
}

/**
 * A tag path as address segments: each name encoded, the separators kept. A path the rule
 * refuses is refused here, as the platform would (400): `a/../b` would otherwise be
 * resolved to `b` by the URL before it is sent.
 */
export function tagPathUrl(path: string): string {
  const problem = tagPathProblem(path);
  if (problem) throw new ApiError(400, 'Bad Request', problem);
  return path.split(TAG_SEPARATOR).map(encodeURIComponent).join(TAG_SEPARATOR);
}

export const tagsClient: RegionalClientFactory<TagsClient> = ({ http, config }) => {
  const api = config.api.replace(/\/+$/, '');
  const regionHost = true;
  const tagUrl = (path: string) => `${api}/v1/tag/${tagPathUrl(path)}`;
  const checked = (path: string) => {
    tagPathUrl(path);
    return path;
  };
  const linkUrl = (prjuid: string, tag: string) =>
    `${api}/v1/tagproject/${encodeURIComponent(prjuid)}/${tagPathUrl(tag)}`;
  return {
    list: async () => (await http<TagList>(`${api}/v1/list/tag`, { regionHost })).data.Tags,
    create: async (path, parent) => {
      const query = parent === undefined ? '' : `?parent=${encodeURIComponent(checked(parent))}`;
      return (await http<TagPutReply>(`${tagUrl(path)}${query}`, { method: 'PUT', regionHost })).data.Tag;
    },
    move: async (from, to) =>
      (
        await http<TagPutReply>(`${tagUrl(to)}?from=${encodeURIComponent(checked(from))}`, {
          method: 'PUT',
          regionHost,
        })
      ).data.Tag,
    remove: async (path) => {
      await http<TagDeleteReply>(tagUrl(path), { method: 'DELETE', regionHost });
    },
    links: async () => (await http<TagLinkList>(`${api}/v1/list/tagproject`, { regionHost })).data.TagProjects,
    tagProject: async (prjuid, tag) => {
      await http(linkUrl(prjuid, tag), { method: 'PUT', regionHost });
    },
    untagProject: async (prjuid, tag) => {
      await http(linkUrl(prjuid, tag), { method: 'DELETE', regionHost });
    },
  };
};
