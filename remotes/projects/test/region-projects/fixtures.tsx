// One region's projects behind an in-memory tags client that keeps the platform's rules
// (docs/tags.md): ancestors made along, a move takes descendants and links, a link twice is a 409.
import { vi } from 'vitest';
import { ApiError, type Api } from '@reelforge/api';
import type { Tag, TagLink, TagsClient } from '@reelforge/api/tags';
import { isWithinTag, movedTagPath, tagAncestors, tagNode, type Project, type RegionConfig } from '@reelforge/model';
import { Route, Routes } from '@reelforge/router';
import { startSession } from '@reelforge/session/testing';
import { renderInConsole } from '@reelforge/ui/testing';
import ProjectsArea from '../../src/routes.js';

const project = (uid: string, name: string, day: number): Project => ({
  uid,
  prjuid: uid,
  name,
  region: 'eu-west-1',
  awsregion: 'eu-west-1',
  date_created: `2024-01-0${day}T00:00:00Z`,
  type: 'project',
});
export const SAMPLE = project('p1', 'Sample', 3);
export const TRAILER = project('p2', 'Trailer', 2);
export const TEASER = project('p3', 'Teaser', 1);

const config = (name: string): RegionConfig => ({
  api: `https://api.${name}.example`,
  iv: `https://iv.${name}.example`,
  preview: `https://preview.${name}.example`,
  render: `https://render.${name}.example`,
  awsregion: name,
  bucket_prefix: 'rf',
  enabled: true,
  create: true,
});

export function tagStore(paths: string[] = [], initialLinks: TagLink[] = []) {
  let tags = new Set(paths.flatMap((path) => [...tagAncestors(path), path]));
  let links = [...initialLinks];
  const refuse = (status: number, message: string) => Promise.reject(new ApiError(status, '', message));
  const client: TagsClient = {
    list: vi.fn(async (): Promise<Tag[]> => [...tags].sort().map(tagNode)),
    create: vi.fn(async (path: string) => {
      if (tags.has(path)) return refuse(409, `The tag '${path}' exists already`);
      for (const p of [...tagAncestors(path), path]) tags.add(p);
      return tagNode(path);
    }),
    move: vi.fn(async (from: string, to: string) => {
      if (tags.has(to)) return refuse(409, `The tag '${to}' exists already`);
      const moved = (p: string) => (isWithinTag(p, from) ? movedTagPath(p, from, to) : p);
      tags = new Set([...[...tags].map(moved), ...tagAncestors(to)]);
      links = links.map((l) => ({ ...l, tag: moved(l.tag) }));
      return tagNode(to);
    }),
    remove: vi.fn(async (path: string) => {
      tags = new Set([...tags].filter((p) => !isWithinTag(p, path)));
      links = links.filter((l) => !isWithinTag(l.tag, path));
    }),
    links: vi.fn(async () => links.map((l) => ({ ...l }))),
    tagProject: vi.fn(async (prjuid: string, tag: string) => {
      if (links.some((l) => l.prjuid === prjuid && l.tag === tag))
        return refuse(409, `The project ${prjuid} has the tag '${tag}' already`);
      links.push({ prjuid, tag });
    }),
    untagProject: vi.fn(async (prjuid: string, tag: string) => {
      links = links.filter((l) => !(l.prjuid === prjuid && l.tag === tag));
    }),
  };
  return { client, tagsNow: () => [...tags].sort(), linksNow: () => links };
}

export function session(client: TagsClient, projects: Project[] = [SAMPLE, TRAILER, TEASER]): void {
  startSession({
    api: {
      listAllProjects: vi.fn(async () => ({ projects, errors: [] })),
      region: () => ({ getSpeed: vi.fn(async () => 0), setSpeed: vi.fn(async () => undefined) }),
      regional: (_factory: unknown, name: string) => {
        if (name !== 'eu-west-1') throw new Error(`tags of ${name} used on the eu-west-1 page`);
        return client;
      },
    } as unknown as Api,
    regions: { 'eu-west-1': config('eu-west-1'), 'us-east-1': config('us-east-1') },
    user: { username: 'demo', admin: false },
  });
}

export function page() {
  return renderInConsole(
    <Routes>
      <Route path="/byregion/:region/projects" element={<ProjectsArea area="region-projects" />} />
    </Routes>,
    { path: '/byregion/eu-west-1/projects' },
  );
}
