import { useSyncExternalStore } from 'react';
import { ApiError } from '@reelforge/api';
import { registerAreaRemotes } from './remotes.js';

/**
 * The console's list of areas (remotes.json: area name -> manifest URL), read at start-up.
 * When it cannot be read, no area is "not part of this deployment": every area says the
 * list could not be loaded, why, and offers to try again; the cause goes to the console log.
 */
export type AreaListFailure = 'network' | 'server' | 'malformed';

export class AreaListError extends Error {
  constructor(
    readonly failure: AreaListFailure,
    cause?: unknown,
  ) {
    super(describeAreaListFailure(failure), { cause });
    this.name = 'AreaListError';
  }
}

export function describeAreaListFailure(failure: AreaListFailure): string {
  switch (failure) {
    case 'network':
      return 'The server could not be reached for the list of areas. Check the connection and try again.';
    case 'server':
      return 'The server answered with an error instead of the list of areas. Try again in a moment.';
    case 'malformed':
      return 'The list of areas the server sent is not valid; the deployment may be incomplete.';
  }
}

/**
 * The list from a reply read as JSON: unreadable JSON arrives as nothing, other content as
 * text or bytes. An entry that is not a URL is left out, as it always was.
 */
export function parseAreaList(data: unknown): Record<string, string> {
  if (data === null || typeof data !== 'object' || Array.isArray(data) || data instanceof ArrayBuffer)
    throw new AreaListError('malformed');
  return Object.fromEntries(
    Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export function classifyAreaListError(error: unknown): AreaListError {
  if (error instanceof AreaListError) return error;
  // Status 0 is no answer at all and -1 a timeout; any other status is the server's own error.
  if (error instanceof ApiError && error.status > 0) return new AreaListError('server', error);
  return new AreaListError('network', error);
}

let failure: AreaListError | null = null;
let fetchList: (() => Promise<unknown>) | null = null;
const listeners = new Set<() => void>();

/** Reads the list with `fetch` and registers its areas; a failure is logged and kept for the areas to show. */
export async function loadAreaList(fetch: () => Promise<unknown>): Promise<void> {
  fetchList = fetch;
  try {
    registerAreaRemotes(parseAreaList(await fetch()));
    failure = null;
  } catch (error) {
    failure = classifyAreaListError(error);
    console.error(`The console could not load its list of areas (${failure.failure})`, error);
  }
  for (const listener of listeners) listener();
}

/** Reads the list again the way start-up did. */
export const retryAreaList = (): Promise<void> => (fetchList ? loadAreaList(fetchList) : Promise.resolve());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Why the list of areas could not be read, or null once it was. */
export const useAreaListFailure = (): AreaListError | null => useSyncExternalStore(subscribe, () => failure);
