import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { newUid } from '../lib/secrets.ts';

const UID = /^[0-9a-f]{32}$/;
const REGION = /^[a-z0-9-]+$/;
// Never a project folder (those are 32 hex), so a staging folder is never taken for one.
const STAGING_PREFIX = '.publish-';
/** A project's folder for files in the making; see AssetFiles.tempPath. */
export const TEMPORARY = '.tmp';

/** The embedded file store: one folder per project under `blobs/<region>/<uid>/`. */
export class BlobStore {
  /** Told after a project's folder is removed (the projects' quota then counts it again when next used). */
  onProjectRemoved: ((region: string, uid: string) => Promise<void>) | undefined;

  constructor(readonly root: string) {}

  async init(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  projectDir(region: string, uid: string): string {
    // Both parts come from our own database, but a path is built from them: refuse
    // anything that is not the shape we create rather than trust that forever.
    if (!REGION.test(region) || !UID.test(uid)) throw new Error(`Bad project location ${region}/${uid}`);
    return path.join(this.root, region, uid);
  }

  async createProjectDir(region: string, uid: string): Promise<void> {
    await mkdir(this.projectDir(region, uid), { recursive: true });
  }

  async removeProjectDir(region: string, uid: string): Promise<void> {
    await rm(this.projectDir(region, uid), { recursive: true, force: true });
    await this.onProjectRemoved?.(region, uid);
  }

  /**
   * A fresh folder name beside the region's projects (the same file system, so what is
   * made there is renamed into a project's folder at once), for a copy being made.
   */
  stagingDir(region: string, uid: string): string {
    return path.join(path.dirname(this.projectDir(region, uid)), `${STAGING_PREFIX}${uid}-${newUid()}`);
  }

  /** The staging folders of one project's copies to `region` (a dead process's, before its copy is made again). */
  async removeStaging(region: string, uid: string): Promise<void> {
    const dir = path.dirname(this.projectDir(region, uid));
    const leftovers = (await entries(dir)).filter((name) => name.startsWith(`${STAGING_PREFIX}${uid}-`));
    await Promise.all(leftovers.map((name) => rm(path.join(dir, name), { recursive: true, force: true })));
  }

  /** Staging folders a stopped process left behind (at start, before any copy runs). */
  async sweepStaging(): Promise<void> {
    for (const region of await entries(this.root)) {
      const dir = path.join(this.root, region);
      const leftovers = (await entries(dir)).filter((name) => name.startsWith(STAGING_PREFIX));
      await Promise.all(leftovers.map((name) => rm(path.join(dir, name), { recursive: true, force: true })));
    }
  }

  /**
   * Every project's temporary folder (uploads being received, batch outputs being
   * delivered). A process alone on the data folder sweeps all of it at start: nothing is in
   * flight, so what is there was cut short by a crash. With `olderThan` (epoch ms; several
   * processes share the folder) only entries last changed before it go, so another
   * process's upload in progress is left alone.
   */
  async sweepTemporary({ olderThan }: { olderThan?: number } = {}): Promise<void> {
    await Promise.all(
      (await this.projectDirs()).map(async (dir) => {
        const temporary = path.join(dir, TEMPORARY);
        if (olderThan === undefined) return rm(temporary, { recursive: true, force: true });
        const stale = await staleEntries(temporary, olderThan);
        await Promise.all(stale.map((name) => rm(path.join(temporary, name), { recursive: true, force: true })));
      }),
    );
  }

  /** Every project folder of every region: homes and published copies alike. */
  async projectDirs(): Promise<string[]> {
    const found: string[] = [];
    for (const region of await entries(this.root)) {
      const dir = path.join(this.root, region);
      for (const name of await entries(dir)) if (UID.test(name)) found.push(path.join(dir, name));
    }
    return found;
  }
}

/** Names in `dir` whose entry was last changed before `olderThan` (epoch ms). */
async function staleEntries(dir: string, olderThan: number): Promise<string[]> {
  const names = await entries(dir);
  const changed = await Promise.all(
    names.map((name) =>
      stat(path.join(dir, name)).then(
        (s) => s.mtimeMs,
        () => Infinity,
      ),
    ),
  );
  return names.filter((_, index) => changed[index]! < olderThan);
}

async function entries(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}
