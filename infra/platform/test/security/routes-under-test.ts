/**
 * Every route group of the platform, as a stranger reaches it. Slots in a path are filled
 * by the test: {p} a project uid, {n} a name (movie, file, token, queue...), {r} a region
 * and {u} a username; each attack replaces one slot and keeps the others valid.
 */
export interface RouteUnderTest {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  /** Takes a JSON (or file) body: body attacks apply. */
  body?: boolean;
  /** Only attacked with bad slots: with valid ones it would remove what the test stands on. */
  destructive?: boolean;
  /** A page for browsers: its refusals are HTML pages, not JSON. */
  page?: boolean;
}

const A = '/r/eu-west-1/api';
const I = '/r/eu-west-1/iv';
const R = '/r/eu-west-1/render';
const P = '/r/eu-west-1/preview';

const route = (
  method: RouteUnderTest['method'],
  path: string,
  extra: Partial<RouteUnderTest> = {},
): RouteUnderTest => ({
  method,
  path,
  body: method === 'PUT' || method === 'POST',
  ...extra,
});

export const ROUTES: RouteUnderTest[] = [
  // Accounts (the sign-out route is left out: it would end the stranger's own session).
  route('POST', '/accounts/auth/login'),
  route('GET', '/accounts/auth/verify'),
  route('POST', '/accounts/auth/renew'),
  route('POST', '/accounts/auth/session'),
  route('POST', '/accounts/auth/assume'),
  route('GET', '/accounts/account/search?q={n}'),
  route('GET', '/accounts/login?next={n}', { page: true }),
  // Static configuration and the console.
  route('GET', '/regions/regions.json'),
  route('GET', '/remotes.json'),
  route('GET', '/remotes/{n}/remoteEntry.js'),
  route('GET', '/{n}', { page: true }),
  // Region API: projects, assets, datasources, track data, movies, XML templates, app data, distributions.
  route('GET', `${A}/v1/list/project/`),
  route('PUT', `${A}/v1/project/{n}`),
  route('GET', `${A}/v1/project/{p}`),
  route('DELETE', `${A}/v1/project/{p}`, { destructive: true }),
  route('GET', `${A}/v1/list/data/{p}`),
  route('GET', `${A}/v1/data/{p}/{n}`),
  route('PUT', `${A}/v1/data/{p}/{n}`),
  route('DELETE', `${A}/v1/data/{p}/{n}`),
  route('GET', `${A}/v1/thumbnail/{p}/{n}`),
  route('POST', `${A}/v1/basevideo/{p}`),
  route('PUT', `${A}/v1/datasource/{p}/{n}`),
  route('GET', `${A}/v1/trackdataversion/{p}/{n}/{n}`),
  route('PUT', `${A}/v1/trackdataversion/{p}/{n}/{n}?create=1`),
  route('DELETE', `${A}/v1/trackdataversion/{p}/{n}/{n}`),
  // The tracker (docs/tracking.md "The tracker").
  route('POST', `${A}/v1/trackversion/{p}/{n}`),
  route('POST', `${A}/v1/trackversion/{p}/{n}/{n}`),
  route('GET', `${A}/v1/trackversion/{p}/progress/{n}`),
  route('GET', `${A}/v1/trackframe/{p}/{n}/{n}`),
  route('GET', `${A}/v1/trackframe/{p}/{n}/0`),
  route('GET', `${A}/v1/list/sdl/{p}`),
  route('GET', `${A}/v1/sdl/{p}/{n}?json=1`),
  route('PUT', `${A}/v1/sdl/{p}/{n}`),
  route('DELETE', `${A}/v1/sdl/{p}/{n}`, { destructive: true }),
  route('DELETE', `${A}/v1/sdl/{p}?name={n}`, { destructive: true }),
  route('GET', `${A}/v1/sdlvariables/{p}/{n}`),
  route('GET', `${A}/v1/list/compdata/{p}`),
  route('GET', `${A}/v1/compdata/{p}/{n}`),
  route('PUT', `${A}/v1/compdata/{p}/{n}`),
  route('DELETE', `${A}/v1/compdata/{p}/{n}`),
  route('GET', `${A}/v1/list/appdata/{p}`),
  route('GET', `${A}/v1/appdata/{p}/{n}`),
  route('PUT', `${A}/v1/appdata/{p}/{n}`),
  route('POST', `${A}/v1/appdata/{p}/{n}`),
  route('DELETE', `${A}/v1/appdata/{p}/{n}`),
  route('GET', `${A}/v1/internal/publish/{p}`),
  // Tags (docs/tags.md): the tag path is the rest of the address.
  route('GET', `${A}/v1/list/tag`),
  route('PUT', `${A}/v1/tag/{n}`, { body: false }),
  route('PUT', `${A}/v1/tag/{n}?from={n}`, { body: false }),
  route('DELETE', `${A}/v1/tag/{n}`),
  route('GET', `${A}/v1/list/tagproject`),
  route('PUT', `${A}/v1/tagproject/{p}/{n}`, { body: false }),
  route('DELETE', `${A}/v1/tagproject/{p}/{n}`),
  // Copies and migrations (docs/project-copy.md): a migration to the project's own region is refused.
  route('POST', `${A}/v1/copy/{p}`),
  route('GET', `${A}/v1/copy/task/{n}`),
  // The admin calls (docs/admin.md): a stranger who is no admin is refused before any input is read.
  route('GET', `${A}/v1/internal/userbyproject?q={n}`),
  route('POST', `${A}/v1/internal/copy/{p}`),
  route('GET', `${A}/v1/internal/copy/task/{n}`),
  route('GET', '/accounts/account/audit?pagetoken={n}'),
  route('PUT', `${A}/v1/migrate/{p}/{r}?async=1`, { body: false }),
  route('GET', `${A}/v1/migrate/{p}/{r}?taskid={n}`),
  // The user's file store (docs/userfs.md): the path is the rest of the address.
  route('GET', `${A}/v1/userfs/list/data/{n}?use_directories=1&metadata=1&pagesize=200`),
  route('GET', `${A}/v1/userfs/usage`),
  route('GET', `${A}/v1/userfs/data/{n}`),
  route('PUT', `${A}/v1/userfs/data/{n}/{n}`),
  route('DELETE', `${A}/v1/userfs/data/{n}`),
  route('PUT', `${A}/v1/userfs/directory/{n}`, { body: false }),
  route('DELETE', `${A}/v1/userfs/directory/{n}`),
  route('GET', `${A}/v1/userfs/thumbnail/{n}-w=128.jpg`),
  // Media host.
  route('GET', `${I}/apps/media/data/{u}/{p}/userdata/{n}`),
  route('GET', `${I}/apps/api/v1/data/{p}/{n}`),
  route('GET', `${I}/apps/api/v1/thumbnail/{p}/{n}`),
  route('GET', `${I}/apps/api/v1/hls/{p}/{n}/{n}`),
  route('GET', `${I}/apps/api/v1/list/trackdataversion/{p}`),
  route('GET', `${I}/tokenlogin?token={n}&next={n}`),
  route('PUT', `${I}/apps/api/v1/sdl/rendermovie/{p}`),
  route('PUT', `${I}/apps/api/v1/sdl/renderframe/{p}`),
  route('PUT', `${I}/apps/api/v1/sdl/structure/{p}`),
  route('PUT', `${I}/apps/api/v2/publish/{p}?region={r}`, { body: false }),
  route('PUT', `${I}/apps/api/v1/migrate/{p}/{r}?async=1`, { body: false }),
  route('GET', `${I}/apps/api/v1/migrate/{p}/{r}?taskid={n}`),
  route('GET', `${I}/apps/api/v2/publish/{p}?taskid={n}`),
  route('DELETE', `${I}/apps/api/v2/publish/{p}?region={r}`),
  // Render host: settings, renders, batch; the legacy call of eu-original-1.
  route('GET', `${R}/v2/settings/{r}/{p}`),
  route('POST', `${R}/v2/settings/{r}/{p}`),
  route('POST', `${R}/v2/render/{p}`),
  route('PUT', `${R}/v2/render/{p}`),
  route('GET', `${R}/v2/render/{n}`),
  route('GET', `${R}/v2/get/{n}`),
  route('GET', `${R}/v2/render/{n}/status`),
  route('DELETE', `${R}/v2/render/session/{n}`),
  route('POST', `${R}/v2/batch/{r}/{n}`),
  route('PUT', `${R}/v2/batch/{r}/default/{n}`),
  route('POST', `${R}/v2/batch/{r}/default/{n}/run`, { body: false }),
  route('GET', `${R}/v2/batch/{n}`),
  route('DELETE', `${R}/v2/batch/{n}`),
  route('GET', `${R}/v2/batch/runs/{n}`),
  route('GET', `${R}/v2/batch/results/{n}`),
  route('DELETE', `${R}/v2/batch/results/{n}`),
  route('GET', '/r/eu-original-1/render/render/{p}/{n}'),
  // Preview host.
  route('PUT', `${P}/preview/v1/previewrequest/{p}`),
  route('PUT', `${P}/preview/v1/storyframe/{p}`),
  route('GET', `${P}/preview/v1/hls/{n}/{n}`),
  // Sharing, the player page and the product CDN.
  route('GET', '/share-api/exists?id={n}'),
  route('POST', '/share-api/create'),
  route('POST', '/share-api/delete'),
  route('GET', '/share-api/video/{n}'),
  route('GET', '/share-api/poster/{n}'),
  route('GET', '/share/player.html?id={n}', { page: true }),
  route('GET', '/cdn/{p}/{n}/{n}'),
  route('GET', '/cdn/{r}/{p}/{n}/{n}'),
];
