import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { emailProblem } from '@reelforge/model/accounts';
import { dataDirFromEnv } from '../config/data-dir.ts';
import { passwordRefusal } from '../accounts/account-management.ts';
import { usernameProblem } from '../accounts/username-rule.ts';
import { HttpError } from '../lib/http-errors.ts';
import { parseAccountCommand, type AccountCommand } from './account-command.ts';
import { passwordFromInput } from './password-input.ts';

/**
 * `pnpm reelforge account create|disable|enable|reset-password|link|list` (docs/accounts.md, "The
 * account command"; README, "The first admin"): works on the database the server is configured
 * with (DATABASE_URL, else the SQLite file in DATA_DIR), the server running or not, by the rules
 * of the admin calls (accounts/account-management.ts). Exit code 0 when done; 2 for a wrong
 * command line; 1 when refused (a name taken or not allowed, a password the rule refuses, the
 * last active admin) or the database cannot be opened.
 */
class Refused extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

/** Who the audit log names for what the command does: nobody signed in, the server's operator. */
const COMMAND_LINE = { who: '(command line)' };

/** The password from standard input, by the password rule for `username`. */
async function passwordFromStdin(username: string): Promise<string> {
  const given = passwordFromInput(await text(process.stdin));
  if ('problem' in given) throw new Refused(given.problem, 1);
  const refusal = passwordRefusal(given.password, username);
  if (refusal) throw new Refused(refusal, 1);
  return given.password;
}

/** Refusals a person can act on, known before the database is opened. */
async function checked(request: AccountCommand): Promise<{ password?: string }> {
  if (request.command === 'list') return {};
  if (request.command === 'create') {
    const problem = usernameProblem(request.username) ?? (request.email ? emailProblem(request.email) : undefined);
    if (problem) throw new Refused(problem, 1);
  }
  if ((request.command === 'create' || request.command === 'reset-password') && request.passwordStdin)
    return { password: await passwordFromStdin(request.username) };
  return {};
}

async function main(args: readonly string[]): Promise<string> {
  const request = parseAccountCommand(args);
  if ('problem' in request) throw new Refused(request.problem, 2);
  const { password } = await checked(request);

  // Loaded once the command line and the password are known good: a refusal answers at once.
  const [{ scaleOutFromEnv }, { DATABASE_FILE, openDatabase }, { run }] = await Promise.all([
    import('../config/scale-out.ts'),
    import('../db/database.ts'),
    import('./run-account-command.ts'),
  ]);
  const { databaseUrl } = scaleOutFromEnv(process.env);
  const dataDir = dataDirFromEnv(process.env);
  if (!databaseUrl) await mkdir(dataDir, { recursive: true });
  const db = await openDatabase({ file: path.join(dataDir, DATABASE_FILE), databaseUrl });
  try {
    return await run(db, request, {
      actor: COMMAND_LINE,
      password,
      issuerFromEnv: process.env.OIDC_ISSUER || undefined,
    });
  } catch (error) {
    // The rules' refusals (a name taken, the last active admin, no such account) are the person's to act on.
    if (error instanceof HttpError) throw new Refused(error.message, 1);
    throw error;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof Refused ? error.exitCode : 1);
  },
);
