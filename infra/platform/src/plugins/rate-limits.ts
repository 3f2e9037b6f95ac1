import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddress } from '../lib/client-address.ts';
import { HttpError } from '../lib/http-errors.ts';
import type { AppOptions } from '../options.ts';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_NOUNS, RATE_LIMITED_ROUTES, rateLimitedRoute, type RateLimitKind, type RateLimitedRoute, type RateLimitSettings } from './rate-limit-routes.ts';

type Check = ReturnType<import('fastify').FastifyInstance['createRateLimit']>;
type Counted = Awaited<ReturnType<Check>>;

/** The account a request is counted against, for the per-account key. */
const ACCOUNT = Symbol('rate-limited account');
type CountedRequest = FastifyRequest & { [ACCOUNT]?: number };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one request of `kind` against its address and its account (the signed-in user's
     * unless `account` names the one it is done for): a 429 past either allowance. For routes
     * of rate-limit-routes.ts counted 'when it starts work', called once the handler knows.
     */
    countRequest(request: FastifyRequest, reply: FastifyReply, kind: RateLimitKind, account?: number): Promise<void>;
  }
}

function windowText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds % 60 === 0) return seconds === 60 ? 'a minute' : `every ${seconds / 60} minutes`;
  return `every ${seconds} seconds`;
}

/** The counter closer to its end: the fewer left, then the longer to wait. */
function tighter(a: Counted, b: Counted | undefined): Counted {
  if (!b) return a;
  if (a.remaining !== b.remaining) return a.remaining < b.remaining ? a : b;
  return a.ttl >= b.ttl ? a : b;
}

/**
 * Per-address and, once signed in, per-account request allowances on the routes of
 * rate-limit-routes.ts (@fastify/rate-limit counts, in memory). Every counted answer carries
 * x-ratelimit-limit, -remaining and -reset of the tighter of the two counters (set here: the
 * library's addHeaders options only apply to its own route hook, which counts one key). Over
 * either: 429 with Retry-After and a message saying what was refused and when to try again.
 * The check runs after the route's own sign-in check, so an account is known when there is one.
 */
export default fp<AppOptions>(
  async (app, options) => {
    await app.register(rateLimit, { global: false });
    // Unset settings (undefined) keep their defaults.
    const settings = Object.fromEntries(
      Object.entries(DEFAULT_RATE_LIMITS).map(([key, value]) => [key, options.rateLimits?.[key as keyof RateLimitSettings] ?? value]),
    ) as RateLimitSettings;

    // A playground token counts against the user who asked for it (docs/playground.md).
    const accountOf = (request: FastifyRequest) => request.session?.user.id ?? request.playground?.user.id;
    const checks = new Map<RateLimitKind, { address: Check; account: Check }>();
    const checksFor = (kind: RateLimitKind) => {
      let found = checks.get(kind);
      if (!found) {
        const common = { max: settings[kind], timeWindow: settings.windowMs };
        found = {
          address: app.createRateLimit({ ...common, keyGenerator: (request) => clientAddress(request) }),
          // The account is not read from the request: countRequest may name another one.
          account: app.createRateLimit({ ...common, keyGenerator: (request) => String((request as CountedRequest)[ACCOUNT]) }),
        };
        checks.set(kind, found);
      }
      return found;
    };

    const headers = (reply: FastifyReply, counted: Counted) => {
      reply.header('x-ratelimit-limit', String(counted.max));
      reply.header('x-ratelimit-remaining', String(counted.remaining));
      reply.header('x-ratelimit-reset', String(Math.max(0, counted.ttlInSeconds)));
    };
    const refuse = (kind: RateLimitKind, reply: FastifyReply, result: Counted, who: string) => {
      if (result.isAllowed || !result.isExceeded) return;
      const seconds = Math.max(1, result.ttlInSeconds);
      headers(reply, { ...result, remaining: 0 });
      reply.header('Retry-After', String(seconds));
      throw new HttpError(
        429,
        `Too many ${RATE_LIMIT_NOUNS[kind]} from ${who}: at most ${settings[kind]} ${windowText(settings.windowMs)}. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      );
    };

    // The account is counted only for requests its address was allowed to make.
    const count = async (request: FastifyRequest, reply: FastifyReply, kind: RateLimitKind, account = accountOf(request)) => {
      const { address, account: perAccount } = checksFor(kind);
      const byAddress = await address(request);
      refuse(kind, reply, byAddress, 'this address');
      let byAccount: Counted | undefined;
      if (account !== undefined) {
        (request as CountedRequest)[ACCOUNT] = account;
        byAccount = await perAccount(request);
        refuse(kind, reply, byAccount, 'this account');
      }
      if (!byAddress.isAllowed) headers(reply, tighter(byAddress, byAccount?.isAllowed ? undefined : byAccount));
    };
    app.decorate('countRequest', count);

    const limiterFor = (kind: RateLimitKind): onRequestAsyncHookHandler => async (request, reply) => count(request, reply, kind);

    const matched = new Set<RateLimitedRoute>();
    app.addHook('onRoute', (route) => {
      const rule = rateLimitedRoute(route.method, route.url ?? '');
      if (!rule) return;
      matched.add(rule);
      // Counted by the handler, once it knows the request starts work.
      if (rule.counted) return;
      const own = route.onRequest;
      route.onRequest = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), limiterFor(rule.kind)];
    });

    // A rule that matches nothing means a route moved and went unprotected: refuse to start.
    app.addHook('onReady', async () => {
      const missing = RATE_LIMITED_ROUTES.filter((rule) => !matched.has(rule));
      if (missing.length > 0) throw new Error(`Rate limits match no route for ${missing.map((rule) => rule.path.source).join(', ')}`);
    });
  },
  { name: 'rate-limits', dependencies: ['auth'] },
);
