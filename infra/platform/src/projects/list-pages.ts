import { decodePageToken, encodePageToken, pageSize, type PageCursor, type PagedList } from '@reelforge/model';
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
function pageCursor(list: PagedList, project: ProjectRef, request: PageRequest): PageCursor | undefined {
  if (request.token === undefined) return undefined;
  const cursor = decodePageToken(request.token, list, project.uid);
  if ('problem' in cursor) throw badRequest(cursor.problem);
  return cursor;
}

/** A page as every list answers it: its rows, and the metadata with the next page's token, if one follows. */
export interface ListPage<Row> {
  rows: Row[];
  metadata: { Count: number; PageToken?: string };
}

/**
 * One page of a list read in (kind, name) order (docs/paging.md): `read` is asked for one row
 * more than the page holds, which tells whether another page follows; the next page's token
 * says where this one ended. A bad token is a 400, checked before reading.
 */
export async function readPage<Row extends { name: string }>(
  list: PagedList,
  project: ProjectRef,
  request: PageRequest,
  read: (from: { kind: number; after: string | undefined }, limit: number) => Promise<Row[]>,
  kindOf: (row: Row) => number = () => 0,
): Promise<ListPage<Row>> {
  const from = pageCursor(list, project, request);
  const size = pageSize(list, request.size);
  const rows = await read({ kind: from?.kind ?? 0, after: from?.after }, size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const next =
    rows.length > size && last
      ? encodePageToken({ list, prjuid: project.uid, kind: kindOf(last), after: last.name })
      : undefined;
  return { rows: page, metadata: { Count: page.length, ...(next ? { PageToken: next } : {}) } };
}

/** What every listed item of a project says of itself: its names, its project's and its dates. */
export function projectItem(
  project: ProjectRef,
  row: { name: string; uid: string; date_created: string; date_modified: string },
) {
  return {
    name: row.name,
    uid: row.uid,
    prjuid: project.uid,
    region: project.region,
    awsregion: project.awsregion,
    date_created: row.date_created,
    date_modified: row.date_modified,
  };
}
