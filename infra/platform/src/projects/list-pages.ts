import { decodePageToken, type PageCursor, type PagedList } from '@reelforge/model';
import { badRequest } from '../lib/http-errors.ts';
import type { ProjectRef } from './project-service.ts';

/** What a list call asks for: the token of the page after the first, and a smaller page size. */
export interface PageRequest {
  token?: string;
  size?: number;
}

/** The query of a list call as a page request (the schema already checked the digits of pagesize). */
export function pageRequestOf(query: { pagetoken?: string; pagesize?: string }): PageRequest {
  return { token: query.pagetoken, size: query.pagesize === undefined ? undefined : Number(query.pagesize) };
}

/**
 * Where the page asked for starts (undefined: the first page); a token not given out for this list
 * of this project is a 400.
 */
export function pageCursor(list: PagedList, project: ProjectRef, request: PageRequest): PageCursor | undefined {
  if (request.token === undefined) return undefined;
  const cursor = decodePageToken(request.token, list, project.uid);
  if ('problem' in cursor) throw badRequest(cursor.problem);
  return cursor;
}
