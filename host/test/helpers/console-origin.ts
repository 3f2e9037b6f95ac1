// The server a console page talks to, on 127.0.0.1 over real HTTP: the configuration files,
// the list of areas, the accounts service and one region's project. Each test can change
// what a path answers (an error status, unreadable JSON, a dropped connection).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TOKEN = 'a'.repeat(64);
export const RENEWED = 'r'.repeat(64);

export type Answer = { status?: number; json?: unknown; text?: string; type?: string } | 'hang-up';

export interface ConsoleOrigin {
  origin: string;
  /** What `path` (a pathname) answers from now on. */
  answer(path: string, answer: Answer): void;
  /** Back to the answers every test starts with. */
  reset(): void;
  /** Each request as "METHOD pathname", in order. */
  requests: string[];
  close(): Promise<void>;
}

const region = (origin: string, name: string) => ({
  api: `${origin}/r/${name}/api`,
  iv: `${origin}/r/${name}/iv`,
  preview: `${origin}/r/${name}/preview`,
  render: `${origin}/r/${name}/render`,
  awsregion: name,
  bucket_prefix: 'rf',
  enabled: true,
  create: true,
});

/** The areas every test starts with; their code is what the test registers with areaCode(). */
export const AREAS = {
  projects: '/remotes/projects/remoteEntry.js',
  assets: '/remotes/assets/remoteEntry.js',
  movies: '/remotes/movies/remoteEntry.js',
  batch: '/remotes/batch/remoteEntry.js',
  admin: '/remotes/admin/remoteEntry.js',
};

function defaults(origin: string): Map<string, Answer> {
  return new Map<string, Answer>([
    ['/regions/auth.json', { json: { baseurl: '/accounts', domain_suffix: '', use_accounting_menu: false } }],
    [
      '/regions/regions.json',
      { json: { 'eu-west-1': region(origin, 'eu-west-1'), 'us-east-1': region(origin, 'us-east-1') } },
    ],
    ['/regions/rebranding.json', { json: { company_name: 'Reelforge' } }],
    ['/remotes.json', { json: AREAS }],
    ['/accounts/auth/verify', { json: { Username: 'ann', Admin: false, Expires: '2099-01-01T00:00:00Z' } }],
    // The admin check: an account search answers for administrators only.
    ['/accounts/account/search', { status: 403, json: { Message: 'Forbidden' } }],
    ['/accounts/auth/renew', { json: { Token: RENEWED } }],
    ['/accounts/auth/logout', { json: {} }],
    [
      '/r/eu-west-1/api/v1/project/p1',
      {
        json: {
          uid: 'p1',
          prjuid: 'p1',
          name: 'Demo',
          region: 'eu-west-1',
          awsregion: 'eu-west-1',
          date_created: '2024-01-01T00:00:00Z',
          type: 'project',
          Metadata: {},
        },
      },
    ],
  ]);
}

const ACCOUNT_PATHS = new Set([
  '/accounts/auth/verify',
  '/accounts/account/search',
  '/accounts/auth/renew',
  '/accounts/auth/logout',
]);

export async function startConsoleOrigin(): Promise<ConsoleOrigin> {
  let answers = new Map<string, Answer>();
  const requests: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://origin').pathname;
    requests.push(`${request.method} ${path}`);
    const answer = answers.get(path) ?? { status: 404, json: { Message: 'Not found' } };
    if (answer === 'hang-up') return void request.socket.destroy();
    // The accounts service knows the token it gave and the one it renewed to, and no other.
    const signedIn = [`istoken ${TOKEN}`, `istoken ${RENEWED}`].includes(request.headers.authorization ?? '');
    if (ACCOUNT_PATHS.has(path) && !signedIn) {
      response.writeHead(401, { 'content-type': 'application/json' });
      return void response.end('{"Message":"Unauthorized"}');
    }
    const body = answer.text ?? JSON.stringify(answer.json ?? null);
    response.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'application/json' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  answers = defaults(origin);
  return {
    origin,
    answer: (path, answer) => void answers.set(path, answer),
    reset: () => {
      answers = defaults(origin);
      requests.length = 0;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
