// The copy tool on an admin's session whose accounts, regions and copies are kept in memory.
import { vi } from 'vitest';
import type { Api, HttpResponse, RequestOptions } from '@reelforge/api';
import { adminClient, type AdminRegionClient } from '@reelforge/api/admin';
import type { CopyItem, CopyTask } from '@reelforge/api/project-copy';
import { ApiError } from '@reelforge/api';
import type { Project, RegionsConfig } from '@reelforge/model';
import { startSession } from '@reelforge/session/testing';
import { renderInConsole } from '@reelforge/ui/testing';
import AdminArea from '../../src/routes.js';

const region = (name: string) => ({
  api: `/r/${name}/api`,
  iv: '',
  preview: '',
  render: '',
  awsregion: name,
  bucket_prefix: '',
  enabled: true,
  create: true,
});
export const REGIONS = {
  'eu-west-1': region('eu-west-1'),
  'us-east-1': region('us-east-1'),
} as unknown as RegionsConfig;
export const ACCOUNTS = ['demo', 'demo2', 'bob', 'admin'];

const made = (uid: string, name: string, home: string): Project => ({
  uid,
  prjuid: uid,
  name,
  region: home,
  awsregion: home,
  date_created: '2024-01-01T00:00:00Z',
  type: 'project',
});
/** demo's projects, one in each region. */
export const SAMPLE = made('p1', 'Sample', 'eu-west-1');
export const LAUNCH = made('p2', 'Launch', 'us-east-1');

export const item = (kind: CopyItem['kind'], name: string, status: CopyItem['status'], message?: string): CopyItem => ({
  kind,
  name,
  status,
  ...(message ? { message } : {}),
});
export const task = (status: CopyTask['status'], items: CopyItem[], extra: Partial<CopyTask> = {}): CopyTask => ({
  task_id: 't1',
  status,
  region: 'eu-west-1',
  progress: 0,
  items,
  ...extra,
});

/** Every call made with a per-user token: its address and the Authorization header it carried. */
export interface UserCall {
  url: string;
  authorization: string | undefined;
  ownUnauthorized: boolean | undefined;
}

export interface CopyWorld {
  search: ReturnType<typeof vi.fn<(q: string) => Promise<{ username: string }[]>>>;
  assume: ReturnType<typeof vi.fn<(username: string) => Promise<{ Token: string }>>>;
  copyBetweenUsers: ReturnType<typeof vi.fn<AdminRegionClient['copyBetweenUsers']>>;
  copyTask: ReturnType<typeof vi.fn<AdminRegionClient['copyTask']>>;
  userCalls: UserCall[];
  /** Renewals the platform refuses from now on. */
  refuseRenewal: () => void;
}

/**
 * Opens /copyproject as the admin. Each assumed token is `{username}-token-1`; a renewal with
 * `…-token-N` answers `…-token-N+1`. Only demo's token lists projects (Sample, Launch); any other
 * token is refused (401), as the platform refuses a token that is not the account's.
 */
export function openCopyTool(
  changes: Partial<Pick<CopyWorld, 'copyBetweenUsers' | 'copyTask' | 'assume'>> = {},
): CopyWorld {
  const userCalls: UserCall[] = [];
  let renewing = true;
  const search = vi.fn(async (q: string) =>
    ACCOUNTS.filter((name) => name.includes(q)).map((username) => ({ username })),
  );
  const assume = changes.assume ?? vi.fn(async (username: string) => ({ Token: `${username}-token-1` }));
  const copyBetweenUsers =
    changes.copyBetweenUsers ?? vi.fn(async () => task('running', [item('project', 'Sample Copy', 'creating')]));
  const copyTask = changes.copyTask ?? vi.fn(async () => task('running', [item('project', 'Sample Copy', 'creating')]));
  const http = vi.fn(async (url: string, options: RequestOptions = {}): Promise<HttpResponse<unknown>> => {
    const authorization = options.headers?.Authorization;
    userCalls.push({ url, authorization, ownUnauthorized: options.ownUnauthorized });
    const reply = (data: unknown) => ({ status: 200, headers: new Headers(), data });
    if (url === '/accounts/auth/renew') {
      if (!renewing) throw new ApiError(401, 'Unauthorized', 'The session ended');
      const [, who, n] = /^istoken (.+)-token-(\d+)$/.exec(authorization ?? '') ?? [];
      return reply({ Token: `${who}-token-${Number(n) + 1}`, Expires: '2030-01-01T00:00:00Z' });
    }
    const listed = /^\/r\/([^/]+)\/api\/v1\/list\/project\/$/.exec(url);
    if (listed) {
      if (!authorization?.startsWith('istoken demo-token-')) throw new ApiError(401, 'Unauthorized', 'Sign in again');
      return reply({ Projects: [SAMPLE, LAUNCH].filter((project) => project.region === listed[1]) });
    }
    throw new ApiError(404, 'Not Found', `No fake for ${url}`);
  });
  const admin = { copyBetweenUsers, copyTask } as unknown as AdminRegionClient;
  const api = {
    http,
    accounts: { search, assume },
    regional: (factory: unknown) => {
      if (factory !== adminClient) throw new Error('Only the admin client is faked');
      return admin;
    },
  } as unknown as Api;
  startSession({
    api,
    regions: REGIONS,
    user: { username: 'admin', admin: true },
    token: 'admin-token',
    auth: { baseurl: '/accounts', domain_suffix: '', use_accounting_menu: false },
  });
  renderInConsole(<AdminArea area="copyproject" />, { path: '/copyproject' });
  return {
    search,
    assume: assume as CopyWorld['assume'],
    copyBetweenUsers: copyBetweenUsers as CopyWorld['copyBetweenUsers'],
    copyTask: copyTask as CopyWorld['copyTask'],
    userCalls,
    refuseRenewal: () => {
      renewing = false;
    },
  };
}
