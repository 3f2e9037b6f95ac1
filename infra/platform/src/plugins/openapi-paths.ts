/**
 * Where a route stands in the API document (docs/api-document.md): its address written the
 * OpenAPI way, one entry for a route every region serves alike, and the routes left out.
 */

/** The path parameter the region prefix becomes: `/r/{region}/api/...`. */
export const REGION_PARAM = 'region';

/** The name the document gives a route's wildcard (`*`): the rest of the address, slashes included. */
export const WILDCARD_PARAM = 'path';

const REGION_PREFIX = /^\/r\/([^/]+)(\/.*)?$/;

/** The region a route's address is under (`/r/<region>/…`) and the address with `{region}` in its place. */
export function regionPrefixOf(
  url: string,
  regions: ReadonlySet<string>,
): { region: string; collapsed: string } | undefined {
  const match = REGION_PREFIX.exec(url);
  const region = match?.[1];
  if (!region || !regions.has(region)) return undefined;
  return { region, collapsed: `/r/{${REGION_PARAM}}${match?.[2] ?? ''}` };
}

/** The names of a route's path parameters, in order (`:name`, and `*` as WILDCARD_PARAM). */
export function pathParamNames(url: string): string[] {
  const names: string[] = [];
  for (const match of url.matchAll(/:([A-Za-z0-9_]+)|\*|\{([A-Za-z0-9_]+)\}/g))
    names.push(match[1] ?? match[2] ?? WILDCARD_PARAM);
  return names;
}

/** A Fastify address as an OpenAPI path: `:uid` as `{uid}`, the wildcard `*` as `{path}`. */
export function documentPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace('*', `{${WILDCARD_PARAM}}`);
}

/**
 * Routes left out of the document: what the console's own pages load and the pages people
 * open in a browser, none of them a call a developer makes. The console's pages and files
 * (`/*`), its areas (`/remotes.json`, `/remotes/{name}/*`), its icon, the sign-in page, the
 * share player page, and the reference page with its files (`/api/docs`). Every other route
 * is in the document.
 */
const HIDDEN = [
  /^\/\*$/,
  /^\/remotes\.json$/,
  /^\/remotes\//,
  /^\/favicon\.svg$/,
  /^\/accounts\/login$/,
  /^\/share\/player\.html$/,
  /^\/api\/docs(?:\/|$)/,
];

export function isHiddenRoute(url: string): boolean {
  return HIDDEN.some((pattern) => pattern.test(url));
}
