/** Frames of a movie's timeline (docs/reference.md §9 poster and preview frames; the scene description's overlaps). */
import { POSTER_FRAME } from './asset-list.js';

/** The parts of a scene that decide where it sits on the timeline. */
export interface TimedScene {
  length?: number;
  transition?: { type?: string; duration?: number };
}

/** A scene's transition overlaps the previous scene by its duration; the first scene has none. */
export function transitionOverlap(scene: TimedScene, index: number): number {
  if (index === 0) return 0;
  const type = scene.transition?.type;
  if (!type || type === 'NONE') return 0;
  return Math.min(Math.max(0, scene.transition?.duration ?? 0), Math.max(0, scene.length ?? 0));
}

/** The first frame of each scene in the movie. */
export function sceneStarts(scenes: readonly TimedScene[] = []): number[] {
  const starts: number[] = [];
  let at = 0;
  scenes.forEach((scene, index) => {
    at -= transitionOverlap(scene, index);
    at = Math.max(0, at);
    starts.push(at);
    at += Math.max(0, scene.length ?? 0);
  });
  return starts;
}

/** How many frames the movie has: its scenes end to end, less the transitions' overlaps. */
export function movieFrameCount(scenes: readonly TimedScene[] = []): number {
  const starts = sceneStarts(scenes);
  return scenes.reduce((end, scene, index) => Math.max(end, (starts[index] ?? 0) + Math.max(0, scene.length ?? 0)), 0);
}

/** The frame a movie's thumbnail shows: the poster frame, or the first frame of a movie too short for it. */
export function posterFrame(frames: number): number {
  return frames > POSTER_FRAME ? POSTER_FRAME : 0;
}

/** A frame number the user typed, kept inside the movie. */
export function clampFrame(frame: number, frames: number): number {
  if (!Number.isFinite(frame)) return 0;
  return Math.min(Math.max(0, Math.round(frame)), Math.max(0, frames - 1));
}
