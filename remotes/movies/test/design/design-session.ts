// The session of the design tab's parts: an assets client that fails unless a test gives an answer.
import { vi } from 'vitest';
import type { Api, AssetsClient } from '@reelforge/api';
import { startSession } from '@reelforge/session/testing';
import { project } from '../fixtures.js';

/** An assets client with the given calls; thumbnails have an address, every other call fails. */
export function fakeAssets(calls: Partial<AssetsClient> = {}): AssetsClient {
  const client = new Proxy({} as AssetsClient, {
    get: (_target, name: string) =>
      name === 'then'
        ? undefined
        : name in calls
          ? calls[name as keyof AssetsClient]
          : name === 'thumbnailUrl'
            ? (prjuid: string, asset: string) => `/thumbnail/${prjuid}/${asset}`
            : vi.fn(async () => Promise.reject(new Error(`unexpected call ${name}`))),
  });
  return client;
}

/** Puts a session with this assets client into the one store. */
export function designSession(assets: AssetsClient): void {
  startSession({
    api: { assets: () => assets } as unknown as Api,
    user: { username: 'demo', admin: false },
    project,
  });
}
