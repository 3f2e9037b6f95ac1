import { useCallback, useMemo, useRef, useState } from 'react';
import {
  clampFrame,
  frameSizeOf,
  framesPerSecond,
  movieFrameCount,
  nudgeOf,
  posterFrame,
  sceneAt,
  timelineLayout,
  type Box,
} from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { useFrameImage } from '@reelforge/ui/preview';
import type { MovieTabProps } from '../detail/tab-props.js';
import { addScene, updateLayer } from '../edit/movie-edit.js';
import {
  addAudioAt,
  addLayerAt,
  duplicatedIndexes,
  duplicateLayers,
  removeLayers,
  reorderedIndexes,
  reorderLayers,
} from '../edit/layer-edits.js';
import { removeKeyframe } from '../edit/keyframe-edits.js';
import { updateVariable } from '../edit/variable-edit.js';
import { renderParams } from '../play/params.js';
import { AssetPanel } from './AssetPanel.js';
import { assetFromDrag, dragHasAsset, type DraggedAsset } from './asset-drag.js';
import { DesignTimeline } from './DesignTimeline.js';
import { DesignToolbar } from './DesignToolbar.js';
import { Inspector } from './Inspector.js';
import { PreviewWith, type PreviewSource } from './PreviewWith.js';
import { movedBoxes, placeBoxes } from './placing.js';
import { pickLayers, selectedIn, type KeyframeAt, type Selection } from './selection.js';
import { Stage } from './Stage.js';
import { stageLayers } from './stage-layers.js';
import { useDesignKeys } from './useDesignKeys.js';
import { useMotionPath } from './useMotionPath.js';
import { useTrackedPoints } from './useTrackedPoints.js';
import { usePlayback } from './usePlayback.js';
import './design.css';

/**
 * The Design tab (docs/design-tab.md): the frame at the playhead with the scene's layers as
 * boxes to drag, resize and edit; the timeline under it; the inspector beside it; assets to
 * drop in; playback from the playhead; every edit one step of the movie's undo history.
 */
export function DesignTab({ project, name, client, movie, edit, assets, username }: MovieTabProps) {
  const media = useApi().assets(project.region);
  const mediaUrl = useCallback((asset: string) => media.mediaUrl(project.uid, asset), [media, project.uid]);
  const size = frameSizeOf(movie.params?.vparams);
  const fps = framesPerSecond(movie.params?.vparams?.videoframerate);
  const layout = useMemo(() => timelineLayout(movie.scenes ?? []), [movie.scenes]);
  // The poster frame first: the sample's title has faded in by then.
  const [wanted, setWanted] = useState(() => posterFrame(movieFrameCount(movie.scenes)));
  const playhead = clampFrame(wanted, layout.frames);
  const [selection, setSelection] = useState<Selection>(null);
  const [source, setSource] = useState<PreviewSource>({ kind: 'defaults' });
  const values = useMemo(
    () => ({ ...renderParams(movie.variables, {}), ...(source.kind === 'row' ? source.params : {}) }),
    [movie.variables, source],
  );

  const sceneIndex = sceneAt(layout, playhead);
  const scene = movie.scenes?.[sceneIndex];
  const local = playhead - (layout.scenes[sceneIndex]?.start ?? 0);
  const pointsOf = useTrackedPoints(project, scene);
  const layers = useMemo(
    () => stageLayers(scene, local, size, pointsOf),
    [scene, local, size.width, size.height, pointsOf],
  );
  const selected = selectedIn(selection, sceneIndex);
  const [recording, setRecording] = useState(false);
  const [keyframe, setKeyframe] = useState<KeyframeAt | null>(null);
  const place = (boxes: ReadonlyMap<number, Box>) => placeBoxes(sceneIndex, layers, boxes, recording, size);
  const motion = useMotionPath({ scene, sceneIndex, layers, selected, size, keyframe, setKeyframe, edit });
  const frame = useFrameImage({
    client,
    prjuid: project.uid,
    movie,
    params: values,
    username,
    frame: playhead,
    frames: layout.frames,
  });
  const playback = usePlayback({
    client,
    prjuid: project.uid,
    movie,
    params: values,
    username,
    fps,
    frames: layout.frames,
    playhead,
    setPlayhead: setWanted,
  });
  const seek = (frame: number) => {
    if (playback.playing) playback.pause();
    setWanted(clampFrame(frame, layout.frames));
  };

  const addAsset = (asset: DraggedAsset, at?: { x: number; y: number }) => {
    if (asset.kind === 'audio') return edit(addAudioAt(asset.name, playhead));
    if (!scene) return;
    edit(addLayerAt(sceneIndex, asset.kind, { asset: asset.name, start: local, ...(at ? { at } : {}) }, size));
    setSelection({ scene: sceneIndex, layers: [scene.layers?.length ?? 0] });
  };
  const addKind = (kind: 'text' | 'color') => {
    if (!scene) return;
    edit(addLayerAt(sceneIndex, kind, {}, size));
    setSelection({ scene: sceneIndex, layers: [scene.layers?.length ?? 0] });
  };

  const textOf = (index: number) => {
    const text = scene?.layers?.[index]?.text;
    if (!text) return null;
    const key = text.bindings?.text;
    const shown = key && key in values ? (values[key] ?? '') : (text.text ?? '');
    return { text: shown, size: text.size || Math.max(8, Math.round(size.height / 15)) };
  };
  const setText = (index: number, next: string) => {
    const key = scene?.layers?.[index]?.text?.bindings?.text;
    const variable = key ? (movie.variables ?? []).findIndex((each) => each.key === key) : -1;
    if (variable >= 0) edit(updateVariable(variable, { value: next }));
    else edit(updateLayer([sceneIndex, index], { text: next }, 'text'));
  };

  const root = useRef<HTMLElement>(null);
  useDesignKeys(root, () => ({
    hasLayers: selected.length > 0,
    fps,
    togglePlay: playback.toggle,
    pause: playback.pause,
    step: (by) => seek(playhead + by),
    jump: (to) => seek(to === 'start' ? 0 : layout.frames - 1),
    nudge: (dx, dy) =>
      edit(place(movedBoxes(layers, selected, dx, dy)), { merge: `nudge:${sceneIndex}:${selected.join(',')}` }),
    remove: () => {
      if (keyframe) {
        edit(removeKeyframe(keyframe.scene, keyframe.layer, keyframe.index));
        setKeyframe(null);
        return;
      }
      edit(removeLayers(sceneIndex, selected));
      setSelection(null);
    },
    duplicate: () => {
      edit(duplicateLayers(sceneIndex, selected));
      setSelection({ scene: sceneIndex, layers: duplicatedIndexes(selected) });
    },
    reorder: (by) => {
      edit(reorderLayers(sceneIndex, selected, by));
      setSelection({ scene: sceneIndex, layers: reorderedIndexes(layers.length, selected, by) });
    },
    clear: () => {
      setSelection(null);
      setKeyframe(null);
    },
  }));

  return (
    <section ref={root} className="rf-design" aria-label="Design">
      <DesignToolbar
        canAddLayer={Boolean(scene)}
        onAddText={() => addKind('text')}
        onAddColour={() => addKind('color')}
        onAddScene={() => {
          edit(addScene());
          setWanted(layout.frames);
          setSelection({ scene: movie.scenes?.length ?? 0, layers: [] });
        }}
        recording={recording}
        onRecording={setRecording}
        playing={playback.playback.state === 'playing'}
        preparing={playback.playback.state === 'preparing'}
        onPlay={() => void playback.play()}
        onPause={playback.pause}
      >
        <PreviewWith project={project} movie={movie} assets={assets} value={source} onChange={setSource} />
      </DesignToolbar>
      {playback.playback.state === 'failed' && <p role="alert">{playback.playback.error}</p>}
      {frame.error && <p role="alert">The frame could not be drawn: {frame.error}</p>}
      <div className="rf-design-main">
        <AssetPanel project={project} assets={assets} onAdd={(asset) => addAsset(asset)} />
        {scene ? (
          <Stage
            size={size}
            layers={layers}
            selected={selected}
            frameUrl={frame.url}
            frameAlt={`Frame ${playhead} of ${name}`}
            current={frame.frame === playhead}
            video={playback.video}
            playing={playback.playback.state === 'playing'}
            onSelect={(indexes, additive) => setSelection(pickLayers(selection, sceneIndex, indexes, additive))}
            onMove={(indexes, dx, dy) => edit(place(movedBoxes(layers, indexes, dx, dy)))}
            onResize={(index, box: Box) => edit(place(new Map([[index, box]])))}
            onLayerKey={(event, index) => {
              // A box reached with Tab and not selected: an arrow selects it and moves it.
              const by = nudgeOf(event.key, event.shiftKey);
              if (selected.includes(index) || !by || event.altKey || event.ctrlKey || event.metaKey) return;
              event.preventDefault();
              setSelection({ scene: sceneIndex, layers: [index] });
              edit(place(movedBoxes(layers, [index], by.dx, by.dy)), { merge: `nudge:${sceneIndex}:${index}` });
            }}
            motion={motion}
            onKeyframeMove={(index, dx, dy) => motion?.move(index, dx, dy)}
            textOf={textOf}
            onText={setText}
            accepts={dragHasAsset}
            onDrop={(data, at) => {
              const asset = assetFromDrag(data);
              if (asset) addAsset(asset, at);
            }}
          />
        ) : (
          <p className="rf-hint rf-stage">No scenes yet: add a scene to start designing the movie.</p>
        )}
        <Inspector
          movie={movie}
          edit={edit}
          assets={assets}
          selection={selection}
          motion={{
            size,
            frameOf: (index) =>
              selection?.scene === sceneIndex && layers[index]
                ? { frame: layers[index].frame, box: layers[index].box }
                : null,
          }}
          keyframe={keyframe}
          setKeyframe={setKeyframe}
        />
        <div className="rf-design-timeline">
          <DesignTimeline
            movie={movie}
            edit={edit}
            fps={fps}
            playhead={playhead}
            setPlayhead={seek}
            selection={selection}
            setSelection={setSelection}
            mediaUrl={mediaUrl}
            size={size}
            keyframe={keyframe}
            setKeyframe={setKeyframe}
          />
        </div>
      </div>
    </section>
  );
}
