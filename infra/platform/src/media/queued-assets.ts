import type { AssetRow } from '../assets/asset-store.ts';
import type { AssetService } from '../assets/asset-service.ts';
import { HttpError } from '../lib/http-errors.ts';
import type { ProjectRef, ProjectService } from '../projects/project-service.ts';

/** An asset as a job of the thumbnail or asset stream queue names it: project, region of its copy, name, revision. */
export interface QueuedAsset {
  projectId: number;
  projectRegion: string;
  name: string;
  revision: number;
  /** The asset's uid: with the revision, what the job is deduplicated by. */
  uid: string;
}

export const queuedAssetOf = (project: ProjectRef, asset: AssetRow): QueuedAsset => ({
  projectId: project.id,
  projectRegion: project.region,
  name: asset.name,
  revision: asset.revision,
  uid: asset.uid,
});

/** One job per asset revision (of one copy of its project), however many api processes ask at once. */
export const queuedAssetKey = (job: QueuedAsset) => `${job.projectId}.${job.projectRegion}.${job.uid}.${job.revision}`;

/**
 * The job's asset in a worker process: its project gone is a 404 as the route gives, and so is
 * an asset replaced since it was asked for (that caller's revision is gone, as a request one
 * moment later would find).
 */
export async function assetOfJob(
  deps: { projects: ProjectService; assets: AssetService },
  job: QueuedAsset,
): Promise<{ project: ProjectRef; asset: AssetRow }> {
  const home = await deps.projects.locateById(job.projectId);
  const project = home && (await deps.projects.inRegion(home, job.projectRegion));
  if (!project) throw new HttpError(404, 'Project not found');
  const asset = await deps.assets.require(project, job.name);
  if (asset.revision !== job.revision) throw new HttpError(404, `${job.name} was replaced`);
  return { project, asset };
}
