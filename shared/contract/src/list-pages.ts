import { PAGE_TOKEN_MAX_LENGTH } from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';
import { integer, object, string } from './schema.js';

/**
 * Paging of the movie and asset lists (docs/reference.md §9; docs/paging.md). Without a
 * token a call answers the first page; `Metadata.PageToken` names the next one while more
 * follow, and goes back as `?pagetoken=`. `pagesize` asks for fewer items than the list's
 * limit (movies 1,000, assets 10,000); more than the limit is answered with the limit.
 */
export const listPageQuery = object({
  pagetoken: string({ minLength: 1, maxLength: PAGE_TOKEN_MAX_LENGTH }),
  pagesize: string({ pattern: '^0*[1-9][0-9]{0,8}$' }),
});
export type ListPageQuery = FromSchema<typeof listPageQuery>;

/** `Metadata` of a paged list answer: the items in this answer, and the next page's token while more follow. */
export const pageMetadata = object({ Count: integer(), PageToken: string() }, ['Count']);
export type PageMetadata = FromSchema<typeof pageMetadata>;
