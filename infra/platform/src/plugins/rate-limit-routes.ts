/** The kinds of request counted per address and per account, each with its own allowance. */
export type RateLimitKind = 'signIn' | 'renders' | 'shares' | 'uploads' | 'clientErrors';

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
  windowMs: 60_000,
};

/** How a 429 names what was counted. */
export const RATE_LIMIT_NOUNS: Record<RateLimitKind, string> = {
  signIn: 'sign-in attempts',
  renders: 'render requests',
  shares: 'share changes',
  uploads: 'uploads',
  clientErrors: 'error reports',
};

export interface RateLimitedRoute {
  kind: RateLimitKind;
  methods: readonly string[];
  /** Matches the route's full pattern (prefix included), as Fastify reports it to onRoute. */
  path: RegExp;
}

/**
 * The routes counted: sign-in, the render hosts' calls that start a render, a frame or a
 * preview, share changes, uploads, and the console's error reports. Reading rendered files is not counted: a player's
 * range requests would use up an allowance meant for starting work.
 */
export const RATE_LIMITED_ROUTES: readonly RateLimitedRoute[] = [
  { kind: 'signIn', methods: ['POST'], path: /^\/accounts\/auth\/login$/ },
  { kind: 'renders', methods: ['POST', 'PUT'], path: /\/v2\/render\/:prjuid$/ },
  { kind: 'renders', methods: ['PUT'], path: /\/apps\/api\/v1\/sdl\/render(movie|frame)\/:prjuid$/ },
  { kind: 'renders', methods: ['PUT'], path: /\/preview\/v1\/previewrequest\/:prjuid$/ },
  { kind: 'shares', methods: ['POST'], path: /^\/share-api\/(create|delete)$/ },
  { kind: 'uploads', methods: ['PUT'], path: /\/v1\/data\/:prjuid\/:name$/ },
  { kind: 'uploads', methods: ['PUT'], path: /\/v1\/datasource\/:prjuid\/:filename$/ },
  { kind: 'clientErrors', methods: ['POST'], path: /^\/accounts\/account\/client-errors$/ },
];

/** The rule a route falls under, if any. */
export function rateLimitedRoute(method: string | readonly string[], url: string): RateLimitedRoute | undefined {
  const methods = typeof method === 'string' ? [method] : method;
  return RATE_LIMITED_ROUTES.find((rule) => rule.path.test(url) && methods.some((m) => rule.methods.includes(m.toUpperCase())));
}
