import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { FailureLimiter } from '../../lib/failure-limiter.ts';
import { HttpError, notFound, unauthorized } from '../../lib/http-errors.ts';
import type { IssuedToken } from '../../repositories/tokens.ts';
import { sessionOf } from '../../plugins/auth.ts';

const tokenResponse = {
  type: 'object',
  properties: { Token: { type: 'string' }, Username: { type: 'string' }, Expires: { type: 'string' } },
  required: ['Token', 'Username', 'Expires'],
} as const;

const noBody = { querystring: { type: 'object' } } as const;

const usernameSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;

function signedIn(username: string, { token, expiresAt }: IssuedToken) {
  return { Token: token, Username: username, Expires: new Date(expiresAt).toISOString() };
}

/** Wrong passwords allowed per name and address before sign-in waits out the window. */
const SIGN_IN_LIMITS = { max: 5, windowMs: 15 * 60_000 };

/** `/auth/*` of the accounts service (SPEC §7): tokens and temporary credentials. */
const authRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const failures = new FailureLimiter(app.clock, SIGN_IN_LIMITS);

  app.post(
    '/login',
    {
      schema: {
        body: {
          type: 'object',
          properties: { Username: usernameSchema, Password: { type: 'string', minLength: 1, maxLength: 1024 } },
          required: ['Username', 'Password'],
        },
        response: { 200: tokenResponse },
      },
    },
    async (request, reply) => {
      const { Username, Password } = request.body;
      // Guessing passwords is slowed per name and address; other users keep signing in.
      const key = `${request.ip}\0${Username.toLowerCase()}`;
      const wait = failures.waitFor(key);
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60_000);
        reply.header('Retry-After', String(Math.ceil(wait / 1000)));
        throw new HttpError(429, `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
      const user = await app.users.authenticate(Username, Password);
      if (!user) {
        failures.fail(key);
        throw unauthorized('Wrong username or password');
      }
      failures.succeed(key);
      await app.tokens.purgeExpired();
      return signedIn(user.username, await app.tokens.issue(user.id));
    },
  );

  app.get(
    '/verify',
    {
      onRequest: app.requireUser,
      schema: {
        ...noBody,
        response: {
          200: {
            type: 'object',
            properties: { Username: { type: 'string' }, Admin: { type: 'boolean' }, Expires: { type: 'string' } },
            required: ['Username', 'Admin', 'Expires'],
          },
        },
      },
    },
    async (request) => {
      const { user, expiresAt } = sessionOf(request);
      return { Username: user.username, Admin: user.isAdmin, Expires: new Date(expiresAt).toISOString() };
    },
  );

  // A fresh token; the old one stays valid until its own expiry, so requests already
  // in flight with it do not fail while the console swaps tokens.
  app.post(
    '/renew',
    {
      onRequest: app.requireUser,
      schema: {
        ...noBody,
        response: {
          200: {
            type: 'object',
            properties: { Token: { type: 'string' }, Expires: { type: 'string' } },
            required: ['Token', 'Expires'],
          },
        },
      },
    },
    async (request) => {
      const { token, expiresAt } = await app.tokens.issue(sessionOf(request).user.id);
      return { Token: token, Expires: new Date(expiresAt).toISOString() };
    },
  );

  app.post('/session', { onRequest: app.requireUser, schema: noBody }, async (request) => ({
    Credentials: await app.sessionCredentials.issue(sessionOf(request).user.id),
  }));

  app.post(
    '/assume',
    {
      onRequest: app.requireAdmin,
      schema: {
        body: { type: 'object', properties: { Username: usernameSchema }, required: ['Username'] },
        response: { 200: tokenResponse },
      },
    },
    async (request) => {
      const user = await app.users.findByUsername(request.body.Username);
      if (!user) throw notFound(`No account named ${request.body.Username}`);
      request.log.info({ admin: sessionOf(request).user.username, assumed: user.username }, 'account assumed');
      return signedIn(user.username, await app.tokens.issue(user.id));
    },
  );
};

export default authRoutes;
