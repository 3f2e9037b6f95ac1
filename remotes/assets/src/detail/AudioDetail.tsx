import { useEffect, useRef, useState } from 'react';
import type WaveSurfer from 'wavesurfer.js';
import { formatDuration, reasonOf } from './format.js';
import { nextPlayerState, playButton, type PlayerState } from './player-state.js';
import type { ViewerProps } from './viewer.js';

/** A waveform player of the audio file; wavesurfer.js is loaded on demand. */
export function AudioDetail({ asset, prjuid, client }: ViewerProps) {
  const container = useRef<HTMLElement>(null);
  const player = useRef<WaveSurfer | null>(null);
  const [state, setState] = useState<PlayerState>('loading');
  const [duration, setDuration] = useState<number | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [playError, setPlayError] = useState<string | null>(null);
  const url = client.mediaUrl(prjuid, asset.name);

  useEffect(() => {
    let disposed = false;
    let instance: WaveSurfer | undefined;
    const fail = (cause: unknown) => {
      if (disposed) return;
      console.error(`Audio ${asset.name} could not be loaded`, cause);
      setLoadError(reasonOf(cause));
    };
    setState('loading');
    setDuration(null);
    setLoadError(null);
    setPlayError(null);
    import('wavesurfer.js').then(({ default: WaveSurferClass }) => {
      if (disposed || !container.current) return;
      instance = WaveSurferClass.create({
        container: container.current,
        url,
        height: 128,
        waveColor: '#9aa8c7',
        progressColor: '#2f5bea',
        // Media URLs authenticate with the session cookie, also on the media host.
        fetchParams: { credentials: 'include' },
      });
      player.current = instance;
      instance.on('load', () => setState((s) => nextPlayerState(s, 'load')));
      instance.on('ready', (seconds) => {
        setDuration(seconds);
        setState((s) => nextPlayerState(s, 'ready'));
      });
      instance.on('play', () => setState((s) => nextPlayerState(s, 'play')));
      instance.on('pause', () => setState((s) => nextPlayerState(s, 'pause')));
      instance.on('finish', () => setState((s) => nextPlayerState(s, 'finish')));
      instance.on('error', fail);
    }, fail);
    return () => {
      disposed = true;
      player.current = null;
      instance?.destroy();
    };
  }, [url, asset.name]);

  const button = playButton(state);
  const toggle = () => {
    setPlayError(null);
    player.current?.playPause().catch((cause: unknown) => setPlayError(reasonOf(cause)));
  };
  return (
    <div className="rf-viewer rf-audio-detail">
      <figure
        className="rf-waveform"
        ref={container}
        aria-label={`Waveform of ${asset.name}`}
        aria-busy={state === 'loading'}
      />
      {loadError ? (
        <p role="alert">
          This audio could not be loaded: {loadError}. Download it to check the file, or upload it again.
        </p>
      ) : (
        <div className="rf-row">
          <button type="button" className="rf-primary" onClick={toggle} disabled={button.disabled}>
            {button.text}
          </button>
          {duration !== null && <span>Duration {formatDuration(duration)}</span>}
        </div>
      )}
      {playError && <p role="alert">The audio did not start: {playError}.</p>}
    </div>
  );
}
