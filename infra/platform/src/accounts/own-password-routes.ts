import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { passwordChangeBody } from '@reelforge/contract';
import { clientAddress } from '../lib/client-address.ts';
import { badRequest, forbidden, HttpError } from '../lib/http-errors.ts';
import { passwordRefusal } from './account-management.ts';
import { signInSessionOf, tokenFrom } from './auth-plugin.ts';

/**
 * `POST /auth/password` (docs/accounts.md, "Your own password"): everyone signed in changes
 * their own password. The current one is checked first, a wrong one counted as a wrong password
 * at sign-in is (lib/sign-in-throttle.ts); the new one follows the password rule. The account's
 * other sign-ins end: the token of this call is the one left.
 */
const ownPasswordRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const throttle = app.signInThrottle;

  app.post(
    '/password',
    { onRequest: app.requireUser, schema: { body: passwordChangeBody } },
    async (request, reply) => {
      const session = signInSessionOf(request);
      const { user } = session;
      if (session.assumedBy)
        throw forbidden(
          `An assumed session cannot change ${user.username}'s password: an admin gives it a new one with ` +
            'the accounts page instead',
        );
      const account = await app.users.account({ id: user.id });
      if (account && !account.hasPassword)
        throw new HttpError(409, 'This account signs in with single sign-on: it has no password here to change');
      const address = clientAddress(request);
      const wait = await throttle.waitFor(user.username, address);
      if (wait) {
        reply.header('Retry-After', String(Math.ceil(wait.ms / 1000)));
        const minutes = Math.ceil(wait.ms / 60_000);
        throw new HttpError(
          429,
          `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      const { CurrentPassword, NewPassword } = request.body;
      if (!(await app.users.hasPassword(user.id, CurrentPassword))) {
        await throttle.fail(user.username, address);
        throw forbidden('The current password is not right: the password is unchanged');
      }
      await throttle.succeed(user.username, address);
      const refusal = passwordRefusal(NewPassword, user.username);
      if (refusal) throw badRequest(refusal);
      await app.users.setPassword(user.id, NewPassword, app.clock());
      // requireUser read the token from the header: it is there.
      await app.tokens.endAllOfBut(session, tokenFrom(request) ?? '');
      request.log.info({ user: user.username }, 'password changed');
      return reply.code(204).send();
    },
  );
};

export default ownPasswordRoutes;
