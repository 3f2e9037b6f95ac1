// A project with distributions held in memory behind a fake publish client, and the publish area mounted on it.
import { vi } from 'vitest';
import type { Api, PublishClient, RegionClient } from '@reelforge/api';
import type { Distribution, Project, RegionConfig } from '@reelforge/model';
import { Route, Routes } from '@reelforge/router';
import { reportedUserError, startSession } from '@reelforge/session/testing';
import { renderInConsole } from '@reelforge/ui/testing';
import ProjectsArea from '../../src/routes.js';

export const project: Project = {
  uid: 'p1',
  prjuid: 'p1',
  name: 'Demo',
  region: 'eu-west-1',
  awsregion: 'eu-west-1',
  date_created: '2024-01-01T00:00:00Z',
  type: 'project',
};
export const BASE = '/projects/eu-west-1/p1/publish';

const region = (name: string, enabled = true): RegionConfig => ({
  api: `https://api.${name}.example`,
  iv: `https://iv.${name}.example`,
  preview: `https://preview.${name}.example`,
  render: `https://render.${name}.example`,
  awsregion: name,
  bucket_prefix: 'rf',
  enabled,
  create: true,
});
export const REGIONS = {
  'eu-west-1': region('eu-west-1'),
  'us-east-1': region('us-east-1'),
  'ap-southeast-2': region('ap-southeast-2'),
  'sa-east-1': region('sa-east-1', false),
  'eu-original-1': region('eu-original-1'),
};

export const HOME: Distribution = {
  name: 'eu-west-1',
  fullname: 'Europe (Ireland)',
  state: 'PUBLISHED',
  dirty: false,
  default: true,
};
export const US: Distribution = {
  name: 'us-east-1',
  fullname: 'US East (N. Virginia)',
  state: 'PUBLISHED',
  dirty: true,
  default: false,
  published: '2024-03-01T10:00:00Z',
};
export const SYDNEY_FAILED: Distribution = {
  name: 'ap-southeast-2',
  fullname: 'Asia Pacific (Sydney)',
  state: 'FAILED',
  dirty: false,
  default: false,
  published: '2024-02-01T10:00:00Z',
  message: 'Quota exceeded',
};

/** The publish client of a project distributed to `initial`; publishing adds a PUBLISHED distribution, depublishing drops it. */
export function publishing(initial: Distribution[] = [HOME, US], calls: Partial<PublishClient> = {}) {
  let stored = structuredClone(initial);
  const client: PublishClient = {
    distributions: vi.fn(async () => structuredClone(stored)),
    publish: vi.fn(async (_prjuid: string, target: string) => {
      const made: Distribution = {
        name: target,
        fullname: target,
        state: 'PUBLISHED',
        dirty: false,
        default: false,
        published: '2024-04-01T10:00:00Z',
      };
      stored = [...stored.filter((d) => d.name !== target), made];
      return `task-${target}`;
    }),
    task: vi.fn(async (_prjuid: string, taskid: string) => ({ task_id: taskid, status: 'done' as const })),
    depublish: vi.fn(async (_prjuid: string, target: string) => {
      stored = stored.filter((d) => d.name !== target);
    }),
    ...calls,
  };
  return client;
}

/** The render speed of the project at each region's render host. */
export function speeds(initial: Record<string, number> = {}) {
  const stored = { ...initial };
  const clients = new Map<string, Pick<RegionClient, 'getSpeed' | 'setSpeed'>>();
  return {
    stored,
    region: (name: string) => {
      let client = clients.get(name);
      if (!client) {
        client = {
          getSpeed: vi.fn(async () => stored[name] ?? 0),
          setSpeed: vi.fn(async (_prjuid: string, speed: number) => void (stored[name] = speed)),
        };
        clients.set(name, client);
      }
      return client;
    },
  };
}

/** Puts a session with these clients into the one store; the publish client answers for the project's region only. */
export function session(
  client: PublishClient,
  options: { project?: Project; speeds?: ReturnType<typeof speeds> } = {},
): void {
  const current = options.project ?? project;
  const publish = vi.fn((name: string) => {
    if (name !== current.region) throw new Error(`publish client of ${name} used for a project in ${current.region}`);
    return client;
  });
  startSession({
    api: { publish, region: (options.speeds ?? speeds()).region } as unknown as Api,
    regions: REGIONS,
    user: { username: 'demo', admin: false },
    project: current,
  });
}

export const userError = reportedUserError;

export function area(path = BASE) {
  return renderInConsole(
    <Routes>
      <Route path="/projects/:region/:projectId/:section/*" element={<ProjectsArea area="publish" />} />
    </Routes>,
    { path },
  );
}

/** A promise the test settles. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
