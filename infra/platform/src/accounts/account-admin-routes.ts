import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  accountChangeBody,
  accountCreateBody,
  accountCreateResponse,
  accountIdParams,
  accountListResponse,
  accountReply,
  noInput,
  passwordResetResponse,
} from '@reelforge/contract';
import type { FastifyReply } from 'fastify';
import { badRequest, notFound } from '../lib/http-errors.ts';
import { AccountManagement, type Actor } from './account-management.ts';
import { accountOnWire } from './account-wire.ts';
import { actingAsDetail, auditActor } from './audit-log.ts';
import { signInSessionOf } from './auth-plugin.ts';
import type { TokenSession } from './token-store.ts';

const ID = /^[1-9][0-9]{0,15}$/;

/** The id in the path as a number; anything else names no account. */
function accountId(raw: string): number {
  const id = Number(raw);
  if (!ID.test(raw) || !Number.isSafeInteger(id)) throw notFound(`No account has the id ${raw}`);
  return id;
}

/** The person signed in, also in a session they assumed (docs/admin.md "Audit"). */
const actorOf = (session: TokenSession): Actor => ({ who: auditActor(session), detail: actingAsDetail(session) });

// Answers with accounts and passwords are nobody's to keep.
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * `/admin/accounts` of the accounts service (docs/accounts.md): admins list, make, change and
 * give new passwords to accounts. An assumed session is the assumed account's: it is refused
 * unless that account is an admin too, and the audit names the admin signed in.
 */
const accountAdminRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const accounts = new AccountManagement({
    users: app.users,
    tokens: app.tokens,
    sessionCredentials: app.sessionCredentials,
    apiKeys: app.apiKeys,
    audit: app.audit,
    now: app.clock,
  });

  app.get(
    '/accounts',
    { onRequest: app.requireAdmin, schema: { ...noInput, response: { 200: accountListResponse } } },
    async (_request, reply) => {
      noStore(reply);
      return { Accounts: (await accounts.list()).map(accountOnWire) };
    },
  );

  app.post(
    '/accounts',
    { onRequest: app.requireAdmin, schema: { body: accountCreateBody, response: { 201: accountCreateResponse } } },
    async (request, reply) => {
      const { Username, Email, Role } = request.body;
      const made = await accounts.create(
        { username: Username, email: Email ?? null, isAdmin: Role === 'admin' },
        actorOf(signInSessionOf(request)),
      );
      noStore(reply).code(201);
      return { Account: accountOnWire(made.account), Password: made.password };
    },
  );

  app.patch(
    '/accounts/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params: accountIdParams, body: accountChangeBody, response: { 200: accountReply } },
    },
    async (request, reply) => {
      const { Role, State } = request.body;
      if (Role === undefined && State === undefined)
        throw badRequest('Send the Role ("ordinary" or "admin"), the State ("active" or "disabled") or both');
      const account = await accounts.change(
        { id: accountId(request.params.id) },
        {
          ...(Role === undefined ? {} : { isAdmin: Role === 'admin' }),
          ...(State === undefined ? {} : { active: State === 'active' }),
        },
        actorOf(signInSessionOf(request)),
      );
      noStore(reply);
      return { Account: accountOnWire(account) };
    },
  );

  app.post(
    '/accounts/:id/password',
    {
      onRequest: app.requireAdmin,
      schema: { ...noInput, params: accountIdParams, response: { 200: passwordResetResponse } },
    },
    async (request, reply) => {
      const { password } = await accounts.resetPassword(
        { id: accountId(request.params.id) },
        actorOf(signInSessionOf(request)),
      );
      noStore(reply);
      return { Password: password };
    },
  );
};

export default accountAdminRoutes;
