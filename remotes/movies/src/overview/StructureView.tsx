import type { MovieStructure } from '@reelforge/api';
import { formatFrameRateText, parseFrameRate } from '@reelforge/model';

const rateText = (rate: MovieStructure['framerate']) => {
  const parsed = parseFrameRate(rate);
  return parsed ? `${formatFrameRateText(parsed)} fps` : String(rate);
};
function frameRange(start: number, end: number) {
  return end > start ? `frames ${start}–${end - 1}` : `from frame ${start}`;
}

/** Scenes with their frames, layers, transitions, audio and variables. */
export function StructureView({ structure }: { structure: MovieStructure }) {
  return (
    <div className="rf-structure">
      <dl className="rf-facts" aria-label="Movie facts">
        <dt>Size</dt>
        <dd>
          {structure.width} × {structure.height}
        </dd>
        <dt>Frame rate</dt>
        <dd>{rateText(structure.framerate)}</dd>
        <dt>Frames</dt>
        <dd>{structure.frames}</dd>
        <dt>Duration</dt>
        <dd>{structure.duration.toFixed(2)} s</dd>
      </dl>
      <h3>Scenes</h3>
      <ol aria-label="Scenes" className="rf-structure-scenes">
        {structure.scenes.map((scene, index) => (
          <li key={index}>
            <strong>{scene.name}</strong> — {frameRange(scene.start, scene.start + scene.length)} ({scene.length}{' '}
            frames)
            {scene.transition && (
              <span className="rf-hint">
                {' '}
                enters with {scene.transition.type.toLowerCase()} over {scene.transition.frames} frames
              </span>
            )}
            <ul aria-label={`Layers of ${scene.name}`}>
              {scene.layers.map((layer, at) => (
                <li key={at}>
                  {layer.name} ({layer.kind}), {frameRange(layer.start, layer.end)}
                  {layer.bound.length > 0 && (
                    <span className="rf-hint"> — from variables: {layer.bound.join(', ')}</span>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <h3>Audio</h3>
      {structure.audio.length === 0 ? (
        <p className="rf-hint">No audio tracks.</p>
      ) : (
        <ul aria-label="Audio tracks">
          {structure.audio.map((track, index) => (
            <li key={index}>
              {track.asset || 'No audio file chosen'}, {frameRange(track.start, track.end)}
            </li>
          ))}
        </ul>
      )}
      <h3>Variables</h3>
      {structure.variables.length === 0 ? (
        <p className="rf-hint">No variables.</p>
      ) : (
        <ul aria-label="Variables">
          {structure.variables.map((variable) => (
            <li key={variable.key}>
              {variable.key} ({variable.type.toLowerCase()}, {variable.valuetype || 'string'})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
