import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useDrag } from '@use-gesture/react';
import {
  arrowFrames,
  clampFrame,
  draggedSceneEnd,
  draggedSpan,
  draggedTransition,
  formatFrame,
  frameAt,
  sceneDropIndex,
  SNAP_DISTANCE,
  snapFrame,
} from '@reelforge/model';
import { TimelineBar, type BarKey, type MarkKey } from './TimelineBars.js';
import { Playhead, TimelineRuler } from './TimelineRuler.js';
import { TimelineScenes } from './TimelineScenes.js';
import { dragTargetOf, type DragPreview, type DragTarget } from './timeline-drag.js';
import type { SpanEdit, TimelineProps } from './timeline-types.js';
import { sliderOf, TIMELINE_END_PAD, useTimelineZoom, zoomOfSlider } from './useTimelineZoom.js';
import { drawnFrames, drawnParts, heldKeyOf, sceneKey } from './timeline-window.js';
import { registerTimelineProperties } from './timeline-properties.js';
import { spanStyle } from './span-style.js';
import { Waveform } from './Waveform.js';

/** A waveform's drawing width: the next power of two, so zooming redraws it only when it doubles or halves. */
const drawnWidth = (px: number) => 2 ** Math.ceil(Math.log2(Math.max(16, Math.min(4096, px))));

/** Pixels of a layer row (the timeline's stylesheet draws them this high). */
const ROW_HEIGHT = 26;

/**
 * The timeline (docs/design-tab.md): a ruler, the scenes as blocks, layer bars on rows and
 * audio rows, with a playhead. Drags move and trim bars, change a scene's end and a
 * transition's edge, and (with `onSceneMove`) reorder scenes; each has a keyboard path on the
 * element it drags. Snapping pulls to the playhead, scene edges and other bars unless alt is held.
 */
export function Timeline(props: TimelineProps) {
  registerTimelineProperties();
  const { frames, fps, playhead, scenes, rows = 0, bars = [], audio = [] } = props;
  const latest = useRef(props);
  latest.current = props;
  const { scroller, zoom, zoomTo, fit, view } = useTimelineZoom(frames);
  const content = useRef<HTMLDivElement>(null);
  const barRows = useRef<HTMLDivElement>(null);
  const down = useRef<DragTarget | null>(null);
  const [preview, setPreview] = useState<DragPreview | null>(null);
  /** The bar or scene whose button has the focus (timeline-window.ts). */
  const focused = useRef<string | null>(null);
  const items = useMemo(() => new Map([...bars, ...audio].map((item) => [item.key, item])), [bars, audio]);

  /** Frames a drag snaps to: the playhead, every scene's edges, and the ends of every bar but `except`. */
  const targets = useCallback(
    (except?: string) => {
      const all = new Set<number>([latest.current.playhead]);
      for (const scene of latest.current.scenes) all.add(scene.start).add(scene.start + scene.length);
      for (const [key, item] of items) if (key !== except) all.add(item.start).add(item.end);
      return [...all];
    },
    [items],
  );

  const frameOf = (clientX: number) => {
    const left = content.current?.getBoundingClientRect().left ?? 0;
    return clampFrame(frameAt(clientX - left, zoom), frames);
  };

  const commit = (done: DragPreview) => {
    const p = latest.current;
    if (done.kind === 'mark') {
      const before = items.get(done.key);
      const was = before && 'marks' in before ? before.marks?.[done.index]?.frame : undefined;
      if (was !== done.frame) p.onMark?.(done.key, done.index, done.frame);
    } else if ('key' in done) {
      const item = items.get(done.key);
      if (item && (item.start !== done.span.start || item.end !== done.span.end))
        (done.kind === 'bar' ? p.onBar : p.onAudio)?.(done.key, done.span, done.edit);
    } else if (done.kind === 'scene-end') p.onSceneLength?.(done.index, done.length);
    else if (done.kind === 'transition') p.onTransition?.(done.index, done.duration);
    else if (done.kind === 'scene-move' && done.to !== done.index) p.onSceneMove?.(done.index, done.to);
  };

  const dragged = (target: DragTarget, by: number, snap: boolean): DragPreview | null => {
    const threshold = SNAP_DISTANCE / zoom;
    if (target.kind === 'mark') {
      const bar = items.get(target.key);
      const at = bar && 'marks' in bar ? bar.marks?.[target.index] : undefined;
      if (!bar || !at) return null;
      const raw = at.frame + by;
      const snapped = snap ? snapFrame(raw, targets(), threshold) : raw;
      const frame = Math.max(bar.start, Math.min(bar.end - 1, snapped));
      return { kind: 'mark', key: target.key, index: target.index, frame, snap: snapped !== raw ? frame : null };
    }
    if ('key' in target) {
      const item = items.get(target.key);
      if (!item) return null;
      const range = 'min' in item ? item : { ...item, min: 0, max: Math.max(item.end, frames) };
      const { span, snap: at } = draggedSpan(range, target.edit, by, snap ? targets(target.key) : null, threshold);
      return { kind: target.kind, key: target.key, edit: target.edit, span, snap: at };
    }
    if (!('index' in target)) return null;
    const scene = latest.current.scenes[target.index];
    if (!scene) return null;
    if (target.kind === 'scene-end') {
      const { length, snap: at } = draggedSceneEnd(scene, by, snap ? targets() : null, threshold);
      return { kind: 'scene-end', index: target.index, length, snap: at };
    }
    if (target.kind === 'transition')
      return { kind: 'transition', index: target.index, duration: draggedTransition(scene, by), snap: null };
    const to = sceneDropIndex(latest.current.scenes, target.index, by);
    return { kind: 'scene-move', index: target.index, by, to, snap: null };
  };

  const bind = useDrag(
    ({ first, last, tap, initial: [ix], xy: [x], altKey, memo }) => {
      const target: DragTarget | null = first || tap ? down.current : (memo as DragTarget | null);
      if (!target) return null;
      if (target.kind === 'scrub') latest.current.onPlayhead(frameOf(x));
      else if (!tap) {
        // From where the pointer went down (the gesture's own movement starts after its threshold).
        const next = dragged(target, Math.round((x - ix) / zoom), !altKey);
        if (last) {
          if (next) commit(next);
          setPreview(null);
        } else setPreview(next);
      }
      return target;
    },
    { filterTaps: true, pointer: { keys: false } },
  );

  const step = (by: number) => latest.current.onPlayhead(clampFrame(latest.current.playhead + by, frames));
  const onPlayheadKey = (event: KeyboardEvent) => {
    const by = arrowFrames(event.key, event.shiftKey, fps);
    if (by) step(by);
    else if (event.key === 'Home') latest.current.onPlayhead(0);
    else if (event.key === 'End') latest.current.onPlayhead(Math.max(0, frames - 1));
    else return;
    event.preventDefault();
  };

  const onBarKey: BarKey = useCallback(
    (event, kind, key, edit: SpanEdit) => {
      const by = arrowFrames(event.key, event.shiftKey, latest.current.fps);
      const item = items.get(key);
      if (!by || !item) return;
      event.preventDefault();
      const range = 'min' in item ? item : { ...item, min: 0, max: Math.max(item.end, latest.current.frames) };
      const { span } = draggedSpan(range, edit, by, null, 0);
      commit({ kind, key, edit, span, snap: null });
    },
    // commit reads the latest props; the items decide the result.
    [items],
  );

  const onSceneKey = useCallback((event: KeyboardEvent, index: number, part: 'block' | 'end' | 'transition') => {
    const p = latest.current;
    const by = arrowFrames(event.key, event.shiftKey, p.fps);
    const scene = p.scenes[index];
    if (!by || !scene) return;
    if (part === 'block') {
      if (!p.onSceneMove || !(event.ctrlKey || event.metaKey)) return;
      const to = Math.max(0, Math.min(p.scenes.length - 1, index + Math.sign(by)));
      if (to !== index) p.onSceneMove(index, to);
    } else if (part === 'end') p.onSceneLength?.(index, Math.max(1, scene.length + by));
    else p.onTransition?.(index, draggedTransition(scene, by));
    event.preventDefault();
  }, []);

  const onBarSelect = useCallback(
    (event: React.MouseEvent, key: string) => latest.current.onBarSelect?.(key, event.shiftKey),
    [],
  );
  const onSceneSelect = useCallback((index: number) => latest.current.onSceneSelect?.(index), []);
  const onMarkSelect = useCallback(
    (event: React.MouseEvent, key: string, index: number) => latest.current.onMarkSelect?.(key, index, event.shiftKey),
    [],
  );
  const onMarkKey: MarkKey = useCallback(
    (event, key, index) => {
      const by = arrowFrames(event.key, event.shiftKey, latest.current.fps);
      const bar = items.get(key);
      const at = bar && 'marks' in bar ? bar.marks?.[index] : undefined;
      if (!by || !bar || !at) return;
      event.preventDefault();
      const frame = Math.max(bar.start, Math.min(bar.end - 1, at.frame + by));
      if (frame !== at.frame) latest.current.onMark?.(key, index, frame);
    },
    [items],
  );

  // Playback and the keys keep the playhead in sight. Not run by a zoom, which keeps the frame under the
  // pointer where it is (useTimelineZoom) and would only lay the timeline out once more in between.
  const zoomNow = useRef(zoom);
  zoomNow.current = zoom;
  useEffect(() => {
    const box = scroller.current;
    if (!box || preview) return;
    const at = playhead * zoomNow.current;
    if (at < box.scrollLeft || at > box.scrollLeft + box.clientWidth - 24)
      box.scrollLeft = Math.max(0, at - box.clientWidth / 3);
  }, [playhead, scroller, preview]);

  const onDrop = (event: React.DragEvent) => {
    const p = latest.current;
    if (!p.onDrop || !p.accepts?.(event.dataTransfer)) return;
    event.preventDefault();
    const top = barRows.current?.getBoundingClientRect().top ?? 0;
    const row = Math.floor((event.clientY - top) / ROW_HEIGHT);
    p.onDrop(event.dataTransfer, frameOf(event.clientX), row >= 0 && row < rows ? row : -1);
  };

  const span = (key: string) =>
    preview && (preview.kind === 'bar' || preview.kind === 'audio') && preview.key === key ? preview.span : null;
  const markOf = (key: string) =>
    preview?.kind === 'mark' && preview.key === key ? { index: preview.index, frame: preview.frame } : null;
  // Bars and scenes far from the view are not drawn; the one dragged and the one with the focus always are.
  const held = new Set([preview && ('key' in preview ? preview.key : sceneKey(preview.index)), focused.current]);
  const shown = drawnParts(bars, scenes, drawnFrames(view, zoom), held);
  const snapAt = preview?.snap ?? null;
  const width = frames * zoom + TIMELINE_END_PAD;
  return (
    <section
      className="rf-timeline"
      aria-label="Timeline"
      onKeyDown={(event) => {
        if (event.defaultPrevented || (event.target as HTMLElement).closest('input, select, textarea')) return;
        onPlayheadKey(event);
      }}
    >
      <div className="rf-timeline-tools">
        <span className="rf-tl-time" aria-live="off">
          {formatFrame(playhead, fps)} · frame {playhead} of {frames}
        </span>
        <button type="button" onClick={fit}>
          Fit
        </button>
        <input
          type="range"
          aria-label="Zoom"
          min={0}
          max={1000}
          value={sliderOf(zoom)}
          onChange={(event) => zoomTo(zoomOfSlider(Number(event.target.value)))}
        />
      </div>
      <div className="rf-timeline-scroll" ref={scroller}>
        <div
          ref={content}
          className="rf-timeline-content"
          style={{ '--z': zoom, width } as CSSProperties}
          onPointerDownCapture={(event) => (down.current = dragTargetOf(event.target as Element))}
          onDragOver={(event) => {
            if (latest.current.accepts?.(event.dataTransfer)) event.preventDefault();
          }}
          onDrop={onDrop}
          onFocus={(event) => (focused.current = heldKeyOf(event.target as HTMLElement))}
          onBlur={() => (focused.current = null)}
          {...bind()}
        >
          <TimelineRuler zoom={zoom} fps={fps} frames={frames} view={view} />
          <TimelineScenes
            scenes={shown.scenes}
            preview={preview}
            movable={Boolean(props.onSceneMove)}
            onKey={onSceneKey}
            onSelect={onSceneSelect}
          />
          {rows > 0 && (
            <div className="rf-tl-track rf-tl-rows" ref={barRows} style={{ '--rows': rows } as CSSProperties}>
              {shown.bars.map((bar) => (
                <TimelineBar
                  key={bar.key}
                  kind="bar"
                  item={bar}
                  span={span(bar.key)}
                  trimStart
                  onKey={onBarKey}
                  onSelect={onBarSelect}
                  mark={markOf(bar.key)}
                  onMarkKey={onMarkKey}
                  onMarkSelect={onMarkSelect}
                />
              ))}
            </div>
          )}
          {audio.map((track) => (
            <div key={track.key} className="rf-tl-track rf-tl-audio">
              <TimelineBar kind="audio" item={track} span={span(track.key)} trimStart={false} onKey={onBarKey}>
                {track.url && (
                  <Waveform
                    url={track.url}
                    from={(track.sourceStart ?? 0) / fps}
                    seconds={(track.end - track.start) / fps}
                    width={drawnWidth((track.end - track.start) * zoom)}
                    height={30}
                  />
                )}
              </TimelineBar>
            </div>
          ))}
          {snapAt !== null && <div className="rf-tl-guide" style={spanStyle(snapAt, 0)} aria-hidden="true" />}
          <Playhead playhead={playhead} frames={frames} fps={fps} onKey={onPlayheadKey} />
        </div>
      </div>
    </section>
  );
}
