import { useId } from 'react';
import type { TrackingClient, TrackVersion } from '@reelforge/api/tracking';
import { tokenLoginUrl, trackerUrl, type Asset, type EditorsConfig, type Project } from '@reelforge/model';
import { FrameTracker } from './FrameTracker.js';

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
 * The iv state: the tracker we ship for the video (and a version of it, whose path is drawn and
 * corrected), and, when the deployment configures an outside motion tracker, the link to it through
 * the media host's token login (docs/reference.md §7, docs/compositions.md).
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
      {(!state.version || version) && (
        <FrameTracker project={project} video={video} version={version} client={client} />
      )}
      {next && (
        <p>
          <a className="rf-primary" href={tokenLoginUrl(state.iv, state.token, next)} target="_blank" rel="noreferrer">
            {version ? `Open ${version.name} in the motion tracker` : `Track ${video.name} in the motion tracker`}
          </a>
        </p>
      )}
    </section>
  );
}
