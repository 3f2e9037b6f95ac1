import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  assumeBody,
  noInput,
  renewResponse,
  sessionResponse,
  tokenResponse,
  verifyResponse,
} from '@reelforge/contract';
import { auditActor } from './audit-log.ts';
import { forbidden, notFound } from '../lib/http-errors.ts';
import { EXAMPLES_OWNER } from './examples-owner.ts';
import { signInSessionOf } from './auth-plugin.ts';
import { signedIn } from './signed-in.ts';
import signInRoutes from './sign-in.ts';

/**
 * `/auth/*` of the accounts service (docs/reference.md §7): tokens and temporary credentials. A token
 * belongs to a sign-in; renewal stays within it and cannot carry it past its absolute end
 * (SESSION_MAX_HOURS), and logout ends it with every token renewed from it.
 */
const authRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  await app.register(signInRoutes);

  app.get(
    '/verify',
    {
      onRequest: app.requireUser,
      schema: { ...noInput, response: { 200: verifyResponse } },
    },
    async (request) => {
      const { user, expiresAt } = signInSessionOf(request);
      return { Username: user.username, Admin: user.isAdmin, Expires: new Date(expiresAt).toISOString() };
    },
  );

  // A fresh token; the old one stays valid until its own expiry, so requests already
  // in flight with it do not fail while the console swaps tokens. Once the sign-in has
  // reached its end no token of it is accepted, so this answers 401 and the console asks
  // the user to sign in again.
  app.post(
    '/renew',
    {
      onRequest: app.requireUser,
      schema: { ...noInput, response: { 200: renewResponse } },
    },
    async (request) => {
      const { token, expiresAt } = await app.tokens.renew(signInSessionOf(request));
      return { Token: token, Expires: new Date(expiresAt).toISOString() };
    },
  );

  // Ends the sign-in the token belongs to: this token, those renewed from it, and any
  // session an admin assumed from it stop working at once.
  app.post('/logout', { onRequest: app.requireUser, schema: noInput }, async (request, reply) => {
    const session = signInSessionOf(request);
    await app.tokens.endSession(session.sessionId);
    request.log.info({ user: session.user.username }, 'signed out');
    return reply.code(204).send();
  });

  app.post(
    '/session',
    { onRequest: app.requireUser, schema: { ...noInput, response: { 200: sessionResponse } } },
    async (request) => ({
      Credentials: await app.sessionCredentials.issue(signInSessionOf(request).user.id),
    }),
  );

  // The assumed session ends no later than the admin's own, and with it. A session that is itself
  // assumed (an admin acting as another admin) cannot assume again: the chain would hide who acts.
  app.post(
    '/assume',
    {
      onRequest: app.requireAdmin,
      schema: {
        body: assumeBody,
        response: { 200: tokenResponse },
      },
    },
    async (request) => {
      const admin = signInSessionOf(request);
      if (admin.assumedBy)
        throw forbidden(
          `An assumed session cannot assume another account: go back to ${admin.assumedBy.username}'s own ` +
            `session first`,
        );
      const user = await app.users.findByUsername(request.body.Username);
      // The example project's owner is nobody to act as (docs/playground.md).
      if (!user || user.username === EXAMPLES_OWNER) throw notFound(`No account named ${request.body.Username}`);
      const issued = await app.tokens.issue(user.id, admin);
      await app.audit.record({ who: auditActor(admin), whom: user.username, what: 'assume' });
      request.log.info({ admin: admin.user.username, assumed: user.username }, 'account assumed');
      return signedIn(user.username, issued);
    },
  );
};

export default authRoutes;
