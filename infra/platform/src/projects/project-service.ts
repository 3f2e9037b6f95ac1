import type { Project, ProjectDetail } from '@reelforge/contract';
import { REGIONS } from '../config/regions.ts';
import type { Clock } from '../lib/clock.ts';
import { badRequest } from '../lib/http-errors.ts';
import { newUid } from '../lib/secrets.ts';
import type { ProjectFileStore } from '../project-files/project-file-store.ts';
import type { DistributionRepository } from './distribution-store.ts';
import type { ProjectRepository, ProjectRow } from './project-store.ts';
import type { User } from '../accounts/user-store.ts';
import type { BlobStore } from '../project-files/blob-store.ts';

/**
 * Where a project the caller owns lives: its row id (for asset rows) and its folder. For
 * its copy in a region it is published to, `region` and `dir` are that region's, and
 * `home` still names the project's own region.
 */
export interface ProjectRef {
  id: number;
  uid: string;
  region: string;
  awsregion: string;
  dir: string;
  home: string;
  /**
   * A published copy's generation of assets and movies in the bucket (its distribution's); none at
   * home or in the embedded mode.
   */
  generation?: string | undefined;
}

/**
 * What a distribution must be for its copy to be used: published (a complete copy was
 * made, even if a sync is running or failed since), or merely there.
 */
export type CopyNeed = 'published' | 'present';

const MAX_NAME_LENGTH = 100;
// C0 and C1 control characters: invisible in every list and unsafe in file names.
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/** The stored form of a project name, or a 400 saying what is wrong with it. */
export function validateProjectName(raw: string): string {
  const name = raw.trim();
  if (CONTROL_CHARS.test(name)) throw badRequest('Project name must not contain control characters');
  const length = [...name].length;
  if (length < 1 || length > MAX_NAME_LENGTH) {
    throw badRequest(`Project name must be 1 to ${MAX_NAME_LENGTH} characters long`);
  }
  return name;
}

/**
 * Something kept of a project's place apart from its files, which goes with the project, and an
 * asset's part with the asset.
 */
export interface ProjectDerived {
  forgetProject(place: { region: string; uid: string }): Promise<void>;
  /** All revisions' part of one asset (when it is deleted or replaced). */
  forgetAsset(place: { region: string; uid: string }, assetUid: string): Promise<void>;
}

/**
 * Whether the caller reaches the project `uid` of theirs: always, unless they call with an API key
 * limited to some projects (docs/api.md), which reaches those only. Any other is as another
 * user's project: not there.
 */
export function inScope(caller: User, uid: string): boolean {
  return !caller.projectScope || caller.projectScope.includes(uid.toLowerCase());
}

export class ProjectService {
  constructor(
    private readonly repo: ProjectRepository,
    private readonly distributions: DistributionRepository,
    private readonly blobs: BlobStore,
    private readonly now: Clock,
    /** The projects' files (a folder's in the embedded mode: the same as `blobs`'). */
    private readonly files: ProjectFileStore,
    /**
     * What else is kept of a project's place apart from its files (in the bucket: assets'
     * thumbnails and streams), removed with it.
     */
    private readonly derived: readonly ProjectDerived[] = [],
  ) {}

  async create(owner: User, region: string, rawName: string): Promise<Project> {
    const name = validateProjectName(rawName);
    const uid = newUid();
    await this.blobs.createProjectDir(region, uid);
    try {
      const row = await this.repo.insert({
        uid,
        region,
        name,
        owner_id: owner.id,
        date_created: new Date(this.now()).toISOString(),
      });
      return toProject(row);
    } catch (error) {
      await this.blobs.removeProjectDir(region, uid);
      throw error;
    }
  }

  async list(owner: User, region: string): Promise<Project[]> {
    const rows = await this.repo.listOwned(owner.id, region);
    return rows.filter((row) => inScope(owner, row.uid)).map(toProject);
  }

  async get(owner: User, region: string, uid: string): Promise<ProjectDetail | undefined> {
    if (!inScope(owner, uid)) return undefined;
    const row = await this.repo.findOwned(owner.id, region, uid);
    return row && { ...toProject(row), Metadata: { Owner: row.owner, Speed: row.speed } };
  }

  /** The caller's project of this region, or undefined (another user's is undefined too). */
  async locate(owner: User, region: string, uid: string): Promise<ProjectRef | undefined> {
    if (!inScope(owner, uid)) return undefined;
    const row = await this.repo.findOwned(owner.id, region, uid);
    return row && this.refOf(row);
  }

  /**
   * The caller's project as the render hosts of `region` use it: at home, or its copy in
   * a region it is published to (files from the copy, rows and app data from home).
   */
  async locateRenderable(owner: User, region: string, uid: string): Promise<ProjectRef | undefined> {
    if (!inScope(owner, uid)) return undefined;
    const row = await this.repo.findOwnedByUid(owner.id, uid);
    return row && this.inRegion(this.refOf(row), region);
  }

  /**
   * The project in `region`: itself at home, else its copy there when the distribution is
   * as `need` says (new work wants a complete copy; work already accepted, a copy still there).
   * A sync swaps each folder in by renames, so the earlier copy serves until the new one is in.
   */
  async inRegion<P extends ProjectRef>(
    project: P,
    region: string,
    need: CopyNeed = 'published',
  ): Promise<P | undefined> {
    if (region === project.home) return project;
    const distribution = await this.distributions.find(project.id, region);
    if (!distribution || (need === 'published' && distribution.published_at === null)) return undefined;
    return this.copyOf(project, region, distribution.generation ?? undefined);
  }

  /**
   * Where the project's copy in `region` is (or would be); at home, the project itself.
   * `generation`: its published assets' and movies' in the bucket.
   */
  copyOf<P extends ProjectRef>(project: P, region: string, generation?: string): P {
    return {
      ...project,
      region,
      awsregion: awsregionOf(region),
      dir: this.blobs.projectDir(region, project.uid),
      generation,
    };
  }

  /**
   * The project a capability (render token, share) names by row id, with its owner's id.
   * Not for requests that name a project themselves: those go through locate().
   */
  async locateById(id: number): Promise<(ProjectRef & { ownerId: number }) | undefined> {
    const row = await this.repo.findById(id);
    return row && { ...this.refOf(row), ownerId: row.owner_id };
  }

  /** The project a public URL names by uid (the product CDN). Not for requests on a caller's behalf. */
  async locateByUid(uid: string): Promise<ProjectRef | undefined> {
    const row = await this.repo.findByUid(uid);
    return row && this.refOf(row);
  }

  private refOf(row: ProjectRow): ProjectRef {
    return {
      id: row.id,
      uid: row.uid,
      region: row.region,
      awsregion: awsregionOf(row.region),
      dir: this.blobs.projectDir(row.region, row.uid),
      home: row.region,
    };
  }

  /** The project, its distributions (their rows go with it) and every copy of its files. */
  async delete(owner: User, region: string, uid: string): Promise<boolean> {
    if (!inScope(owner, uid)) return false;
    const row = await this.repo.findOwned(owner.id, region, uid);
    if (!row) return false;
    const copies = (await this.distributions.list(row.id)).map((distribution) => distribution.region);
    if (!(await this.repo.deleteOwned(owner.id, region, uid))) return false;
    await Promise.all(
      [region, ...copies].map(async (where) => {
        // The files (in the bucket in scale-out), then the local folder with its working files.
        await this.files.deletePrefix({ region: where, uid }, '');
        for (const kept of this.derived) await kept.forgetProject({ region: where, uid });
        await this.blobs.removeProjectDir(where, uid);
      }),
    );
    return true;
  }

  /** The render speed in `region`: the project's own at home, a distribution's own elsewhere. */
  async getSpeed(owner: User, region: string, uid: string): Promise<number | undefined> {
    if (!inScope(owner, uid)) return undefined;
    const row = await this.repo.findOwnedByUid(owner.id, uid);
    if (!row) return undefined;
    if (row.region === region) return row.speed;
    return (await this.distributions.find(row.id, region))?.speed;
  }

  async setSpeed(owner: User, region: string, uid: string, speed: number): Promise<boolean> {
    if (!inScope(owner, uid)) return false;
    const row = await this.repo.findOwnedByUid(owner.id, uid);
    if (!row) return false;
    if (row.region === region) return this.repo.setSpeed(owner.id, region, uid, speed);
    return this.distributions.setSpeed(row.id, region, speed);
  }
}

function awsregionOf(region: string): string {
  return REGIONS[region]?.awsregion ?? region;
}

export function toProject(row: ProjectRow): Project {
  return {
    uid: row.uid,
    prjuid: row.uid,
    name: row.name,
    region: row.region,
    awsregion: awsregionOf(row.region),
    date_created: row.date_created,
    type: 'project',
  };
}
