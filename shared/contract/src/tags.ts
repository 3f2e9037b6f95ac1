import type { TagLink as TagLinkEntity, TagNode } from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';
import { countMetadata } from './common.js';
import { arrayOf, integer, object, string } from './schema.js';

/**
 * Tags and their links to projects on the region API host (docs/reference.md §3, §7).
 * A tag path travels as the rest of the address, its names separated by `/`; the path
 * rule is tagPathProblem of @reelforge/model. See docs/tags.md.
 */

/** A tag: its path (`name`) and its parent's path unless it stands at the top. */
export const tagSchema = object({ name: string(), parent: string() }, ['name']);
export type Tag = FromSchema<typeof tagSchema>;

/** GET /v1/list/tag: the caller's tags of the region, by path. */
export const tagListSchema = object({ Tags: arrayOf(tagSchema), Metadata: countMetadata }, ['Tags', 'Metadata']);
export type TagList = FromSchema<typeof tagListSchema>;

/** /v1/tag/{path}: the path is the rest of the address. */
export const tagPathParams = object({ '*': string() }, ['*'], { open: true });

/**
 * PUT /v1/tag/{path}: `?from={old path}` makes it a move (a rename) of that tag, its
 * descendants and their links; `?parent={path}` asks that the new tag stand under that
 * existing tag (the path must then start with it).
 */
export const tagPutQuery = object({ from: string(), parent: string() });
export type TagPutQuery = FromSchema<typeof tagPutQuery>;

/** The answer of PUT /v1/tag/{path}: the tag, and for a move how many tags moved and from where. */
export const tagPutReply = object(
  {
    Tag: tagSchema,
    /** Tags created or moved: ancestors the path needed count too. */
    Count: integer(),
    From: string(),
  },
  ['Tag', 'Count'],
);
export type TagPutReply = FromSchema<typeof tagPutReply>;

/** DELETE /v1/tag/{path}: the tag and how many tags went with it (itself included). */
export const tagDeleteReply = object({ Deleted: string(), Count: integer() }, ['Deleted', 'Count']);
export type TagDeleteReply = FromSchema<typeof tagDeleteReply>;

/** A link of a project and a tag, keyed by the project's uid. */
export const tagLinkSchema = object({ prjuid: string(), tag: string() }, ['prjuid', 'tag']);
export type TagLink = FromSchema<typeof tagLinkSchema>;

/** GET /v1/list/tagproject: every link of the caller's projects of the region. */
export const tagLinkListSchema = object({ TagProjects: arrayOf(tagLinkSchema), Metadata: countMetadata }, [
  'TagProjects',
  'Metadata',
]);
export type TagLinkList = FromSchema<typeof tagLinkListSchema>;

/** /v1/tagproject/{prjuid}/{tagpath}: the tag path is the rest of the address. */
export const tagLinkParams = object({ prjuid: string(), '*': string() }, ['prjuid', '*'], { open: true });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** The wire shapes are the entities the tag rules of @reelforge/model take. */
export type TagAgreement = [Holds<Same<Tag, TagNode>>, Holds<Same<TagLink, TagLinkEntity>>];
