import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { fitStage, moveBox, resizeBox, toScreen, type Box, type FrameSize, type Handle } from '@reelforge/model';
import type { Carry } from './StageLayerBox.js';
import { StageLayerBox } from './StageLayerBox.js';
import { StageHandles } from './StageHandles.js';
import { MotionPath, type MotionPathProps } from './MotionPath.js';
import type { StageLayer } from './stage-layers.js';
import { TextInPlace } from './TextInPlace.js';
import { useStageDrag, type StageDrag } from './useStageDrag.js';

export interface StageProps {
  size: FrameSize;
  layers: readonly StageLayer[];
  selected: readonly number[];
  /** The frame at the playhead as the renderer drew it; null until the first one comes. */
  frameUrl: string | null;
  frameAlt: string;
  /** Whether the frame shown is of the movie as it is now (not of an edit before). */
  current: boolean;
  /** The video element playback plays in, shown over the frame while playing. */
  video: RefObject<HTMLVideoElement | null>;
  playing: boolean;
  onSelect: (indexes: readonly number[], additive: boolean) => void;
  onMove: (indexes: readonly number[], dx: number, dy: number) => void;
  onResize: (index: number, box: Box) => void;
  /** The key pressed on a focused layer box (the Design tab's nudges and shortcuts). */
  onLayerKey: (event: KeyboardEvent, index: number) => void;
  textOf: (index: number) => { text: string; size: number } | null;
  onText: (index: number, text: string) => void;
  accepts: (data: DataTransfer) => boolean;
  onDrop: (data: DataTransfer, at: { x: number; y: number }) => void;
  /** The selected layer's motion path and keyframe points, when keyframes place it. */
  motion?: Omit<MotionPathProps, 'scale' | 'moving'> | null;
  onKeyframeMove?: (index: number, dx: number, dy: number) => void;
}

/** The screen box of a layer while a drag runs (or settles), else where it is. Movie pixels. */
function shownBox(layer: StageLayer, drag: StageDrag | null): Box {
  if (drag?.kind === 'move' && drag.layers.includes(layer.index)) return moveBox(layer.box, drag.dx, drag.dy);
  if (drag?.kind === 'resize' && drag.index === layer.index) return drag.box;
  return layer.box;
}

/**
 * The stage (docs/design-tab.md): the frame at the playhead fitted to the pane, every layer
 * of the scene as a box over exactly its rectangle, handles on the selected one, the guides a
 * drag snaps to, and the rectangle a drag on empty stage selects with.
 */
export function Stage(props: StageProps) {
  const { size, layers, selected, frameUrl, current } = props;
  const pane = useRef<HTMLElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [paneSize, setPaneSize] = useState({ width: 640, height: 360 });
  const [editing, setEditing] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = pane.current;
    if (!element) return;
    const measure = () =>
      setPaneSize({
        width: Math.max(120, element.clientWidth - 32),
        height: Math.max(160, Math.min(window.innerHeight * 0.55, element.clientWidth)),
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const fitted = fitStage(size, paneSize);
  const scale = fitted.scale;
  const { drag, bind, onPointerDownCapture, pointAt } = useStageDrag({ ...props, frame, scale });
  // The boxes' handlers are the same from one render to the next, so a drag redraws only the boxes it moves.
  const latest = useRef(props);
  latest.current = props;
  const onBoxSelect = useCallback((index: number, additive: boolean) => latest.current.onSelect([index], additive), []);
  const onBoxKey = useCallback((event: KeyboardEvent, index: number) => {
    if (event.key === 'F2' && latest.current.layers.find((layer) => layer.index === index)?.kind === 'text') {
      event.preventDefault();
      setEditing(index);
    } else latest.current.onLayerKey(event, index);
  }, []);

  // A moved layer carries the old frame's pixels until the frame of the movie as it is now comes.
  const [settling, setSettling] = useState<{ drag: StageDrag; url: string | null; origins: Map<number, Box> } | null>(
    null,
  );
  const last = useRef<StageDrag | null>(null);
  const origins = useRef(new Map<number, Box>());
  useEffect(() => {
    if (drag) {
      // Where the layers were when the drag began: the pixels the moved ones carry.
      if (!last.current) origins.current = new Map(layers.map((layer) => [layer.index, layer.box]));
      last.current = drag;
    } else if (last.current) {
      const done = last.current;
      last.current = null;
      if (done.kind === 'move' || done.kind === 'resize')
        setSettling({ drag: done, url: frameUrl, origins: origins.current });
    }
    // Only a drag's start and end matter here; the layers and frame of those moments are kept.
  }, [drag]);
  useEffect(() => {
    if (settling && current && frameUrl !== settling.url) setSettling(null);
  }, [settling, current, frameUrl]);
  useEffect(() => {
    if (!settling) return;
    const timer = setTimeout(() => setSettling(null), 4000);
    return () => clearTimeout(timer);
  }, [settling]);

  const carrying = drag ?? settling?.drag ?? null;
  const carryOf = (layer: StageLayer): Carry | null => {
    if (!carrying || (carrying.kind !== 'move' && carrying.kind !== 'resize')) return null;
    const moving = carrying.kind === 'move' ? carrying.layers.includes(layer.index) : carrying.index === layer.index;
    const url = settling && !drag ? settling.url : frameUrl;
    if (!moving || !url) return null;
    const origin = toScreen((settling && !drag ? settling.origins.get(layer.index) : undefined) ?? layer.box, scale);
    return { url, x: origin.x, y: origin.y, width: fitted.width, height: fitted.height };
  };

  const one = selected.length === 1 ? layers[selected[0] as number] : undefined;
  const oneBox = one && toScreen(shownBox(one, drag), scale);
  const editedText = editing === null ? null : props.textOf(editing);
  const editedLayer = editing === null ? undefined : layers[editing];
  return (
    <section
      ref={pane}
      className="rf-stage"
      aria-label="Stage"
      data-stage-pane
      onPointerDownCapture={onPointerDownCapture}
      {...bind()}
    >
      <div
        ref={frame}
        className="rf-stage-frame"
        style={{ width: fitted.width, height: fitted.height }}
        onDragOver={(event) => props.accepts(event.dataTransfer) && event.preventDefault()}
        onDrop={(event) => {
          if (!props.accepts(event.dataTransfer)) return;
          event.preventDefault();
          props.onDrop(event.dataTransfer, pointAt(event.clientX, event.clientY));
        }}
      >
        {frameUrl ? (
          <img className="rf-stage-image" src={frameUrl} alt={props.frameAlt} draggable={false} />
        ) : (
          <p className="rf-stage-wait">Drawing the frame…</p>
        )}
        <video ref={props.video} className="rf-stage-video" hidden={!props.playing} muted={false} playsInline />
        {layers.map((layer) => {
          const box = toScreen(shownBox(layer, drag), scale);
          return (
            <StageLayerBox
              key={layer.index}
              index={layer.index}
              name={layer.name}
              kind={layer.kind}
              x={box.x}
              y={box.y}
              w={box.w}
              h={box.h}
              rotation={layer.rotation}
              selected={selected.includes(layer.index)}
              visible={layer.visible}
              badge={layer.badge}
              carry={carryOf(layer)}
              onSelect={onBoxSelect}
              onEditText={setEditing}
              onKeyDown={onBoxKey}
            />
          );
        })}
        {one && oneBox && !props.playing && (
          <StageHandles
            box={oneBox}
            name={one.name}
            onNudge={(handle: Handle, dx, dy) => props.onResize(one.index, resizeBox(one.box, handle, dx, dy))}
          />
        )}
        {props.motion && !props.playing && (
          <MotionPath {...props.motion} scale={scale} moving={drag?.kind === 'keyframe' ? drag : null} />
        )}
        {(drag?.kind === 'move' || drag?.kind === 'resize' ? drag.guides : []).map((guide) => (
          <div
            key={`${guide.axis}${guide.at}`}
            className="rf-stage-guide"
            data-axis={guide.axis}
            style={guide.axis === 'x' ? { left: guide.at * scale } : { top: guide.at * scale }}
            aria-hidden="true"
          />
        ))}
        {drag?.kind === 'marquee' && (
          <div className="rf-stage-marquee" style={{ ...boxStyle(toScreen(drag.rect, scale)) }} aria-hidden="true" />
        )}
        {editing !== null && editedText && editedLayer && (
          <TextInPlace
            box={toScreen(editedLayer.box, scale)}
            text={editedText.text}
            fontSize={editedText.size * scale}
            onDone={(text) => {
              setEditing(null);
              if (text !== null && text !== editedText.text) props.onText(editing, text);
            }}
          />
        )}
      </div>
    </section>
  );
}

const boxStyle = (box: Box) => ({ left: box.x, top: box.y, width: box.w, height: box.h });
