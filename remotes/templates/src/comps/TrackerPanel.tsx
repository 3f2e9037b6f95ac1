import { useId } from 'react';
import type { TrackingClient, TrackVersion } from '@reelforge/api/tracking';
import { tokenLoginUrl, trackerUrl, type Asset, type EditorsConfig, type Project } from '@reelforge/model';
import { queryError, queryKeys, useServerQuery } from '@reelforge/ui/server-state';

/** What the iv state needs: the version asked for (or '' for a new one), the media host, the tools and the token. */
export interface TrackerState {
  version: string;
  iv: string;
  editors: EditorsConfig | undefined;
  token: string;
}

interface Props {
  project: Project;
  video: Asset;
  versions: readonly TrackVersion[];
  state: TrackerState;
  client: TrackingClient;
}

/**
 * The iv state: the link to the motion tracker for the video (and a version of it, whose points are
 * read), through the media host's token login (docs/reference.md §7). Without a configured tracker
 * it says so plainly.
 */
export function TrackerPanel({ project, video, versions, state, client }: Props) {
  const titleId = useId();
  const version = versions.find((v) => v.id === state.version);
  const next = trackerUrl(state.editors, {
    region: project.region,
    prjuid: project.uid,
    vuid: video.uid,
    name: video.name,
    compid: version?.id ?? '',
    token: state.token,
  });
  return (
    <section className="rf-tracker" aria-labelledby={titleId}>
      <h2 id={titleId}>Motion tracker{version ? `: ${version.name}` : ''}</h2>
      {state.version && !version && <p role="alert">This video has no tracking version {state.version}.</p>}
      {version && <VersionPoints project={project} video={video} version={version} client={client} />}
      {next ? (
        <p>
          <a className="rf-primary" href={tokenLoginUrl(state.iv, state.token, next)} target="_blank" rel="noreferrer">
            {version ? `Open ${version.name} in the motion tracker` : `Track ${video.name} in the motion tracker`}
          </a>
        </p>
      ) : (
        <p className="rf-note">
          The motion tracker is not configured for this deployment, so videos cannot be opened in it from here.
        </p>
      )}
    </section>
  );
}

/** A version read with its points: how many, and the first and last tracked frame. */
function VersionPoints({
  project,
  video,
  version,
  client,
}: {
  project: Project;
  video: Asset;
  version: TrackVersion;
  client: TrackingClient;
}) {
  const read = useServerQuery(queryKeys.trackVersion(project.region, project.uid, video.uid, version.id), () =>
    client.get(project.uid, { uid: video.uid }, version.id),
  );
  const error = queryError(read);
  if (error) return <p role="alert">The version&apos;s points could not be read: {error}</p>;
  if (!read.data) return <p role="status">Reading the version&apos;s points…</p>;
  const points = read.data.points;
  if (points.length === 0) return <p>No points yet: track the video to give this version its points.</p>;
  return (
    <p>
      {points.length} points, frames {points[0]!.frame} to {points[points.length - 1]!.frame}.
    </p>
  );
}
