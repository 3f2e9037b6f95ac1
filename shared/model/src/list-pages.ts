import { ASSET_GROUPS, ASSET_TYPES, type Asset, type AssetList } from './assets.js';
import { ASSETS_PER_PAGE, MOVIES_PER_PAGE } from './asset-list.js';
import { COMPDATA_PER_PAGE } from './compdata.js';

/**
 * Pages of the movie and asset lists (docs/reference.md §9: movies 1,000 a page, assets
 * 10,000; XML templates as movies). A list answer holds one page and, when more follows, a
 * page token: an opaque string naming where the next page starts. The token is a key, not a count: it names the
 * last item sent (movies and templates by name; assets by kind, then name), so items added or removed
 * meanwhile never make the next page repeat an item or skip one that was there throughout.
 */
export type PagedList = 'movies' | 'assets' | 'compdata';

export const PAGE_LIMITS: Record<PagedList, number> = {
  movies: MOVIES_PER_PAGE,
  assets: ASSETS_PER_PAGE,
  compdata: COMPDATA_PER_PAGE,
};

/** Where the next page starts: after `after` in kind `kind` (an index of ASSET_TYPES; always 0 for movies). */
export interface PageCursor {
  list: PagedList;
  prjuid: string;
  kind: number;
  after: string;
}

/** Longer than any token of a 255-byte name; anything longer is refused before it is read. */
export const PAGE_TOKEN_MAX_LENGTH = 4096;
const VERSION = 1;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(token: string): string {
  const binary = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The token of a cursor: base64url of a small JSON record, bound to its list and project. */
export function encodePageToken(cursor: PageCursor): string {
  return toBase64Url(JSON.stringify([VERSION, cursor.list, cursor.prjuid, cursor.kind, cursor.after]));
}

/**
 * The cursor a token names, or the reason it cannot be used (shown to the caller as a 400):
 * not a token this platform gave out, one of another list or project, or a kind that does not exist.
 */
export function decodePageToken(token: string, list: PagedList, prjuid: string): PageCursor | { problem: string } {
  const refused = (why: string) => ({
    problem: `The page token is not valid: ${why}. Leave it out to start from the first page.`,
  });
  if (token.length > PAGE_TOKEN_MAX_LENGTH) return refused(`it is longer than ${PAGE_TOKEN_MAX_LENGTH} characters`);
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return refused('it holds characters a page token never has');
  let fields: unknown;
  try {
    fields = JSON.parse(fromBase64Url(token));
  } catch {
    return refused('it was not given out by a list call');
  }
  if (!Array.isArray(fields) || fields.length !== 5 || fields[0] !== VERSION)
    return refused('it was not given out by a list call');
  const [, tokenList, tokenProject, kind, after] = fields as unknown[];
  if (tokenList !== list) return refused(`it belongs to the list of ${String(tokenList)}, not of ${list}`);
  if (tokenProject !== prjuid) return refused('it belongs to another project');
  const kinds = list === 'assets' ? ASSET_TYPES.length : 1;
  if (typeof kind !== 'number' || !Number.isInteger(kind) || kind < 0 || kind >= kinds)
    return refused('it names no kind of item');
  if (typeof after !== 'string' || after === '') return refused('it names no item');
  return { list, prjuid, kind, after };
}

/** How many items a page holds: the requested size, else the list's limit (§9). */
export function pageSize(list: PagedList, requested: number | undefined): number {
  const limit = PAGE_LIMITS[list];
  return requested === undefined ? limit : Math.max(1, Math.min(limit, Math.floor(requested)));
}

/** An empty asset list: every group, no asset. */
export function emptyAssetList(): AssetList {
  const groups = Object.fromEntries(ASSET_GROUPS.map((group) => [group, [] as Asset[]])) as Record<
    (typeof ASSET_GROUPS)[number],
    Asset[]
  >;
  return { ...groups, Metadata: {} };
}

/**
 * Pages of the asset list as one list. Pages come in kind order, then name order, so each
 * group of a later page continues that group of the page before it.
 */
export function mergeAssetPages(pages: readonly AssetList[]): AssetList {
  const merged = emptyAssetList();
  for (const page of pages) for (const group of ASSET_GROUPS) merged[group].push(...(page[group] ?? []));
  const count = ASSET_GROUPS.reduce((sum, group) => sum + merged[group].length, 0);
  return { ...merged, Metadata: { Count: count } };
}
