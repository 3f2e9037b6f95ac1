import { formatFrameRateText, parseFrameRate } from '@reelforge/model';
import { NumberField, SelectField } from '@reelforge/ui';
import type { MovieTabProps } from '../detail/tab-props.js';
import {
  keyframeHint,
  setAudioParams,
  setFrameRate,
  setKeyframeHint,
  setVideoCodec,
  setVideoParams,
} from '../edit/settings-edit.js';
import {
  AUDIO_CODECS,
  bitrateHint,
  CODEC_CHOICES,
  frameRateChoices,
  frameRateOf,
  offeredFormats,
} from './settings-view.js';

/** The movie's video and audio parameters; the codec decides the formats it can be exported in. */
export function SettingsTab({ movie, edit }: MovieTabProps) {
  const vparams = movie.params?.vparams ?? {};
  const aparams = movie.params?.aparams ?? {};
  const rate = frameRateOf(movie);
  const codec = vparams.videocodec ?? '';
  const formats = offeredFormats(movie);
  return (
    <section className="rf-settings-tab" aria-label="Settings">
      <fieldset className="rf-form">
        <legend>Video</legend>
        <NumberField
          label="Width"
          value={vparams.width}
          min={1}
          onChange={(width) => edit(setVideoParams({ width }))}
        />
        <NumberField
          label="Height"
          value={vparams.height}
          min={1}
          onChange={(height) => edit(setVideoParams({ height }))}
        />
        <SelectField
          label="Frame rate"
          value={rate ? formatFrameRateText(rate) : ''}
          options={frameRateChoices(rate)}
          empty={rate ? undefined : 'Not set'}
          onChange={(text) => {
            const next = parseFrameRate(text);
            if (next) edit(setFrameRate(next));
          }}
        />
        <SelectField
          label="Video codec"
          value={codec}
          options={CODEC_CHOICES}
          onChange={(next) => edit(setVideoCodec(next))}
        />
        <NumberField
          label="Video bitrate (kbit/s)"
          value={vparams.videobitrate ?? 0}
          min={0}
          hint={bitrateHint(movie)}
          onChange={(n) => edit(setVideoParams({ videobitrate: n || undefined }))}
        />
        <NumberField
          label="Keyframe hint"
          value={keyframeHint(movie)}
          min={1}
          hint="Frames between forced keyframes; 45 by default."
          onChange={(n) => edit(setKeyframeHint(n))}
        />
      </fieldset>
      <fieldset className="rf-form">
        <legend>Audio</legend>
        <SelectField
          label="Audio codec"
          value={aparams.audiocodec ?? ''}
          options={AUDIO_CODECS}
          empty={aparams.audiocodec ? undefined : 'Codec default'}
          onChange={(audiocodec) => edit(setAudioParams({ audiocodec }))}
        />
        <NumberField
          label="Audio bitrate (bit/s)"
          value={aparams.audioabr ?? 0}
          min={0}
          onChange={(n) => edit(setAudioParams({ audioabr: n ?? 0 }))}
        />
      </fieldset>
      <h3>Formats offered</h3>
      {formats.length === 0 ? (
        <p className="rf-hint">This codec offers no export format.</p>
      ) : (
        <ul aria-label="Formats offered" className="rf-formats">
          {formats.map(({ format, isDefault }) => (
            <li key={format}>{isDefault ? `${format} (default)` : format}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
