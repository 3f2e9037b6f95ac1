import { useState } from 'react';
import {
  baseVideoError,
  baseVideoName,
  messageOf,
  parseInteger,
  parseOpaqueColour,
  RENDER_POLL_MS,
  stepPercent,
  stepText,
  type Project,
} from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { Progress, SubmitForm } from '@reelforge/ui';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';

/** An id to follow one making by: 32 hex. */
const newProgressId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Makes a plain base video of a colour: width, height, frame count (25 fps, H.264 + AAC). */
export function BaseVideoForm({ project, onCreated }: { project: Project; onCreated: () => void }) {
  const api = useApi();
  const [width, setWidth] = useState('1280');
  const [height, setHeight] = useState('720');
  const [frames, setFrames] = useState('250');
  const [color, setColor] = useState('#000000');
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [following, setFollowing] = useState<string | null>(null);
  const client = api.assets(project.region);
  // Asked every half second while the video is made; unknown (indeterminate) until the platform has started it.
  const progress = useServerQuery(
    queryKeys.baseVideoProgress(project.region, project.uid, following ?? ''),
    () => client.baseVideoProgress(project.uid, following ?? ''),
    {
      quiet: true,
      keepPrevious: false,
      enabled: following !== null,
      refetchInterval: following !== null ? RENDER_POLL_MS : false,
    },
  ).data;

  const submit = async () => {
    const [w, h, n] = [parseInteger(width), parseInteger(height), parseInteger(frames)];
    const problem =
      w === undefined || h === undefined || n === undefined
        ? 'Width, height and frame count must be whole numbers.'
        : (baseVideoError(w, h, n) ?? (parseOpaqueColour(color) ? null : 'The colour must look like #1d3557.'));
    if (problem || w === undefined || h === undefined || n === undefined) {
      setStatus({ text: problem ?? '', error: true });
      return;
    }
    setBusy(true);
    setStatus({ text: `Making ${baseVideoName(w, h, n)}…`, error: false });
    const id = newProgressId();
    setFollowing(id);
    try {
      const asset = await client.createBaseVideo(project.uid, { width: w, height: h, frames: n, color }, id);
      setStatus({ text: `${asset.name} is ready in Videos.`, error: false });
      onCreated();
    } catch (e) {
      setStatus({ text: `Not made: ${messageOf(e)}`, error: true });
    } finally {
      setBusy(false);
      setFollowing(null);
    }
  };

  return (
    <SubmitForm className="rf-form rf-card" label="New base video" onSubmit={submit}>
      <h2>New base video</h2>
      <div className="rf-row">
        <label>
          Width
          <input inputMode="numeric" value={width} onChange={(e) => setWidth(e.target.value)} size={6} />
        </label>
        <label>
          Height
          <input inputMode="numeric" value={height} onChange={(e) => setHeight(e.target.value)} size={6} />
        </label>
        <label>
          Frames
          <input inputMode="numeric" value={frames} onChange={(e) => setFrames(e.target.value)} size={7} />
        </label>
        <label>
          Colour
          <input type="color" value={color} onChange={(e) => setColor(e.target.value)} />
        </label>
      </div>
      <button type="submit" className="rf-primary" disabled={busy}>
        {busy ? 'Making…' : 'Make base video'}
      </button>
      {busy && (
        <Progress
          label="Making the base video"
          value={stepPercent(progress?.done ?? 0, progress?.total)}
          text={progress ? stepText(progress.done, progress.total, 'frames', 'Encoding') : 'Starting'}
        />
      )}
      {status && (
        <p role={status.error ? 'alert' : 'status'} className={status.error ? 'rf-form-error' : 'rf-hint'}>
          {status.text}
        </p>
      )}
    </SubmitForm>
  );
}
