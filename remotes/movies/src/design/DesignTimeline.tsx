import { useMemo } from 'react';
import { sceneAt, timelineLayout, transitionOverlap, withKeyframeMoved } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import { Timeline, type TimelineAudioItem, type TimelineBarItem, type TimelineSceneItem } from '@reelforge/ui/timeline';
import { updateScene, updateTransition, type MovieEdit } from '../edit/movie-edit.js';
import { addAudioAt, addLayerAt, setAudioSpan, setLayerSpan } from '../edit/layer-edits.js';
import { moveKeyframe } from '../edit/keyframe-edits.js';
import { assetFromDrag, dragHasAsset } from './asset-drag.js';
import { pickLayers, type KeyframeAt, type Selection } from './selection.js';
import { boundVariable } from './stage-layers.js';

interface Props {
  movie: Movie;
  edit: (change: MovieEdit) => void;
  fps: number;
  playhead: number;
  setPlayhead: (frame: number) => void;
  selection: Selection;
  setSelection: (selection: Selection) => void;
  /** The address of an audio asset, for its waveform. */
  mediaUrl: (asset: string) => string;
  size: { width: number; height: number };
  /** The keyframe selected (by its diamond), if any. */
  keyframe: KeyframeAt | null;
  setKeyframe: (keyframe: KeyframeAt | null) => void;
}

const keyOf = (scene: number, layer: number) => `${scene}:${layer}`;
const atOf = (key: string) => key.split(':').map(Number) as [number, number];

/** The movie on the timeline: its scenes, each scene's layers as bars, its audio tracks; drags edit the movie. */
export function DesignTimeline(props: Props) {
  const { movie, edit, fps, playhead, setPlayhead, selection, setSelection, mediaUrl, size, keyframe } = props;
  const scenes = movie.scenes ?? [];
  const layout = useMemo(() => timelineLayout(movie.scenes ?? [], movie.audio ?? []), [movie.scenes, movie.audio]);
  const blocks = useMemo<TimelineSceneItem[]>(
    () =>
      layout.scenes.map((block) => ({
        ...block,
        maxOverlap:
          block.index > 0 && transitionOverlap(scenes[block.index] ?? {}, block.index) > 0
            ? Math.min(block.length, layout.scenes[block.index - 1]?.length ?? 1)
            : 0,
        selected: selection?.scene === block.index && selection.layers.length === 0,
      })),
    [layout, scenes, selection],
  );
  const bars = useMemo<TimelineBarItem[]>(
    () =>
      layout.bars.map((bar) => {
        const block = layout.scenes[bar.scene];
        const layer = scenes[bar.scene]?.layers?.[bar.layer] ?? {};
        const badge = boundVariable(layer);
        const marks = (layer.keyframes ?? []).map((each, index) => ({
          frame: bar.start + (each.frame ?? 0),
          label: `Keyframe ${index + 1} of ${bar.name}, frame ${each.frame ?? 0}`,
          selected: keyframe?.scene === bar.scene && keyframe.layer === bar.layer && keyframe.index === index,
        }));
        return {
          key: keyOf(bar.scene, bar.layer),
          row: bar.row,
          start: bar.start,
          end: bar.end,
          min: block?.start ?? 0,
          max: (block?.start ?? 0) + (block?.length ?? 0),
          name: bar.name,
          selected: selection?.scene === bar.scene && selection.layers.includes(bar.layer),
          ...(badge ? { badge } : {}),
          ...(marks.length ? { marks } : {}),
        };
      }),
    [layout, scenes, selection, keyframe],
  );
  const audio = useMemo<TimelineAudioItem[]>(
    () =>
      layout.audio.map((track) => {
        const stored = movie.audio?.[track.track];
        return {
          key: `audio:${track.track}`,
          name: track.name,
          start: track.start,
          end: track.end,
          ...(stored?.asset ? { url: mediaUrl(stored.asset) } : {}),
          sourceStart: stored?.start ?? 0,
        };
      }),
    [layout, movie.audio, mediaUrl],
  );

  const sceneStart = (index: number) => layout.scenes[index]?.start ?? 0;
  return (
    <Timeline
      frames={layout.frames}
      fps={fps}
      playhead={playhead}
      onPlayhead={setPlayhead}
      scenes={blocks}
      rows={layout.rows}
      bars={bars}
      audio={audio}
      onBar={(key, span) => {
        const [scene, layer] = atOf(key);
        const start = sceneStart(scene);
        edit(setLayerSpan(scene, layer, { start: span.start - start, end: span.end - start }));
      }}
      onBarSelect={(key, additive) => {
        const [scene, layer] = atOf(key);
        const bar = layout.bars.find((each) => each.scene === scene && each.layer === layer);
        if (bar && (playhead < bar.start || playhead >= bar.end)) setPlayhead(bar.start);
        setSelection(pickLayers(selection, scene, [layer], additive));
      }}
      onMark={(key, index, frame) => {
        const [scene, layer] = atOf(key);
        const bar = layout.bars.find((each) => each.scene === scene && each.layer === layer);
        const keyframes = scenes[scene]?.layers?.[layer]?.keyframes;
        if (!bar || !keyframes) return;
        const moved = withKeyframeMoved(keyframes, index, frame - bar.start);
        edit(moveKeyframe(scene, layer, index, frame - bar.start));
        props.setKeyframe({ scene, layer, index: moved.index });
      }}
      onMarkSelect={(key, index) => {
        const [scene, layer] = atOf(key);
        const bar = layout.bars.find((each) => each.scene === scene && each.layer === layer);
        const at = scenes[scene]?.layers?.[layer]?.keyframes?.[index];
        if (bar && at) setPlayhead(bar.start + (at.frame ?? 0));
        setSelection({ scene, layers: [layer] });
        props.setKeyframe({ scene, layer, index });
      }}
      onAudio={(key, span, kind) => edit(setAudioSpan(Number(key.slice('audio:'.length)), span, kind === 'move'))}
      onSceneSelect={(index) => {
        const block = layout.scenes[index];
        if (block && (playhead < block.start || playhead >= block.start + block.length)) setPlayhead(block.start);
        setSelection({ scene: index, layers: [] });
      }}
      onSceneLength={(index, length) => edit(updateScene(index, { length }))}
      onTransition={(index, duration) => edit(updateTransition(index, { duration }))}
      accepts={dragHasAsset}
      onDrop={(data, frame) => {
        const asset = assetFromDrag(data);
        if (!asset) return;
        if (asset.kind === 'audio') return edit(addAudioAt(asset.name, frame));
        const scene = sceneAt(layout, frame);
        if (scene < 0) return;
        edit(addLayerAt(scene, asset.kind, { asset: asset.name, start: frame - sceneStart(scene) }, size));
        setSelection({ scene, layers: [scenes[scene]?.layers?.length ?? 0] });
      }}
    />
  );
}
