import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

const UID = /^[0-9a-f]{32}$/;
const REGION = /^[a-z0-9-]+$/;

/** The embedded file store: one folder per project under `blobs/<region>/<uid>/`. */
export class BlobStore {
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
  }
}
