import type { AnalyticsSearchBody } from '@reelforge/api/analytics';

/**
 * Every key of the console's server-state cache, written once. Keys nest: whatever belongs
 * to a project starts with `project(region, prjuid)`, so invalidating or removing that key
 * reaches all of it (a deleted project leaves nothing behind in any area).
 */
export const queryKeys = {
  /** Every project list (all regions, or one region's). */
  projectLists: () => ['projects'] as const,
  /** The project list of one region, or of every enabled region when `region` is undefined. */
  projects: (region?: string) => ['projects', region ?? '*'] as const,
  /** One project's record, and (as a prefix) everything read for it. */
  project: (region: string, prjuid: string) => ['project', region, prjuid] as const,
  /** The project's render speed on a region's render host (its own region's, or a distribution's). */
  renderSpeed: (region: string, prjuid: string) => ['project', region, prjuid, 'render-speed'] as const,
  /** The project's assets, grouped as the platform lists them. */
  assets: (region: string, prjuid: string) => ['project', region, prjuid, 'assets'] as const,
  /**
   * The asset list as its pages are read, one more as the person scrolls (under `assets`: invalidating that reads them
   * again).
   */
  assetPages: (region: string, prjuid: string) => ['project', region, prjuid, 'assets', 'pages'] as const,
  /** One thing read about one asset: its text, media facts, datasource info or parsed font. */
  asset: (region: string, prjuid: string, name: string, facet: 'text' | 'media-info' | 'datasource' | 'font') =>
    ['project', region, prjuid, 'assets', name, facet] as const,
  /** The recorded seconds of some files, for a story's timeline (under `assets`: an upload reads them again). */
  assetLengths: (region: string, prjuid: string, names: readonly string[]) =>
    ['project', region, prjuid, 'assets', 'lengths', ...names] as const,
  /** How far the making of a base video is, by the id its form follows it with. */
  baseVideoProgress: (region: string, prjuid: string, id: string) =>
    ['project', region, prjuid, 'base-video', id] as const,
  /** The project's motion-tracking versions. */
  trackVersions: (region: string, prjuid: string) => ['project', region, prjuid, 'track-versions'] as const,
  /**
   * One tracking version with its points, of a video by uid (under `trackVersions`: reloading the list reads it again).
   */
  trackVersion: (region: string, prjuid: string, vuid: string, id: string) =>
    ['project', region, prjuid, 'track-versions', vuid, id] as const,
  /** The points of the versions a scene's layers follow, by `video/id` (the movie editor's stage). */
  trackPointsOf: (region: string, prjuid: string, refs: string) =>
    ['project', region, prjuid, 'track-versions', 'points-of', refs] as const,
  /** How far a tracking on the platform is, by the progress id its start answered. */
  trackingProgress: (region: string, prjuid: string, progress: string) =>
    ['project', region, prjuid, 'tracking', progress] as const,
  /** The project's movies (the list). */
  movies: (region: string, prjuid: string) => ['project', region, prjuid, 'movies'] as const,
  /**
   * The movie list as its pages are read, one more as the person scrolls (under `movies`: invalidating that reads them
   * again).
   */
  moviePages: (region: string, prjuid: string) => ['project', region, prjuid, 'movies', 'pages'] as const,
  /** The frames of some movies, for a story's timeline (under `movies`: a saved movie reads them again). */
  movieLengths: (region: string, prjuid: string, names: readonly string[]) =>
    ['project', region, prjuid, 'movies', 'lengths', ...names] as const,
  /** One movie as stored. */
  movie: (region: string, prjuid: string, name: string) => ['project', region, prjuid, 'movie', name] as const,
  /** A stored movie's variables (`/v1/sdlvariables`), under the movie. */
  movieVariables: (region: string, prjuid: string, name: string) =>
    ['project', region, prjuid, 'movie', name, 'variables'] as const,
  /** A movie's structure as the media host reads it, for a working copy and its variable values. */
  movieStructure: (region: string, prjuid: string, movie: unknown, params: Record<string, string>) =>
    ['project', region, prjuid, 'movie-structure', movie, params] as const,
  /** A user's share record of a movie (`user/movie`), and whether it exists. */
  share: (region: string, prjuid: string, userMovie: string) =>
    ['project', region, prjuid, 'share', userMovie] as const,
  /** The project's prerender scripts (scripts.json). */
  scripts: (region: string, prjuid: string) => ['project', region, prjuid, 'scripts'] as const,
  /** The project's XML templates (compdata): the list. */
  templates: (region: string, prjuid: string) => ['project', region, prjuid, 'templates'] as const,
  /** One XML template's text. */
  template: (region: string, prjuid: string, name: string) => ['project', region, prjuid, 'templates', name] as const,
  /** The project's effects compositions (comps.json). */
  effectsCompositions: (region: string, prjuid: string) => ['project', region, prjuid, 'effects-compositions'] as const,
  /** The project's stories (stories.json). */
  stories: (region: string, prjuid: string) => ['project', region, prjuid, 'stories'] as const,
  /** The project's distributions, as its own region lists them. */
  distributions: (region: string, prjuid: string) => ['project', region, prjuid, 'distributions'] as const,
  /** The playground's examples (examples.json), the same for everyone. */
  playgroundExamples: () => ['playground', 'examples'] as const,
  /** One example's XML, read with the playground token. */
  playgroundExample: (name: string) => ['playground', 'examples', name] as const,
  /** The signed-in user's playground token, asked again before it ends. */
  playgroundToken: () => ['playground', 'token'] as const,
  /** A copy of a project, as the region it was started in reports it (each item's state and the progress). */
  copyTask: (region: string, taskId: string) => ['project-copy', region, taskId] as const,
  /** Everything of the caller's tags in one region (a prefix: the tags and their links to projects). */
  tagsOf: (region: string) => ['tags', region] as const,
  /** The caller's tags of one region. */
  tags: (region: string) => ['tags', region, 'list'] as const,
  /** Which project carries which tag, in one region. */
  tagLinks: (region: string) => ['tags', region, 'links'] as const,
  /** Everything of the caller's file store in one region (a prefix: its folders and fonts read). */
  userfsOf: (region: string) => ['userfs', region] as const,
  /** One folder of the caller's file store, every page read. */
  userfsFolder: (region: string, folder: string) => ['userfs', region, 'folder', folder] as const,
  /** A font of the caller's file store, parsed for the font viewer. */
  userfsFont: (region: string, path: string) => ['userfs', region, 'font', path] as const,
  /** A batch job's runs as one region lists them. */
  runs: (region: string, jobid: string) => ['batch-runs', region, jobid] as const,
  /** A submitted run's status (its counts), from the region holding its queue. */
  runStatus: (region: string, queue: string) => ['batch-run', region, queue, 'status'] as const,
  /** One page of a submitted run's rows (where each task stands). */
  runRows: (region: string, queue: string, page: number) => ['batch-run', region, queue, 'rows', page] as const,
  /** A run's result rows, kept in the region that ran it. */
  results: (region: string, runid: string) => ['batch-results', region, runid] as const,
  /** The account's usage (project stats of every region with an analytics host), epoch seconds from and to. */
  usage: (from: number, to: number) => ['usage', from, to] as const,
  /** The console's reported client errors with their counts (admins only). */
  clientErrors: () => ['client-errors'] as const,
  /** The signed-in person's API keys (docs/api.md, "API keys"). */
  apiKeys: () => ['api-keys'] as const,
};

/** The admin pages' keys (docs/admin-console.md). */
export const adminKeys = {
  /** An account search (GET /account/search) by its trimmed text. */
  accountSearch: (query: string) => ['admin', 'account-search', query] as const,
  /** A search by project (name or uid) of one region's userbyproject. */
  userByProject: (region: string, query: string) => ['admin', 'user-by-project', region, query] as const,
  /** A page of the audit log by its page token ('' for the first). */
  audit: (pageToken: string) => ['admin', 'audit', pageToken] as const,
  /** An account's projects of every region, read with its own token (the copy tool). */
  projectsOf: (username: string) => ['admin', 'projects-of', username] as const,
  /** Every account, as the Accounts page lists them (GET /admin/accounts). */
  accounts: () => ['admin', 'accounts'] as const,
};

/** The analytics pages' keys. They sit under the project's key, so a removed project leaves none of them behind. */
export const analyticsKeys = {
  /** A search of the analytics host of a region, for a project, by its body. */
  search: (region: string, prjuid: string, body: AnalyticsSearchBody) =>
    [...queryKeys.project(region, prjuid), 'analytics', 'search', body] as const,
  /** One page of a session's error log, searched at `at` (epoch seconds) over `range` minutes. */
  errorPage: (region: string, prjuid: string, session: string, range: number, at: number, page: number) =>
    [...queryKeys.project(region, prjuid), 'analytics', 'errorlogs', session, range, at, page] as const,
};
