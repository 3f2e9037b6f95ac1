import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddress } from '../lib/client-address.ts';
import { HttpError } from '../lib/http-errors.ts';
import type { AppOptions } from '../options.ts';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_NOUNS, RATE_LIMITED_ROUTES, rateLimitedRoute, type RateLimitKind, type RateLimitedRoute, type RateLimitSettings } from './rate-limit-routes.ts';

type Check = ReturnType<import('fastify').FastifyInstance['createRateLimit']>;

function windowText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds % 60 === 0) return seconds === 60 ? 'a minute' : `every ${seconds / 60} minutes`;
  return `every ${seconds} seconds`;
}

/**
 * Per-address and, once signed in, per-account request allowances on the routes of
 * rate-limit-routes.ts (@fastify/rate-limit counts, in memory). Over either: 429 with
 * Retry-After and a message saying what was counted. The check runs after the route's
 * own sign-in check, so an account is known when there is one.
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
          account: app.createRateLimit({ ...common, keyGenerator: (request) => String(accountOf(request)) }),
        };
        checks.set(kind, found);
      }
      return found;
    };

    const limiterFor = (kind: RateLimitKind): onRequestAsyncHookHandler => {
      const { address, account } = checksFor(kind);
      const refuse = (reply: FastifyReply, result: Awaited<ReturnType<Check>>, who: string) => {
        if (result.isAllowed || !result.isExceeded) return;
        const seconds = Math.max(1, result.ttlInSeconds);
        reply.header('Retry-After', String(seconds));
        throw new HttpError(
          429,
          `Too many ${RATE_LIMIT_NOUNS[kind]} from ${who}: at most ${settings[kind]} ${windowText(settings.windowMs)}. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        );
      };
      // The account is counted only for requests its address was allowed to make.
      return async (request: FastifyRequest, reply: FastifyReply) => {
        refuse(reply, await address(request), 'this address');
        if (accountOf(request) !== undefined) refuse(reply, await account(request), 'this account');
      };
    };

    const matched = new Set<RateLimitedRoute>();
    app.addHook('onRoute', (route) => {
      const rule = rateLimitedRoute(route.method, route.url ?? '');
      if (!rule) return;
      matched.add(rule);
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
