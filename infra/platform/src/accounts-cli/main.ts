import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { dataDirFromEnv } from '../config/data-dir.ts';
import { generatedPassword, parseAccountCreate, passwordFromInput, usernameProblem } from './account-create.ts';

/**
 * `pnpm reelforge account create <name> [--admin] [--password-stdin]` (README, "The first admin"):
 * makes an account in the database the server is configured with (DATABASE_URL, else the SQLite
 * file in DATA_DIR), its password hashed as sign-in checks it (accounts/user-store.ts). With
 * --password-stdin the password is read from standard input; otherwise a strong one is generated
 * and printed once. Exit code 0 when made; 2 for a wrong command line; 1 when refused (a name
 * taken or not allowed, an empty password) or the database cannot be opened.
 */
class Refused extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

async function main(args: readonly string[]): Promise<string> {
  const request = parseAccountCreate(args);
  if ('problem' in request) throw new Refused(request.problem, 2);
  const problem = usernameProblem(request.username);
  if (problem) throw new Refused(problem, 1);
  let password: string;
  if (request.passwordStdin) {
    const given = passwordFromInput(await text(process.stdin));
    if ('problem' in given) throw new Refused(given.problem, 1);
    password = given.password;
  } else {
    password = generatedPassword();
  }

  // Loaded once the command line and the password are known good: a refusal answers at once.
  const [{ scaleOutFromEnv }, { DATABASE_FILE, openDatabase }, { UserRepository }] = await Promise.all([
    import('../config/scale-out.ts'),
    import('../db/database.ts'),
    import('../accounts/user-store.ts'),
  ]);
  const { databaseUrl } = scaleOutFromEnv(process.env);
  const dataDir = dataDirFromEnv(process.env);
  if (!databaseUrl) await mkdir(dataDir, { recursive: true });
  const db = await openDatabase({ file: path.join(dataDir, DATABASE_FILE), databaseUrl });
  try {
    const users = new UserRepository(db);
    const taken = `An account named ${request.username} already exists`;
    if (await users.findByUsername(request.username)) throw new Refused(taken, 1);
    try {
      await users.create({ username: request.username, password, isAdmin: request.isAdmin });
    } catch (error) {
      // Made by someone else in the meantime: the name's unique index refused the second.
      if (await users.findByUsername(request.username)) throw new Refused(taken, 1);
      throw error;
    }
  } finally {
    await db.destroy();
  }
  const made = `Made the ${request.isAdmin ? 'admin ' : ''}account ${request.username}.`;
  return request.passwordStdin ? made : `${made}\nIts password, shown only this once:\n${password}`;
}

main(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof Refused ? error.exitCode : 1);
  },
);
