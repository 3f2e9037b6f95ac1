import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { TOKEN_COOKIE } from '@reelforge/model';
import { cookieValue } from '../lib/cookies.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { crossSiteReason } from '../lib/same-origin-request.ts';
import { accountServiceRefusal, bearerFrom, requestRefusal } from './api-key-rules.ts';
import { ApiKeySessions, type KeySession } from './api-key-sessions.ts';
import type { TokenSession } from './token-store.ts';

/** Who a request is: a sign-in's token, or an API key (docs/api.md). */
export type RequestSession = TokenSession | KeySession;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook: 401 unless the request carries a live token or a live API key
     * (`Authorization: Bearer rfk_…`); a key's request is also held to its access and projects (403).
     */
    requireUser: onRequestAsyncHookHandler;
    /** onRequest hook: 401 without a live token, 403 unless its user is an admin; 403 to any API key. */
    requireAdmin: onRequestAsyncHookHandler;
    /**
     * onRequest hook for file content (asset files, thumbnails, HLS): like requireUser,
     * but a GET or HEAD may carry the token in the console's `token` cookie instead,
     * because <img>, <video> and hls.js cannot send headers. Never for mutations. The cookie
     * counts only on a request from this site's own pages (lib/same-origin-request.ts): these
     * GETs render, make thumbnails and HLS and keep them, so another site's link, form or
     * subdomain page cannot make them run in the victim's name (403). The header always counts.
     */
    requireMediaReader: onRequestAsyncHookHandler;
    /**
     * onRequest hook of the accounts service's calls: a 403 to any request carrying an API key,
     * before any other check. Keys are for programs calling the region hosts; the accounts
     * service is for people signed in (their passwords, keys, renewals, assumed sessions).
     */
    refuseApiKeys: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    session: RequestSession | null;
  }
}

// docs/reference.md §6: `Authorization: istoken <token>`; tokens are 64 hex chars.
const ISTOKEN = /^istoken\s+([0-9a-f]{64})\s*$/i;

const TOKEN = /^[0-9a-f]{64}$/i;

export function tokenFrom(request: FastifyRequest): string | undefined {
  return ISTOKEN.exec(request.headers.authorization ?? '')?.[1]?.toLowerCase();
}

function cookieTokenFrom(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const value = cookieValue(request.headers.cookie, TOKEN_COOKIE);
  if (!value || !TOKEN.test(value)) return undefined;
  const crossSite = crossSiteReason(request.headers, request.host);
  if (crossSite)
    throw forbidden(
      `The token cookie is accepted only from this site's own pages, and ${crossSite}: send Authorization: ` +
        `istoken <token>`,
    );
  return value.toLowerCase();
}

/** Whether the request carries an API key (`Authorization: Bearer rfk_…`), live or not. */
function isApiKey(request: FastifyRequest): boolean {
  const bearer = bearerFrom(request.headers.authorization);
  return bearer !== undefined && 'key' in bearer;
}

/** The session a require* hook established; a route without one is a wiring bug. */
export function sessionOf(request: FastifyRequest): RequestSession {
  if (!request.session) throw unauthorized();
  return request.session;
}

/**
 * The sign-in's session of a call only a token may make (the accounts service's, the admins'):
 * their hooks refuse API keys already; this says so to the types, and refuses one all the same.
 */
export function signInSessionOf(request: FastifyRequest): TokenSession {
  const session = sessionOf(request);
  if (session.apiKey) throw forbidden(accountServiceRefusal(request.routeOptions.url ?? ''));
  return session;
}

export default fp(
  async (app) => {
    app.decorateRequest('session', null);
    const keySessions = new ApiKeySessions(app.apiKeys, app.clock, app.log);

    // Runs in onRequest, before the body is read or validated: an anonymous caller
    // learns nothing about a route beyond "sign in".
    const authenticate = async (request: FastifyRequest, token: string | undefined) => {
      if (!token) {
        const bearer = bearerFrom(request.headers.authorization);
        if (bearer) return authenticateKey(request, bearer);
        throw unauthorized('Sign in required: send Authorization: istoken <token>, or Bearer <API key>');
      }
      const session = await app.tokens.resolve(token);
      if (!session) throw unauthorized('Token is invalid or expired');
      request.session = session;
    };

    const authenticateKey = async (request: FastifyRequest, bearer: NonNullable<ReturnType<typeof bearerFrom>>) => {
      if (!('key' in bearer))
        throw unauthorized('Malformed API key: send Authorization: Bearer rfk_ followed by 40 characters');
      const session = await keySessions.open(bearer.key);
      const refusal = requestRefusal(session.apiKey, request.method, request.routeOptions.url ?? '');
      if (refusal) throw forbidden(refusal);
      request.session = session;
    };

    const requireUser: onRequestAsyncHookHandler = async (request) => {
      await authenticate(request, tokenFrom(request));
    };

    const requireMediaReader: onRequestAsyncHookHandler = async (request) => {
      // A cookie is a sign-in's token only: an API key travels in the header.
      const token =
        tokenFrom(request) ?? (bearerFrom(request.headers.authorization) ? undefined : cookieTokenFrom(request));
      await authenticate(request, token);
    };

    // A key is refused before it is looked up: whatever its owner's role, it makes no admin call.
    const requireAdmin: onRequestAsyncHookHandler = async function (request, reply) {
      if (isApiKey(request)) throw forbidden('API keys cannot make admin calls: sign in as an admin instead');
      await requireUser.call(this, request, reply);
      if (!sessionOf(request).user.isAdmin) throw forbidden();
    };

    // A Bearer value that is no key goes on to the sign-in check, which calls it malformed (401).
    const refuseApiKeys: onRequestAsyncHookHandler = async (request) => {
      if (isApiKey(request)) throw forbidden(accountServiceRefusal(request.routeOptions.url ?? ''));
    };

    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', requireAdmin);
    app.decorate('requireMediaReader', requireMediaReader);
    app.decorate('refuseApiKeys', refuseApiKeys);
  },
  { name: 'auth', dependencies: ['wiring'] },
);
