import { useEffect, useId, useState } from 'react';
import type { TrackingClient, TrackProgress, TrackVersion } from '@reelforge/api/tracking';
import {
  pointAtFrame,
  rectAround,
  stepPercent,
  stepText,
  trackRectProblem,
  trackVersionNameError,
  type Asset,
  type Project,
  type TrackRect,
} from '@reelforge/model';
import { useNavigate } from '@reelforge/router';
import { useApi } from '@reelforge/session';
import { Progress } from '@reelforge/ui';
import { queryError, queryKeys, useInvalidate, useServerQuery } from '@reelforge/ui/server-state';
import { FrameScrubber, RectFields } from './TrackControls.js';
import { TrackStage } from './TrackStage.js';
import { useTrackRun } from './useTrackRun.js';
import './tracker.css';

interface Props {
  project: Project;
  video: Asset;
  /** The version open in the tracker, if one is. */
  version: TrackVersion | undefined;
  client: TrackingClient;
}

/** How long the frame must rest before its picture is asked for (a scrub asks for the last one). */
const FRAME_REST_MS = 120;
const NO_POINTS: never[] = [];

/**
 * The tracker we ship, in the console (docs/tracking.md "In the console"): a frame of the video
 * with a rectangle drawn on it, tracked on the platform into a new version with its progress
 * shown, the version's path drawn over the frames, and a point corrected on a frame (dragged, or
 * moved with the arrow keys) and tracked again from there.
 */
export function FrameTracker({ project, video, version, client }: Props) {
  const api = useApi();
  const navigate = useNavigate();
  const nameId = useId();
  const info = useServerQuery(
    queryKeys.asset(project.region, project.uid, video.name, 'media-info'),
    () => api.assets(project.region).mediaInfo(project.uid, video.name),
    { keepPrevious: false },
  );
  const points = useServerQuery(
    queryKeys.trackVersion(project.region, project.uid, video.uid, version?.id ?? ''),
    () => client.get(project.uid, { uid: video.uid }, version?.id ?? ''),
    { enabled: version !== undefined, keepPrevious: false },
  );
  const reload = useInvalidate(queryKeys.trackVersions(project.region, project.uid));
  const [frame, setFrame] = useState(0);
  const [shown, setShown] = useState(0);
  const [rect, setRect] = useState<TrackRect | null>(null);
  const [name, setName] = useState('');
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const track = useTrackRun(project, client, (ended: TrackProgress) => {
    const reloaded = reload();
    if (ended.state === 'failed') {
      setMessage({ text: `Not tracked: ${ended.reason ?? 'the tracking failed'}.`, failed: true });
      return;
    }
    setMessage({ text: `Tracked: found on ${ended.found ?? 0} of ${ended.total} frames.`, failed: false });
    // A new version opens once the list knows it.
    if (ended.id !== version?.id) {
      void reloaded.then(() => navigate({ search: `?${new URLSearchParams({ version: ended.id })}` }));
    }
  });
  const tracked = version ? (points.data?.points ?? NO_POINTS) : NO_POINTS;

  useEffect(() => {
    const timer = window.setTimeout(() => setShown(frame), FRAME_REST_MS);
    return () => window.clearTimeout(timer);
  }, [frame]);

  // On a frame the version has a point for, the rectangle stands on that point (to be corrected).
  useEffect(() => {
    const size = info.data;
    const point = pointAtFrame(tracked, frame);
    setRect((current) => {
      if (point && size) return rectAround(point, current ?? { w: 64, h: 64 }, size);
      return current && { ...current, frame };
    });
  }, [frame, tracked, info.data]);

  const error = queryError(info) ?? queryError(points);
  if (error) return <p role="alert">The video could not be read for tracking: {error}</p>;
  if (!info.data) return <p role="status">Reading the video…</p>;
  const size = info.data;
  if (!size.width || !size.height)
    return <p role="alert">The video&apos;s picture size is not known: upload it again.</p>;

  const problem = rect ? trackRectProblem(rect, size) : 'Draw a rectangle around what to track.';
  const nameProblem = trackVersionNameError(name) ?? (name.trim() ? null : 'Give the new version a name.');
  const busy = track.run !== null || track.starting;
  const start = () => {
    if (!rect || problem || nameProblem) return;
    setMessage(null);
    void track.begin(rect.frame, () => client.track(project.uid, { uid: video.uid }, { name: name.trim(), ...rect }));
  };
  const again = () => {
    if (!rect || problem || !version) return;
    setMessage(null);
    void track.begin(rect.frame, () => client.trackAgain(project.uid, { uid: video.uid }, version.id, rect));
  };
  const running = track.run && (track.progress ?? { done: 0, total: 0 });

  return (
    <div className="rf-frame-tracker">
      <TrackStage
        src={client.frameUrl(project.uid, { uid: video.uid }, shown)}
        frame={frame}
        size={size}
        points={tracked}
        rect={rect}
        onRect={setRect}
        label={`Frame ${shown} of ${video.name}`}
      />
      <FrameScrubber frame={frame} frames={size.frames} onFrame={setFrame} />
      <div className="rf-track-form">
        <RectFields rect={rect} frame={frame} onRect={setRect} />
        <p className="rf-note" aria-live="polite">
          {problem ?? `Tracking starts from frame ${frame}, at the rectangle's centre.`}
        </p>
        {!version && (
          <p className="rf-track-name">
            <label htmlFor={nameId}>Name of the new version</label>
            <input id={nameId} value={name} onChange={(event) => setName(event.currentTarget.value)} />
          </p>
        )}
        <p className="rf-track-actions">
          {!version && (
            <button type="button" className="rf-primary" onClick={start} disabled={busy || !!problem || !!nameProblem}>
              Track from frame {frame}
            </button>
          )}
          {version && (
            <button type="button" className="rf-primary" onClick={again} disabled={busy || !!problem}>
              Track {version.name} again from frame {frame}
            </button>
          )}
        </p>
        {!version && name && nameProblem && <p role="alert">{nameProblem}</p>}
      </div>
      {running && (
        <Progress
          label={`Tracking ${video.name}`}
          value={stepPercent(running.done, running.total)}
          text={stepText(running.done, running.total, 'frames', 'Tracking')}
        />
      )}
      {track.error && <p role="alert">Not started: {track.error}</p>}
      {message && <p role={message.failed ? 'alert' : 'status'}>{message.text}</p>}
      {version && points.data && (
        <p>
          {tracked.length === 0
            ? 'No points yet: draw a rectangle and track the video to give this version its points.'
            : `${tracked.length} points, frames ${tracked[0]!.frame} to ${tracked[tracked.length - 1]!.frame}.`}
        </p>
      )}
    </div>
  );
}
