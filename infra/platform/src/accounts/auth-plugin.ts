import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { TOKEN_COOKIE } from '@reelforge/model';
import { cookieValue } from '../lib/cookies.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { crossSiteReason } from '../lib/same-origin-request.ts';
import type { TokenSession } from './token-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a live token. */
    requireUser: onRequestAsyncHookHandler;
    /** onRequest hook: 401 without a live token, 403 unless its user is an admin. */
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
  }
  interface FastifyRequest {
    session: TokenSession | null;
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

/** The session a require* hook established; a route without one is a wiring bug. */
export function sessionOf(request: FastifyRequest): TokenSession {
  if (!request.session) throw unauthorized();
  return request.session;
}

export default fp(
  async (app) => {
    app.decorateRequest('session', null);

    // Runs in onRequest, before the body is read or validated: an anonymous caller
    // learns nothing about a route beyond "sign in".
    const authenticate = async (request: FastifyRequest, token: string | undefined) => {
      if (!token) throw unauthorized('Sign in required: send Authorization: istoken <token>');
      const session = await app.tokens.resolve(token);
      if (!session) throw unauthorized('Token is invalid or expired');
      request.session = session;
    };

    const requireUser: onRequestAsyncHookHandler = async (request) => {
      await authenticate(request, tokenFrom(request));
    };

    const requireMediaReader: onRequestAsyncHookHandler = async (request) => {
      await authenticate(request, tokenFrom(request) ?? cookieTokenFrom(request));
    };

    const requireAdmin: onRequestAsyncHookHandler = async function (request, reply) {
      await requireUser.call(this, request, reply);
      if (!sessionOf(request).user.isAdmin) throw forbidden();
    };

    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', requireAdmin);
    app.decorate('requireMediaReader', requireMediaReader);
  },
  { name: 'auth', dependencies: ['wiring'] },
);
