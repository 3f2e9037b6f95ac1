/**
 * The areas of the API document (docs/api-document.md): each operation's one tag, chosen by
 * its path as the document writes it (`/r/{region}/api/v1/...`). The first area whose
 * pattern matches wins.
 */

export interface Area {
  tag: string;
  description: string;
  paths: RegExp;
}

const API = String.raw`^/r/[^/]+/api/v1/`;
const IV = String.raw`^/r/[^/]+/iv/`;
const RENDER = String.raw`^/r/[^/]+/render/`;

const area = (tag: string, paths: string, description: string): Area => ({
  tag,
  description,
  paths: new RegExp(paths),
});

export const AREAS: readonly Area[] = [
  area('API document', String.raw`^/api/`, 'This document.'),
  area(
    'Probes',
    String.raw`^/(?:healthz|readyz|metrics)$`,
    "The process's liveness, readiness and metrics, for orchestrators and monitoring.",
  ),
  area(
    'Configuration',
    String.raw`^/(?:regions|sdl|queries)/`,
    'The static configuration the console starts from: the accounts service, the regions and their hosts, ' +
      'the rebranding, the movie message and the analytics queries. Public.',
  ),
  area(
    'Playground',
    String.raw`^/(?:examples\.json|accounts/auth/playground)$`,
    'The XML examples and the token that reaches the example project only (docs/playground.md).',
  ),
  area(
    'Sign-in',
    String.raw`^/accounts/auth/`,
    'The accounts service: a password for a token, its renewal and end, storage credentials, and an admin ' +
      'acting as another account (docs/sign-in.md).',
  ),
  area(
    'Accounts',
    String.raw`^/accounts/(?:account/(?:search|audit)$|admin/accounts)`,
    'Admins: finding, making and changing accounts, and the log of admin actions (docs/admin.md, docs/accounts.md).',
  ),
  area(
    'Client errors',
    String.raw`^/accounts/account/client-errors$`,
    "The console's reports of failed changes of state, and their list for admins (docs/analytics.md).",
  ),
  area(
    'API keys',
    String.raw`^/accounts/account/apikeys(?:/|$)`,
    'Your own API keys, for programs calling the region hosts as you: made (the key answered once), listed and ' +
      'revoked by the person signed in (docs/api.md, "API keys").',
  ),
  area(
    'Rendering from code',
    `${API}project/[^/]+/renders`,
    'A stored movie rendered for a program: started with its variables (an Idempotency-Key makes a retry safe) ' +
      'and followed to its file (docs/api.md, "Rendering from code").',
  ),
  area(
    'Webhooks',
    `${API}webhooks/`,
    "A project's webhooks: signed POSTs of its render and batch events to the owner's address, and their " +
      'delivery log (docs/api.md, "Webhooks").',
  ),
  area('Projects', `${API}(?:list/project/|project/)`, "The caller's projects of a region."),
  area(
    'Assets',
    `${API}(?:list/data|data|thumbnail|basevideo|datasource)/`,
    "A project's uploaded files: list, upload, read, delete, thumbnails, datasources and base videos.",
  ),
  area(
    'Tracking',
    `${API}(?:trackdataversion|trackversion|trackframe)/|${IV}apps/api/v1/list/trackdataversion/`,
    "A video's tracking versions and the tracker that makes them (docs/tracking.md).",
  ),
  area(
    'Movies',
    `${API}(?:list/sdl|sdl|sdlvariables)/|${IV}apps/api/v1/sdl/`,
    'Dynamic movies: list, read, save, delete, their variables, and the media host calls that take a movie ' +
      'as a form (docs/reference.md §3).',
  ),
  area('XML templates', `${API}(?:list/)?compdata/`, 'XML templates stored in a project (docs/compdata.md).'),
  area(
    'App data',
    `${API}(?:list/)?appdata/`,
    "A project's JSON lists written whole: jobs.json, scripts.json, stories.json, comps.json.",
  ),
  area('Scripts', `${API}script/`, 'A script run in the prerender sandbox on one datasource row (docs/scripts.md).'),
  area('User files', `${API}userfs/`, "Each user's file store of a region (docs/userfs.md)."),
  area('Tags', `${API}(?:list/)?tag(?:project)?(?:/|$)`, 'Tags and their links to projects (docs/tags.md).'),
  area(
    'Publishing',
    `${API}internal/publish/|${IV}apps/api/v2/publish/`,
    "A project's copies in other regions: publish, sync, follow, depublish.",
  ),
  area(
    'Project copies',
    `${API}(?:copy|migrate)/|${IV}apps/api/v1/migrate/`,
    'Copies of a project and its migration to another region (docs/project-copy.md).',
  ),
  area(
    'Admin',
    `${API}internal/(?:userbyproject|copy)(?:/|$)`,
    'Admins: projects by owner, and copies between accounts (docs/admin.md).',
  ),
  area(
    'Media host',
    `${IV}(?:apps/media/|apps/api/v1/(?:data|thumbnail|hls)/|tokenlogin$)`,
    'Asset files, thumbnails and HLS for media elements and downloads, and the token sign-in that ' +
      'sends a browser on to the motion tracker.',
  ),
  area('Render settings', `${RENDER}v2/settings/`, "A project's render speed in a region."),
  area(
    'Renders',
    `${RENDER}(?:v2/(?:render|get)/|render/)`,
    'Render tokens: ask for a render of a movie or story, fetch it in any format, follow and stop it.',
  ),
  area(
    'Batch',
    `${RENDER}v2/batch/`,
    'Batch runs: a job run by name, or queues of tasks, their status, rows, runs and results ' +
      '(infra/platform/src/batch/README.md).',
  ),
  area('Previews', String.raw`^/r/[^/]+/preview/`, 'A frame or an HLS preview of a movie, and a frame of a story.'),
  area(
    'Analytics',
    String.raw`^/r/[^/]+/analytics/`,
    "The caller's render sessions: stats, search, error logs (docs/analytics.md).",
  ),
  area('Sharing', String.raw`^/share-api/`, 'Sharing a movie or a story on the public player page.'),
  area('CDN', String.raw`^/cdn/`, 'Batch results delivered to the product CDN: public files.'),
];

/** The area of a path as the document writes it, or undefined when none claims it. */
export function areaOf(path: string): Area | undefined {
  return AREAS.find((candidate) => candidate.paths.test(path));
}
