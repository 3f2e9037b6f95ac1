import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import type { TokenSession } from '../repositories/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a live token. */
    requireUser: onRequestAsyncHookHandler;
    /** onRequest hook: 401 without a live token, 403 unless its user is an admin. */
    requireAdmin: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    session: TokenSession | null;
  }
}

// SPEC §6: `Authorization: istoken <token>`; tokens are 64 hex chars.
const ISTOKEN = /^istoken\s+([0-9a-f]{64})\s*$/i;

export function tokenFrom(request: FastifyRequest): string | undefined {
  return ISTOKEN.exec(request.headers.authorization ?? '')?.[1]?.toLowerCase();
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
    const requireUser: onRequestAsyncHookHandler = async (request) => {
      const token = tokenFrom(request);
      if (!token) throw unauthorized('Sign in required: send Authorization: istoken <token>');
      const session = await app.tokens.resolve(token);
      if (!session) throw unauthorized('Token is invalid or expired');
      request.session = session;
    };

    const requireAdmin: onRequestAsyncHookHandler = async function (request, reply) {
      await requireUser.call(this, request, reply);
      if (!sessionOf(request).user.isAdmin) throw forbidden();
    };

    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', requireAdmin);
  },
  { name: 'auth', dependencies: ['storage'] },
);
