import { REGIONS } from '../config/regions.ts';
import type { Clock } from '../lib/clock.ts';
import { badRequest } from '../lib/http-errors.ts';
import { newUid } from '../lib/secrets.ts';
import type { ProjectRepository, ProjectRow } from '../repositories/projects.ts';
import type { User } from '../repositories/users.ts';
import type { BlobStore } from './blob-store.ts';

/** A project as the region API returns it (SPEC §3). */
export interface Project {
  uid: string;
  prjuid: string;
  name: string;
  region: string;
  awsregion: string;
  date_created: string;
  type: 'project';
}

/** Where a project the caller owns lives: its row id (for asset rows) and its folder. */
export interface ProjectRef {
  id: number;
  uid: string;
  region: string;
  awsregion: string;
  dir: string;
}

export interface ProjectDetail extends Project {
  Metadata: { Owner: string; Speed: number };
}

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

export class ProjectService {
  constructor(
    private readonly repo: ProjectRepository,
    private readonly blobs: BlobStore,
    private readonly now: Clock,
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
    return (await this.repo.listOwned(owner.id, region)).map(toProject);
  }

  async get(owner: User, region: string, uid: string): Promise<ProjectDetail | undefined> {
    const row = await this.repo.findOwned(owner.id, region, uid);
    return row && { ...toProject(row), Metadata: { Owner: row.owner, Speed: row.speed } };
  }

  /** The caller's project of this region, or undefined (another user's is undefined too). */
  async locate(owner: User, region: string, uid: string): Promise<ProjectRef | undefined> {
    const row = await this.repo.findOwned(owner.id, region, uid);
    return row && this.refOf(row);
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
      awsregion: REGIONS[row.region]?.awsregion ?? row.region,
      dir: this.blobs.projectDir(row.region, row.uid),
    };
  }

  async delete(owner: User, region: string, uid: string): Promise<boolean> {
    if (!(await this.repo.deleteOwned(owner.id, region, uid))) return false;
    await this.blobs.removeProjectDir(region, uid);
    return true;
  }

  async getSpeed(owner: User, region: string, uid: string): Promise<number | undefined> {
    return (await this.repo.findOwned(owner.id, region, uid))?.speed;
  }

  async setSpeed(owner: User, region: string, uid: string, speed: number): Promise<boolean> {
    return this.repo.setSpeed(owner.id, region, uid, speed);
  }
}

function toProject(row: ProjectRow): Project {
  return {
    uid: row.uid,
    prjuid: row.uid,
    name: row.name,
    region: row.region,
    awsregion: REGIONS[row.region]?.awsregion ?? row.region,
    date_created: row.date_created,
    type: 'project',
  };
}
