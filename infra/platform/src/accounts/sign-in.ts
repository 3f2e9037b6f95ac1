import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { loginBody, tokenResponse } from '@reelforge/contract';
import { clientAddress } from '../lib/client-address.ts';
import { forbidden, HttpError, unauthorized } from '../lib/http-errors.ts';
import type { SignInWait } from '../lib/sign-in-throttle.ts';
import { PASSWORD_SIGN_IN_OFF } from './oidc-plugin.ts';
import { assertCanSignIn } from './sign-in-rules.ts';
import { signedIn } from './signed-in.ts';

function tooManyFailures({ ms, reason }: SignInWait): HttpError {
  const minutes = Math.ceil(ms / 60_000);
  const from = reason === 'address' ? ' from this address' : '';
  return new HttpError(
    429,
    `Too many failed sign-ins${from}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/**
 * `POST /auth/login`: a password for a token, with failed attempts slowed (lib/sign-in-throttle.ts,
 * its counts shared by every api process on Redis: docs/sign-in.md). A disabled account is refused
 * once its password is right; a sign-in is noted as the account's last (docs/accounts.md).
 */
const signInRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const throttle = app.signInThrottle;

  app.post(
    '/login',
    {
      schema: {
        body: loginBody,
        response: { 200: tokenResponse },
      },
    },
    async (request, reply) => {
      // PASSWORD_SIGN_IN=0: single sign-on only (docs/accounts.md); the account command still works.
      if (!app.signInMethods.password) throw forbidden(PASSWORD_SIGN_IN_OFF);
      const { Username, Password } = request.body;
      const address = clientAddress(request);
      const wait = await throttle.waitFor(Username, address);
      if (wait) {
        reply.header('Retry-After', String(Math.ceil(wait.ms / 1000)));
        throw tooManyFailures(wait);
      }
      const user = await app.users.authenticate(Username, Password);
      if (!user) {
        await throttle.fail(Username, address);
        throw unauthorized('Wrong username or password');
      }
      await throttle.succeed(Username, address);
      assertCanSignIn(user);
      await app.tokens.purgeExpired();
      await app.users.recordSignIn(user.id, app.clock());
      return signedIn(user.username, await app.tokens.issue(user.id));
    },
  );
};

export default signInRoutes;
