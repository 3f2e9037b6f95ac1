import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveInside } from '../lib/files.ts';

/**
 * The remotes manifest of one environment (REMOTES_MANIFEST, docs/remotes-deploy.md): which
 * version of each console area is live, and where its build is. A JSON file:
 *
 *   { "remotes": {
 *       "analytics": { "version": "1.4.0", "folder": "analytics/1.4.0" },
 *       "projects":  { "version": "2.0.1", "url": "/remotes/projects/2.0.1/mf-manifest.json" } } }
 *
 * A `folder` is relative to the manifest file's own folder and may not leave it; it holds the
 * remote's build (`mf-manifest.json` and its files), whose build version must be `version`.
 * A `url` names a manifest this site serves by other means, a path such as
 * `/remotes/analytics/1.4.0/mf-manifest.json` (the web tier's static files); the server only passes it on.
 */
export interface RemoteRelease {
  name: string;
  version: string;
  /** Absolute folder of the build, when the server serves it. */
  folder?: string;
  /** The remote's mf-manifest.json when the web tier serves it: a path of this site. */
  url?: string;
}

export type RemoteReleases = ReadonlyMap<string, RemoteRelease>;

/** The console's areas: each remote the host can mount. */
export const CONSOLE_AREAS: readonly string[] = [
  'admin',
  'analytics',
  'assets',
  'batch',
  'movies',
  'projects',
  'stories',
  'templates',
];

// A version as package.json writes it (semver, with an optional pre-release or build part): it
// becomes one segment of the remote's URL.
const VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;
const BUILD_MANIFEST = 'mf-manifest.json';

export class RemotesManifestError extends Error {
  constructor(file: string, problem: string) {
    super(`REMOTES_MANIFEST ${file}: ${problem}`);
    this.name = 'RemotesManifestError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function release(name: string, entry: unknown, baseDir: string, fail: (problem: string) => never): RemoteRelease {
  if (!CONSOLE_AREAS.includes(name))
    fail(`"${name}" is not an area of the console (known: ${CONSOLE_AREAS.join(', ')})`);
  if (!isObject(entry)) fail(`"${name}" must be an object with "version" and "folder" or "url"`);
  const unknownKeys = Object.keys(entry).filter((key) => !['version', 'folder', 'url'].includes(key));
  if (unknownKeys.length > 0) fail(`"${name}" has unknown keys: ${unknownKeys.join(', ')}`);
  const { version, folder, url } = entry;
  if (typeof version !== 'string' || version === '') fail(`"${name}" has no "version"`);
  if (!VERSION.test(version)) fail(`"${name}" has version "${version}", which is not a version like 1.2.0`);
  if ((folder === undefined) === (url === undefined)) fail(`"${name}" must name either a "folder" or a "url"`);
  if (folder !== undefined) {
    if (typeof folder !== 'string' || folder === '' || path.isAbsolute(folder))
      fail(`"${name}" folder must be a path relative to the manifest's folder`);
    const resolved = resolveInside(baseDir, folder);
    if (!resolved) fail(`"${name}" folder "${folder}" is outside the manifest's folder`);
    return { name, version, folder: resolved };
  }
  // A path of this site only: the console's content security policy loads scripts and
  // manifests from its own origin (plugins/security-headers.ts), so another origin would be
  // refused by every browser. A CDN serves remotes by fronting the whole site.
  if (typeof url !== 'string' || !/^\/(?![/\\])[^\\]*$/.test(url)) {
    fail(
      `"${name}" url must be a path of this site (/remotes/…): ` + 'the console loads remotes from its own origin only',
    );
  }
  return { name, version, url };
}

/** The releases a manifest's text names; throws RemotesManifestError naming the file and the problem. */
export function parseRemotesManifest(text: string, file: string): Map<string, RemoteRelease> {
  const fail = (problem: string): never => {
    throw new RemotesManifestError(file, problem);
  };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    fail(`not valid JSON (${(error as Error).message})`);
  }
  if (!isObject(data) || !isObject(data.remotes)) return fail('must be an object with a "remotes" object');
  const baseDir = path.dirname(path.resolve(file));
  const releases = new Map<string, RemoteRelease>();
  for (const [name, entry] of Object.entries(data.remotes)) releases.set(name, release(name, entry, baseDir, fail));
  return releases;
}

/**
 * The build version a remote's mf-manifest.json carries (package.json's version, or
 * MF_BUILD_VERSION at build time).
 */
export function builtVersion(buildManifest: unknown): string | undefined {
  if (!isObject(buildManifest) || !isObject(buildManifest.metaData) || !isObject(buildManifest.metaData.buildInfo))
    return undefined;
  const version = buildManifest.metaData.buildInfo.buildVersion;
  return typeof version === 'string' ? version : undefined;
}

/** Checks that each folder holds a build of the version it is listed as. */
async function checkFolders(releases: RemoteReleases, file: string): Promise<void> {
  for (const { name, version, folder } of releases.values()) {
    if (!folder) continue;
    let built: unknown;
    try {
      built = JSON.parse(await readFile(path.join(folder, BUILD_MANIFEST), 'utf8'));
    } catch {
      throw new RemotesManifestError(
        file,
        `"${name}" folder ${folder} has no readable ${BUILD_MANIFEST}: build the remote into it first`,
      );
    }
    const found = builtVersion(built);
    if (found !== version) {
      throw new RemotesManifestError(
        file,
        `"${name}" is listed as version ${version} but its folder holds a build of ${found ?? 'no version'}`,
      );
    }
  }
}

/** Reads and checks a manifest file, folders included. */
export async function readRemotesManifest(file: string): Promise<Map<string, RemoteRelease>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new RemotesManifestError(file, `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const releases = parseRemotesManifest(text, file);
  await checkFolders(releases, file);
  return releases;
}

/**
 * The manifest as it is now. The file is read again on every call (it is small) and checked
 * again only when its text changed, so a new version of one remote goes live with the next
 * request, without a restart. A change that does not pass the checks is reported through
 * `onInvalid` and the last good manifest stays live.
 */
export class RemotesManifestReader {
  private text = '';
  private releases: RemoteReleases = new Map();

  private constructor(
    readonly file: string,
    private readonly onInvalid: (error: Error) => void,
  ) {}

  /** Reads the file at start: an invalid manifest stops the start with the error. */
  static async open(file: string, onInvalid: (error: Error) => void): Promise<RemotesManifestReader> {
    const reader = new RemotesManifestReader(path.resolve(file), onInvalid);
    reader.text = await readFile(reader.file, 'utf8').catch(() => '');
    reader.releases = await readRemotesManifest(reader.file);
    return reader;
  }

  async current(): Promise<RemoteReleases> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      this.onInvalid(
        new RemotesManifestError(
          this.file,
          `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}); the last good manifest stays live`,
        ),
      );
      return this.releases;
    }
    if (text === this.text) return this.releases;
    try {
      const releases = parseRemotesManifest(text, this.file);
      await checkFolders(releases, this.file);
      this.releases = releases;
    } catch (error) {
      this.onInvalid(error as Error);
    }
    // An invalid text is reported once, not on every request, until it changes again.
    this.text = text;
    return this.releases;
  }
}
