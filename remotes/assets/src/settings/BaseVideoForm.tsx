import { useState } from 'react';
import { baseVideoError, baseVideoName, messageOf, parseInteger, parseOpaqueColour, type Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';

/** Makes a plain base video of a colour: width, height, frame count (25 fps, H.264 + AAC). */
export function BaseVideoForm({ project, onCreated }: { project: Project; onCreated: () => void }) {
  const api = useApi();
  const [width, setWidth] = useState('1280');
  const [height, setHeight] = useState('720');
  const [frames, setFrames] = useState('250');
  const [color, setColor] = useState('#000000');
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

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
    try {
      const asset = await api.assets(project.region).createBaseVideo(project.uid, { width: w, height: h, frames: n, color });
      setStatus({ text: `${asset.name} is ready in Videos.`, error: false });
      onCreated();
    } catch (e) {
      setStatus({ text: `Not made: ${messageOf(e)}`, error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="rf-form rf-card"
      aria-label="New base video"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
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
      {status && (
        <p role={status.error ? 'alert' : 'status'} className={status.error ? 'rf-form-error' : 'rf-hint'}>
          {status.text}
        </p>
      )}
    </form>
  );
}
