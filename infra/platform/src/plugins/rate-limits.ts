import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddress } from '../lib/client-address.ts';
import { HttpError } from '../lib/http-errors.ts';
import { SignInThrottle } from '../lib/sign-in-throttle.ts';
import { systemClock } from '../lib/clock.ts';
import type { AppOptions } from './app-options.ts';
import {
  DEFAULT_RATE_LIMITS,
  RATE_LIMIT_NOUNS,
  RATE_LIMITED_ROUTES,
  rateLimitedRoute,
  type RateLimitKind,
  type RateLimitedRoute,
  type RateLimitSettings,
} from './rate-limit-routes.ts';
import { openRequestCounts } from './request-counts.ts';
import { RequestWindows, type WindowCount } from './request-windows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one request of `kind` against its address and its account (the signed-in user's
     * unless `account` names the one it is done for): a 429 past either allowance. For routes
     * of rate-limit-routes.ts counted 'when it starts work', called once the handler knows.
     */
    countRequest(request: FastifyRequest, reply: FastifyReply, kind: RateLimitKind, account?: number): Promise<void>;
    /** The sign-in's failure counts (lib/sign-in-throttle.ts), kept where the request counts are. */
    signInThrottle: SignInThrottle;
  }
}

/** Answers that mean the request was refused before it started work (refunded where the rule says so). */
const REFUSED_BEFORE_WORK = new Set([400, 404, 409, 413]);

function windowText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds % 60 === 0) return seconds === 60 ? 'a minute' : `every ${seconds / 60} minutes`;
  return `every ${seconds} seconds`;
}

/** The counter closer to its end: the fewer left, then the longer to wait. */
function tighter(a: WindowCount, b: WindowCount | undefined): WindowCount {
  if (!b) return a;
  if (a.remaining !== b.remaining) return a.remaining < b.remaining ? a : b;
  return a.resetMs >= b.resetMs ? a : b;
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A route's own hooks of one kind (none, one or a list) with `hook` after them. */
function appended<Hook>(own: Hook | Hook[] | undefined, hook: Hook): Hook[] {
  return [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), hook];
}

/** Keys each allowance keeps at most in memory (per kind, for addresses and for accounts); Redis expires its own. */
const MAX_KEYS = 20_000;

/**
 * Per-address and, once signed in, per-account request allowances on the routes of
 * rate-limit-routes.ts (fixed windows, request-windows.ts, counted in this process's memory
 * or, with REDIS_URL, on Redis for every api process: request-counts.ts). Every counted answer
 * carries x-ratelimit-limit, -remaining and -reset (seconds) of the tighter of the two
 * counters. Over either: 429 with Retry-After and a message saying what was refused and when
 * to try again. The check runs after the route's own sign-in check, so an account is known
 * when there is one.
 */
export default fp<AppOptions>(
  async (app, options) => {
    // Unset settings (undefined) keep their defaults.
    const settings = Object.fromEntries(
      Object.entries(DEFAULT_RATE_LIMITS).map(([key, value]) => [
        key,
        options.rateLimits?.[key as keyof RateLimitSettings] ?? value,
      ]),
    ) as RateLimitSettings;

    // A playground token counts against the user who asked for it (docs/playground.md).
    const accountOf = (request: FastifyRequest) => request.session?.user.id ?? request.playground?.user.id;
    const counts = openRequestCounts(options, app.log);
    app.addHook('onClose', () => counts.close());
    // The failure counts run on the app's clock in memory (tests move it); the request windows on the system's.
    app.decorate('signInThrottle', new SignInThrottle(counts.countsOn(app.clock)));
    const countsOf = counts.countsOn(systemClock);
    const windows = new Map<RateLimitKind, { address: RequestWindows; account: RequestWindows }>();
    const windowsOf = (kind: RateLimitKind) => {
      let found = windows.get(kind);
      if (!found) {
        const { windowMs } = settings;
        found = {
          address: new RequestWindows(settings[kind], countsOf(`rate:${kind}:address`, windowMs, MAX_KEYS)),
          account: new RequestWindows(settings[kind], countsOf(`rate:${kind}:account`, windowMs, MAX_KEYS)),
        };
        windows.set(kind, found);
      }
      return found;
    };

    const headers = (reply: FastifyReply, counted: WindowCount) => {
      reply.header('x-ratelimit-limit', String(counted.max));
      reply.header('x-ratelimit-remaining', String(counted.remaining));
      reply.header('x-ratelimit-reset', String(secondsOf(counted.resetMs)));
    };
    const refuse = (kind: RateLimitKind, reply: FastifyReply, counted: WindowCount, who: string) => {
      if (!counted.exceeded) return;
      const seconds = secondsOf(counted.resetMs);
      headers(reply, counted);
      reply.header('Retry-After', String(seconds));
      throw new HttpError(
        429,
        `Too many ${RATE_LIMIT_NOUNS[kind]} from ${who}: at most ${settings[kind]} ` +
          `${windowText(settings.windowMs)}. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      );
    };

    /** What a request was counted against, to give it back if it was refused before work. */
    const taken = new WeakMap<FastifyRequest, Array<{ windows: RequestWindows; key: string }>>();

    // The account is counted only for requests its address was allowed to make.
    const count = async (
      request: FastifyRequest,
      reply: FastifyReply,
      kind: RateLimitKind,
      account = accountOf(request),
    ) => {
      const { address, account: perAccount } = windowsOf(kind);
      const addressKey = clientAddress(request);
      const byAddress = await address.take(addressKey);
      const took = [{ windows: address, key: addressKey }];
      taken.set(request, took);
      refuse(kind, reply, byAddress, 'this address');
      let byAccount: WindowCount | undefined;
      if (account !== undefined) {
        byAccount = await perAccount.take(String(account));
        took.push({ windows: perAccount, key: String(account) });
        refuse(kind, reply, byAccount, 'this account');
      }
      headers(reply, tighter(byAddress, byAccount));
    };
    app.decorate('countRequest', count);

    const limiterFor =
      (kind: RateLimitKind): onRequestAsyncHookHandler =>
      async (request, reply) =>
        count(request, reply, kind);
    // A request refused before it started work (bad input, an unknown project, a task already running) is given back.
    const giveBackRefused = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!REFUSED_BEFORE_WORK.has(reply.statusCode)) return;
      await Promise.all((taken.get(request) ?? []).map(({ windows: counted, key }) => counted.giveBack(key)));
    };

    const matched = new Set<RateLimitedRoute>();
    app.addHook('onRoute', (route) => {
      const rule = rateLimitedRoute(route.method, route.url ?? '');
      if (!rule) return;
      matched.add(rule);
      // Counted by the handler, once it knows the request starts work.
      if (rule.counted) return;
      route.onRequest = appended(route.onRequest, limiterFor(rule.kind));
      if (rule.refusalsGivenBack) {
        route.onResponse = appended(route.onResponse, giveBackRefused);
      }
    });

    // A rule that matches nothing means a route moved and went unprotected: refuse to start.
    app.addHook('onReady', async () => {
      await counts.ready();
      const missing = RATE_LIMITED_ROUTES.filter((rule) => !matched.has(rule));
      if (missing.length > 0)
        throw new Error(`Rate limits match no route for ${missing.map((rule) => rule.path.source).join(', ')}`);
    });
  },
  { name: 'rate-limits', dependencies: ['auth'] },
);
