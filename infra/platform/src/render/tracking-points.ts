import type { TrackPoint } from '@reelforge/model';
import { HttpError } from '../lib/http-errors.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import type { TrackVersionService } from '../track-versions/track-version-service.ts';

/**
 * The points of a project's tracking version, by the video asset's name and the version's
 * id, for layers that follow one (docs/render-tracking.md); undefined when the project has
 * no such video or version.
 */
export type TrackPointsLookup = (
  project: ProjectRef,
  video: string,
  version: string,
) => Promise<readonly TrackPoint[] | undefined>;

/** The lookup over the stored versions (docs/tracking.md): an unknown video or version is "not there". */
export function storedTrackPoints(versions: TrackVersionService): TrackPointsLookup {
  return async (project, video, version) => {
    try {
      return (await versions.points(project, video, version)).points;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return undefined;
      throw error;
    }
  };
}
