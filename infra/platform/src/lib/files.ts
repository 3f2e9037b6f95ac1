import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Resolves a URL-supplied relative path inside `root`, or undefined when it would
 * leave it (`..`, absolute paths, NUL bytes): such requests are answered as not found.
 */
export function resolveInside(root: string, relative: string): string | undefined {
  if (relative.includes('\0')) return undefined;
  const base = path.resolve(root);
  const resolved = path.resolve(base, `.${path.sep}${relative}`);
  return resolved === base || resolved.startsWith(base + path.sep) ? resolved : undefined;
}

export async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

// webpack's [contenthash] (8+ hex chars) before the extension, e.g. main.3f2a9c1b.js.
const CONTENT_HASH = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Files named by their content never change, so browsers may keep them; everything
 * else (index.html, mf-manifest.json, remoteEntry.js) must be revalidated so a
 * redeploy is picked up at once.
 */
export function cacheControlFor(file: string): string {
  return CONTENT_HASH.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
