// Renders the batch area into happy-dom with React's act, and drives it the way a user would: by role and label.
import { vi } from 'vitest';
import type { Api, AssetsClient, BatchClient, MoviesClient } from '@reelforge/api';
import type { Project } from '@reelforge/model';
import { apiAtom, currentProjectAtom, sessionStore, userAtom } from '@reelforge/session';

export { allRole, byLabel, byRole, cleanup, click, fill, mountArea as render, queryLabel, queryRole, waitFor } from '@reelforge/ui/testing';

export const project: Project = { uid: 'p1', prjuid: 'p1', name: 'Demo', region: 'eu-west-1', awsregion: 'eu-west-1', date_created: '2024-01-01T00:00:00Z', type: 'project' };

/** A client whose calls fail unless a test gives them an answer. */
function strict<T extends object>(calls: Partial<T>, names: readonly (keyof T)[]): T {
  const base = Object.fromEntries(names.map((name) => [name, vi.fn(async () => Promise.reject(new Error(`unexpected call ${String(name)}`)))]));
  return { ...base, ...calls } as T;
}

export const fakeBatch = (calls: Partial<BatchClient> = {}) =>
  strict<BatchClient>(calls, ['appData', 'saveAppData', 'jobs', 'saveJobs', 'scripts', 'saveScripts', 'createQueue', 'uploadTasks', 'startRun', 'queueStatus', 'cancel', 'runs', 'results', 'deleteResults']);

export const fakeMovies = (calls: Partial<MoviesClient> = {}) =>
  strict<MoviesClient>({ renderUrl: (token, ext) => `/render/${token}.${ext}`, ...calls }, ['list', 'get', 'render', 'renderStatus']);

export const fakeAssets = (calls: Partial<AssetsClient> = {}) => strict<AssetsClient>(calls, ['list', 'datasource']);

/** Puts a session with these clients into the one store. */
export function session(clients: { batch: BatchClient; movies: MoviesClient; assets: AssetsClient }): void {
  sessionStore.set(apiAtom, { batch: () => clients.batch, movies: () => clients.movies, assets: () => clients.assets } as unknown as Api);
  sessionStore.set(userAtom, { username: 'demo', admin: false });
  sessionStore.set(currentProjectAtom, project);
}

export function endSession(): void {
  sessionStore.set(apiAtom, null);
  sessionStore.set(userAtom, null);
  sessionStore.set(currentProjectAtom, null);
}

