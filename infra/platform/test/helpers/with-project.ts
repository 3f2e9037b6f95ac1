import { afterAll, beforeAll } from 'vitest';
import { createProject } from './assets.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './server.ts';

/** What a file's tests share: the server, the owner's token, the project's uid and the other accounts' tokens. */
export interface ProjectFixture<Other extends string = never> {
  server: TestServer;
  /** The project owner's token (`demo`). */
  owner: string;
  /** The project's uid, in `region`. */
  uid: string;
  region: string;
  /** Tokens of the other accounts named, by name: another user's view of the same project. */
  others: Record<Other, string>;
}

export interface ProjectFixtureOptions<Other extends string> {
  /** Accounts signed in besides `demo` (an account is made at its first sign-in). */
  others?: readonly Other[];
  region?: string;
  server?: TestServerOptions;
}

/**
 * The preamble most route tests share, registered as the file's hooks: a test server, `demo`
 * and the other accounts signed in, and a project of demo's named `name`, made before the
 * file's tests and closed after them. Its fields are there from the first test on.
 */
export function withProject<const Other extends string = never>(
  name: string,
  options: ProjectFixtureOptions<Other> = {},
): ProjectFixture<Other> {
  const fixture = { region: options.region ?? 'eu-west-1', others: {} } as ProjectFixture<Other>;
  beforeAll(async () => {
    fixture.server = await startTestServer(options.server);
    const names: readonly Other[] = options.others ?? [];
    const [owner, ...tokens] = await Promise.all(['demo', ...names].map((account) => fixture.server.login(account)));
    fixture.owner = owner!;
    fixture.others = Object.fromEntries(names.map((account, index) => [account, tokens[index]!])) as Record<
      Other,
      string
    >;
    fixture.uid = await createProject(fixture.server, fixture.owner, name, fixture.region);
  });
  afterAll(() => fixture.server?.close());
  return fixture;
}
