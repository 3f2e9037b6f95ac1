import type { Kysely } from 'kysely';
import { AccountManagement, type Actor } from '../accounts/account-management.ts';
import { ApiKeyRepository } from '../accounts/api-key-store.ts';
import { AuditLog } from '../accounts/audit-log.ts';
import { SessionCredentialsRepository } from '../accounts/session-credentials-store.ts';
import { TokenRepository } from '../accounts/token-store.ts';
import { UserRepository } from '../accounts/user-store.ts';
import type { Database } from '../db/schema.ts';
import { systemClock } from '../lib/clock.ts';
import type { AccountCommand } from './account-command.ts';
import { accountTable } from './account-table.ts';
import { badRequest } from '../lib/http-errors.ts';

const SHOWN_ONCE = 'Its password, shown only this once:';

/**
 * Does `request` on `db` as the admin calls do (accounts/account-management.ts: the same rules,
 * the same audit entries, `actor` named in them), and says what was done. `password` is the
 * one given on standard input; without it one is generated and shown once. A refusal is the
 * rules' HttpError.
 */
export async function run(
  db: Kysely<Database>,
  request: AccountCommand,
  {
    actor,
    password,
    issuerFromEnv,
  }: { actor: Actor; password?: string | undefined; issuerFromEnv?: string | undefined },
): Promise<string> {
  const now = systemClock;
  const accounts = new AccountManagement({
    users: new UserRepository(db),
    // Lifetimes matter only to tokens issued, and the command issues none: it ends them.
    tokens: new TokenRepository(db, now, { ttlMs: 0, sessionMaxMs: 0 }),
    sessionCredentials: new SessionCredentialsRepository(db, now, 0),
    apiKeys: new ApiKeyRepository(db),
    audit: new AuditLog(db, now),
    now,
  });
  const withPassword = password === undefined ? {} : { password };
  switch (request.command) {
    case 'list':
      return accountTable(await accounts.list());
    case 'create': {
      const { username, isAdmin, email } = request;
      const made = await accounts.create({ username, isAdmin, email: email ?? null, ...withPassword }, actor);
      const said = `Made the ${isAdmin ? 'admin ' : ''}account ${username}.`;
      return password === undefined ? `${said}\n${SHOWN_ONCE}\n${made.password}` : said;
    }
    case 'disable':
    case 'enable': {
      const active = request.command === 'enable';
      const account = await accounts.find({ username: request.username });
      if ((account.disabledAt === null) === active)
        return `The account ${account.username} is ${active ? 'active' : 'disabled'} already.`;
      await accounts.change({ id: account.id }, { active }, actor);
      return active
        ? `Enabled the account ${account.username}: it can sign in again.`
        : `Disabled the account ${account.username}: its sign-ins ended, and it cannot sign in until enabled.`;
    }
    case 'link': {
      const issuer = request.issuer ?? issuerFromEnv;
      if (!issuer) throw badRequest('Name the provider with --issuer, or set OIDC_ISSUER');
      const account = await accounts.linkIdentity(
        { username: request.username },
        { issuer, subject: request.subject },
        actor,
      );
      return `The account ${account.username} signs in with ${issuer} as ${request.subject} from now on.`;
    }
    case 'reset-password': {
      const reset = await accounts.resetPassword({ username: request.username }, actor, password);
      const said = `Gave the account ${reset.account.username} a new password: its sign-ins ended.`;
      return password === undefined ? `${said}\n${SHOWN_ONCE}\n${reset.password}` : said;
    }
  }
}
