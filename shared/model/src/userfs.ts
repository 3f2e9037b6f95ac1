import { nameProblem, shownName } from './names.js';
import { pageCount } from './paging.js';

/**
 * The per-user file store (UserFS, docs/reference.md §3, §5, §9): how a path inside it is
 * written, which paths are refused, and how the console pages a folder. The platform and
 * the console apply the same rules.
 */

/** Items one list call answers at most (docs/reference.md §9). */
export const USERFS_LIST_LIMIT = 200;
/** Items the console shows a page, and page numbers shown at once (docs/reference.md §9). */
export const USERFS_PAGE_ITEMS = 50;
export const USERFS_PAGE_NUMBERS = 6;
/** The prefix that names a UserFS file as a movie layer's source (docs/userfs.md). */
export const USERFS_SOURCE_PREFIX = 'userfs:';

/** File systems count a name in bytes; a whole path is bounded too. */
const MAX_SEGMENT_BYTES = 255;
const MAX_PATH_CHARS = 1024;
const MAX_DEPTH = 32;
// A percent sign followed by two hex digits: a segment that still holds an escape once the
// URL was decoded was encoded twice, and is refused when what it hides is a separator or dots.
const ESCAPE = /%[0-9a-f]{2}/i;

function decodedOnce(segment: string): string | undefined {
  if (!ESCAPE.test(segment)) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Why `path` cannot name a place in a user's store, or undefined when it can. A path is
 * relative (`logos/acme.png`, `logos/` for a folder, `` for the top); every segment follows
 * the name rule of names.ts (no control or bidirectional characters, not `.` or `..`, no
 * `/` or `\`); no empty segment inside it, no leading slash, no drive letter; a segment that
 * still decodes to dots or a separator (`%2e%2e`, `%2f`) is refused as well.
 */
export function userfsPathProblem(path: string): string | undefined {
  if (path === '') return undefined;
  const refused = (why: string) => `The path '${shownName(path)}' is not allowed: ${why}`;
  if ([...path].length > MAX_PATH_CHARS) return `A path has at most ${MAX_PATH_CHARS} characters`;
  if (path.includes('\\')) return refused('it contains a backslash (\\)');
  if (path.startsWith('/')) return refused('it must be relative to your file store (no leading /)');
  if (/^[a-z]:/i.test(path)) return refused('it must be relative to your file store (no drive letter)');
  const segments = (path.endsWith('/') ? path.slice(0, -1) : path).split('/');
  if (segments.length > MAX_DEPTH) return refused(`it is more than ${MAX_DEPTH} folders deep`);
  for (const segment of segments) {
    if (segment === '') return refused('it contains an empty folder name (//)');
    const problem = nameProblem(segment, { maxBytes: MAX_SEGMENT_BYTES });
    if (problem) return problem;
    const hidden = decodedOnce(segment);
    if (hidden !== undefined && nameProblem(hidden)) return refused('it contains an encoded . or .. or separator');
  }
  return undefined;
}

/** The segments of a path that passed userfsPathProblem (a trailing slash dropped). */
export function userfsSegments(path: string): string[] {
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed === '' ? [] : trimmed.split('/');
}

/** A folder path as the store writes it: '' for the top, else ending with one slash. */
export function userfsFolder(path: string): string {
  const segments = userfsSegments(path);
  return segments.length === 0 ? '' : `${segments.join('/')}/`;
}

/**
 * A new folder's name as typed (docs/reference.md §5): a trailing slash added when it
 * lacks one, surrounding spaces dropped; undefined for an empty name, which is ignored.
 */
export function newFolderName(typed: string): string | undefined {
  const name = typed.trim().replace(/\/+$/, '');
  return name === '' ? undefined : `${name}/`;
}

/** The breadcrumb of a folder: the top, then each folder down to it, with its path. */
export function userfsBreadcrumb(folder: string): { name: string; path: string }[] {
  const crumbs = [{ name: 'Home', path: '' }];
  let path = '';
  for (const segment of userfsSegments(folder)) {
    path += `${segment}/`;
    crumbs.push({ name: segment, path });
  }
  return crumbs;
}

export type PageWindow =
  | { ok: true; page: number; pageCount: number; numbers: number[]; first: number; last: number }
  | { ok: false; problem: string };

/**
 * Page `page` (from 0) of `count` items shown `perPage` at a time, with up to `shown` page
 * numbers around it (docs/reference.md §5, §9): `first`/`last` are the items' indexes (last
 * exclusive). A negative, fractional or too-far page is refused (said from 1, as people
 * count); an empty list has page 0.
 */
export function pageWindow(
  page: number,
  count: number,
  perPage = USERFS_PAGE_ITEMS,
  shown = USERFS_PAGE_NUMBERS,
): PageWindow {
  const pages = pageCount(count, perPage);
  if (!Number.isInteger(page)) return { ok: false, problem: 'A page is a whole number from 1' };
  if (page < 0) return { ok: false, problem: `There is no page ${page + 1}: pages start at 1` };
  if (page >= pages) return { ok: false, problem: `There is no page ${page + 1}: the last page is ${pages}` };
  const start = Math.max(0, Math.min(page - Math.floor((shown - 1) / 2), pages - shown));
  const numbers: number[] = [];
  for (let n = start; n < Math.min(pages, start + shown); n += 1) numbers.push(n);
  return {
    ok: true,
    page,
    pageCount: pages,
    numbers,
    first: page * perPage,
    last: Math.min(count, (page + 1) * perPage),
  };
}

/** The items whose name holds the search (any case); a blank search keeps them all. */
export function searchByName<T extends { name: string }>(items: readonly T[], search: string): T[] {
  const wanted = search.trim().toLocaleLowerCase();
  return wanted === '' ? [...items] : items.filter((item) => item.name.toLocaleLowerCase().includes(wanted));
}

/** A page number as the address gives it (`?page=`, from 1) as an index from 0; NaN when it is no whole number. */
export function pageFromAddress(value: string | null): number {
  if (value === null || value === '') return 0;
  return /^-?\d+$/.test(value.trim()) ? Number(value.trim()) - 1 : Number.NaN;
}
