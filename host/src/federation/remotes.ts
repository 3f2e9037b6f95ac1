import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaModule } from '@reelforge/session';
import { classifyLoadError, RemoteLoadError } from './load-errors.js';

const available = new Set<string>();
const inFlight = new Map<string, Promise<AreaModule>>();
const loaded = new Map<string, AreaModule>();
let manifest: Record<string, string> = {};
let adminAllowed = false;

/** Registers the remotes of the manifest (area-list.ts reads it); the admin remote waits for allowAdminArea. */
export function registerAreaRemotes(next: Record<string, string>): void {
  manifest = next;
  registerNew();
}

/** Adds the admin remote, once the admin check has succeeded. */
export function allowAdminArea(): void {
  adminAllowed = true;
  registerNew();
}

function registerNew(): void {
  const entries = Object.entries(manifest).filter(
    ([name]) => !available.has(name) && (name !== 'admin' || adminAllowed),
  );
  for (const [name] of entries) available.add(name);
  if (entries.length > 0)
    registerRemotes(
      entries.map(([name, entry]) => ({ name, entry: new URL(entry, window.location.origin).toString() })),
    );
}

export const isRegistered = (remote: string) => available.has(remote);

/** Loads a remote's routes once; a failed load may be tried again, unless the remote was refused as incompatible. */
export function loadArea(remote: string): Promise<AreaModule> {
  const cached = inFlight.get(remote);
  if (cached) return cached;
  const loading = (async () => {
    if (!available.has(remote)) throw new RemoteLoadError(remote, 'missing');
    let module: AreaModule | null;
    try {
      module = await loadRemote<AreaModule>(`${remote}/routes`);
    } catch (error) {
      const failure = classifyLoadError(remote, error);
      if (failure.failure === 'incompatible') forgetShared(remote);
      throw failure;
    }
    if (!module || typeof module.default !== 'function') throw new RemoteLoadError(remote, 'invalid-module');
    loaded.set(remote, module);
    return module;
  })();
  inFlight.set(remote, loading);
  // A refused remote stays refused: its code ran once already, and a second run would reuse
  // its half-started modules (webpack keeps them) instead of failing again.
  loading.catch((error: RemoteLoadError) => error.failure !== 'incompatible' && inFlight.delete(remote));
  return loading;
}

/**
 * A remote refused for the versions it was built against leaves none of the modules it offered
 * to share behind: another area taking its copy (a list table built for another React) would be
 * refused too. Copies other areas loaded already stay theirs.
 */
function forgetShared(remote: string): void {
  for (const packages of Object.values(getInstance()?.shareScopeMap ?? {}))
    for (const versions of Object.values(packages))
      for (const [version, shared] of Object.entries(versions)) if (shared.from === remote) delete versions[version];
}

/** A remote already loaded, rendered at once rather than through a Suspense fallback. */
export const loadedArea = (remote: string): AreaModule | undefined => loaded.get(remote);
