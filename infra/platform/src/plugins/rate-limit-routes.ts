/** The kinds of request counted per address and per account, each with its own allowance. */
export type RateLimitKind =
  | 'signIn'
  | 'renders'
  | 'shares'
  | 'uploads'
  | 'clientErrors'
  | 'scripts'
  | 'sessions'
  | 'saves'
  | 'copies';

export interface RateLimitSettings extends Record<RateLimitKind, number> {
  /** The window the allowances count in. */
  windowMs: number;
}

/**
 * Generous on purpose: they stop floods, not work. The benchmark uploads 10,000 small files
 * from one address in a minute or two; a console scrubbing a movie asks for frames often.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signIn: 60,
  renders: 600,
  shares: 300,
  uploads: 20_000,
  // A console reports a few a minute at most (the model's ClientErrorLimiter); more is a flood.
  clientErrors: 30,
  // A person trying a script in the run console runs it a few times a minute.
  scripts: 30,
  // The console renews its token every few minutes and asks for storage credentials when they run out.
  sessions: 30,
  // The editors save on each change, debounced: two a second is far beyond a person's pace.
  saves: 120,
  // A copy or a migration moves a whole project.
  copies: 10,
  windowMs: 60_000,
};

/** How a 429 names what was counted. */
export const RATE_LIMIT_NOUNS: Record<RateLimitKind, string> = {
  signIn: 'sign-in attempts',
  renders: 'render requests',
  shares: 'share changes',
  uploads: 'uploads',
  clientErrors: 'error reports',
  scripts: 'script runs',
  sessions: 'token renewals and storage credentials',
  saves: 'saves',
  copies: 'project copies and migrations',
};

export interface RateLimitedRoute {
  kind: RateLimitKind;
  methods: readonly string[];
  /** Matches the route's full pattern (prefix included), as Fastify reports it to onRoute. */
  path: RegExp;
  /**
   * 'when it starts work': the route counts itself (app.countRequest) once it knows the
   * request starts a render, so reading a file already made (a player's range requests) is
   * not counted. Otherwise every request is counted before the handler runs.
   */
  counted?: 'when it starts work';
  /**
   * A request answered 400, 404, 409 or 413 (refused before any work: bad input, an unknown
   * project, datasource or region, a task already running) is given back: for work whose
   * allowance is small, so that a person's mistakes do not use it up.
   */
  refusalsGivenBack?: true;
}

const api = '\\/r\\/[^/]+\\/api\\/v1';
const on = (source: string) => new RegExp(`^${source}$`);

/**
 * The routes counted: every route that starts work (docs/rate-limits.md). What is not here
 * is in NOT_COUNTED with the reason, or is a GET that reads (the route test walks them all).
 */
export const RATE_LIMITED_ROUTES: readonly RateLimitedRoute[] = [
  { kind: 'signIn', methods: ['POST'], path: /^\/accounts\/auth\/login$/ },
  // Single sign-on (docs/accounts.md): a sign-in started, and the provider's redirect back, whose code is exchanged.
  { kind: 'signIn', methods: ['GET'], path: /^\/accounts\/oidc\/(start|callback)$/ },
  // A change of one's own password checks the current one, as a sign-in does (docs/accounts.md).
  { kind: 'signIn', methods: ['POST'], path: /^\/accounts\/auth\/password$/ },
  // Renders: a token with its render started, a frame, a movie, a preview frame or stream, a story's frame, a base
  // video, a batch run.
  { kind: 'renders', methods: ['POST', 'PUT'], path: /\/v2\/render\/:prjuid$/ },
  { kind: 'renders', methods: ['PUT'], path: /\/apps\/api\/v1\/sdl\/render(movie|frame)\/:prjuid$/ },
  { kind: 'renders', methods: ['PUT'], path: /\/preview\/v1\/(previewrequest|storyframe)\/:prjuid$/ },
  { kind: 'renders', methods: ['POST'], path: on(`${api}\\/basevideo\\/:prjuid`) },
  // A render started from code (docs/api.md), a retry with its Idempotency-Key too.
  { kind: 'renders', methods: ['POST'], path: on(`${api}\\/project\\/:prjuid\\/renders`) },
  // The tracker: a tracking started (a refusal given back), a frame as the tracker reads it (docs/tracking.md).
  {
    kind: 'renders',
    methods: ['POST'],
    path: on(`${api}\\/trackversion\\/:prjuid\\/:video(\\/:id)?`),
    refusalsGivenBack: true,
  },
  { kind: 'renders', methods: ['GET'], path: on(`${api}\\/trackframe\\/:prjuid\\/:video\\/:frame`) },
  { kind: 'renders', methods: ['POST'], path: /\/render\/v2\/batch\/:awsregion\/:routing\/(:queueId\/run|runs)$/ },
  // Each format and frame of a render token is rendered on its first GET; the older render call likewise.
  { kind: 'renders', methods: ['GET'], path: /\/render\/v2\/(render|get)\/:file$/, counted: 'when it starts work' },
  { kind: 'renders', methods: ['GET'], path: /\/render\/render\/:prjuid\/:file$/, counted: 'when it starts work' },
  { kind: 'shares', methods: ['POST'], path: /^\/share-api\/(create|delete)$/ },
  { kind: 'uploads', methods: ['PUT'], path: /\/v1\/data\/:prjuid\/:name$/ },
  { kind: 'uploads', methods: ['PUT'], path: /\/v1\/datasource\/:prjuid\/:filename$/ },
  { kind: 'uploads', methods: ['PUT'], path: on(`${api}\\/userfs\\/data\\/\\*`) },
  { kind: 'clientErrors', methods: ['POST'], path: /^\/accounts\/account\/client-errors$/ },
  // The run console (and the script editor's tests of a prerender script): a run refused before it
  // starts is given back.
  { kind: 'scripts', methods: ['POST'], path: on(`${api}\\/script\\/run\\/:prjuid`), refusalsGivenBack: true },
  { kind: 'sessions', methods: ['POST'], path: /^\/accounts\/auth\/(renew|session|assume)$/ },
  // Saves: projects, movies (XML templates and SDL), compositions, app data (jobs, stories,
  // scripts, templates...), track versions, tags, userfs folders, render settings, batch queues.
  { kind: 'saves', methods: ['PUT', 'DELETE'], path: on(`${api}\\/project\\/(:name|:uid)`) },
  { kind: 'saves', methods: ['DELETE'], path: on(`${api}\\/data\\/:prjuid\\/:name`) },
  { kind: 'saves', methods: ['PUT', 'DELETE'], path: on(`${api}\\/sdl\\/:prjuid(\\/:name)?`) },
  { kind: 'saves', methods: ['PUT', 'DELETE'], path: on(`${api}\\/compdata\\/:prjuid\\/:name`) },
  { kind: 'saves', methods: ['PUT', 'POST', 'DELETE'], path: on(`${api}\\/appdata\\/:prjuid\\/:name`) },
  { kind: 'saves', methods: ['PUT', 'DELETE'], path: on(`${api}\\/trackdataversion\\/:prjuid\\/:video\\/:id`) },
  { kind: 'saves', methods: ['PUT', 'DELETE'], path: on(`${api}\\/(tag|tag\\/\\*|tagproject\\/:prjuid\\/\\*)`) },
  { kind: 'saves', methods: ['PUT', 'DELETE'], path: on(`${api}\\/userfs\\/directory(\\/\\*)?`) },
  { kind: 'saves', methods: ['DELETE'], path: on(`${api}\\/userfs\\/data\\/\\*`) },
  { kind: 'saves', methods: ['POST'], path: /\/render\/v2\/settings\/:awsregion\/:prjuid$/ },
  {
    kind: 'saves',
    methods: ['POST', 'PUT', 'DELETE'],
    path: /\/render\/v2\/batch\/(:region\/:routing|:awsregion\/:routing\/:queueId|:queue|results\/:runid)$/,
  },
  // Admins making and changing accounts, and giving them new passwords (docs/accounts.md).
  { kind: 'saves', methods: ['POST', 'PATCH'], path: /^\/accounts\/admin\/accounts(\/:id(\/password)?)?$/ },
  // One's own API keys made and revoked (docs/api.md).
  { kind: 'saves', methods: ['POST', 'DELETE'], path: /^\/accounts\/account\/apikeys(\/:id)?$/ },
  // A project's webhooks made, changed, deleted, given a new secret; a delivery sent again, a test event (docs/api.md).
  {
    kind: 'saves',
    methods: ['POST', 'PATCH', 'DELETE'],
    path: on(`${api}\\/webhooks\\/:prjuid(\\/:id(\\/secret|\\/ping|\\/deliveries\\/:delivery\\/resend)?)?`),
  },
  // A publish updates the region's copy with what changed since the last (a save there); its removal too.
  { kind: 'saves', methods: ['PUT', 'DELETE'], path: /\/iv\/apps\/api\/v2\/publish\/:prjuid$/ },
  // Copies: a copy (the owner's or an admin's), a migration to another region.
  { kind: 'copies', methods: ['POST'], path: on(`${api}\\/(internal\\/)?copy\\/:prjuid`), refusalsGivenBack: true },
  {
    kind: 'copies',
    methods: ['PUT'],
    path: /\/(api|iv\/apps\/api)\/v1\/migrate\/:prjuid\/:destination$/,
    refusalsGivenBack: true,
  },
];

/**
 * Routes that change something but start no work worth an allowance, with the reason. The
 * route test fails for any other PUT, POST or DELETE that no rule counts.
 */
export const NOT_COUNTED: ReadonlyArray<{ methods: readonly string[]; path: RegExp; reason: string }> = [
  { methods: ['POST'], path: /^\/accounts\/auth\/logout$/, reason: 'ends the caller’s own session' },
  { methods: ['DELETE'], path: /\/render\/v2\/render\/session\/:session$/, reason: 'stops a render: it ends work' },
  {
    methods: ['PUT'],
    path: /\/apps\/api\/v1\/sdl\/structure\/:prjuid$/,
    reason: 'works out the scenes of the movie sent, bounded by its body; nothing is rendered or stored',
  },
  {
    methods: ['POST'],
    path: /\/analytics\/search$/,
    reason: 'a read with its bounds checked first (docs/analytics.md)',
  },
];

const matches = (rule: { methods: readonly string[]; path: RegExp }, methods: readonly string[], url: string) =>
  rule.path.test(url) && methods.some((m) => rule.methods.includes(m.toUpperCase()));

/** The rule a route falls under, if any. */
export function rateLimitedRoute(method: string | readonly string[], url: string): RateLimitedRoute | undefined {
  const methods = typeof method === 'string' ? [method] : method;
  return RATE_LIMITED_ROUTES.find((rule) => matches(rule, methods, url));
}

/** Why a route that changes something is not counted, if it is one of NOT_COUNTED. */
export function notCountedReason(method: string | readonly string[], url: string): string | undefined {
  const methods = typeof method === 'string' ? [method] : method;
  return NOT_COUNTED.find((rule) => matches(rule, methods, url))?.reason;
}
