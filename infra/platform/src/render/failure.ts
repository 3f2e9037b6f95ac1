import path from 'node:path';
import { messageOf } from '@reelforge/model';
import { RenderError } from '@reelforge/renderer';
import { HttpError } from '../lib/http-errors.ts';
import type { NewErrorLogEntry } from './render-session-store.ts';

/** A render that did not succeed, as the caller sees it: 400 for input, else 5xx naming the session. */
export class RenderFailure extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly sessionId: string,
  ) {
    super(statusCode, message, true);
    this.name = 'RenderFailure';
  }
}

/** The scenes of what was rendered, a movie's or a story's: only their names are read. */
export type NamedScenes = readonly { name?: string | undefined }[] | undefined;

function sceneLabel(scenes: NamedScenes, scene: number): string {
  const name = scenes?.[scene]?.name;
  return name ? `Scene ${scene + 1} "${name}"` : `Scene ${scene + 1}`;
}

/**
 * The renderer's message with where it happened (`Scene 2 "Outro", frame 57`) added
 * as far as the message does not already say so.
 */
export function withLocation(
  message: string,
  scenes: NamedScenes,
  scene: number | undefined,
  frame: number | undefined,
): string {
  const lower = message.toLowerCase();
  const missing: string[] = [];
  if (scene !== undefined) {
    const label = sceneLabel(scenes, scene);
    if (!lower.includes(label.toLowerCase())) missing.push(label);
  }
  if (frame !== undefined && !lower.includes(`frame ${frame}`)) missing.push(`frame ${frame}`);
  return missing.length ? `${message} (${missing.join(', ')})` : message;
}

/** Server paths say nothing to a user and something to an attacker: drop the data folder's part. */
export function scrubPaths(message: string, dataDir: string): string {
  return (
    message
      .split(path.resolve(dataDir))
      .join('')
      // An asset's file, or its local copy when the project's files are in a bucket.
      .replace(/\/?blobs\/[a-z0-9-]+\/[0-9a-f]{32}\/(?:userdata\/|\.cache\/files\/[0-9a-f]{32}\/[0-9a-f]{16}\/)?/g, '')
  );
}

export interface FailedRender {
  error: unknown;
  /** The scenes of the movie or story, for where an error happened. */
  scenes: NamedScenes;
  /** What was rendered, as the error log names it: `movie "promo"`, `story "Welcome"`, or '' when sent inline. */
  subject: string;
  sessionId: string;
  /** What was rendered, e.g. "mp4" or "png frame 3". */
  rendering: string;
  timedOut: boolean;
  timeoutMs: number;
  dataDir: string;
  /** Why the render was stopped on purpose (its requester went away, or a cancel call), if it was. */
  cancelled?: string;
}

export interface FailureReport {
  /** What the caller is answered. */
  failure: RenderFailure;
  /** What the session's error log keeps. */
  entry: NewErrorLogEntry;
  /** Whose fault: input, ffmpeg, aborted, timeout, cancelled or internal. */
  kind: string;
}

/**
 * How a failed render is answered and logged: an input error is the caller's to fix and
 * is told in full (400, naming scene and frame); anything else is answered with the session
 * id only (500, 504 for a timeout, 409 for a render cancelled on purpose) and its details go to the
 * session's error log.
 */
export function describeFailure(failed: FailedRender): FailureReport {
  const { error, scenes, sessionId } = failed;
  const renderError = error instanceof RenderError ? error : undefined;
  const scene = renderError?.scene;
  const frame = renderError?.frame;
  const detail = scrubPaths(messageOf(error), failed.dataDir);
  let kind: string;
  let failure: RenderFailure;
  let message = detail;
  if (failed.cancelled !== undefined) {
    kind = 'cancelled';
    failure = new RenderFailure(409, `The render was cancelled: ${failed.cancelled} (session ${sessionId})`, sessionId);
    message = `Cancelled: ${failed.cancelled}`;
  } else if (failed.timedOut) {
    kind = 'timeout';
    const seconds = Math.round(failed.timeoutMs / 1000);
    failure = new RenderFailure(504, `Render timed out after ${seconds} s (session ${sessionId})`, sessionId);
    message = `Timed out after ${failed.timeoutMs} ms: ${detail}`;
  } else if (renderError?.kind === 'input') {
    kind = 'input';
    failure = new RenderFailure(400, withLocation(detail, scenes, scene, frame), sessionId);
    message = failure.message;
  } else {
    kind = renderError?.kind ?? 'internal';
    failure = new RenderFailure(500, `Render failed (session ${sessionId})`, sessionId);
  }
  const entry: NewErrorLogEntry = {
    message,
    scenes: scene === undefined ? [] : [scenes?.[scene]?.name || `Scene ${scene + 1}`],
    // The kind first: the status call reads it to tell input errors (shown) from others.
    context: `${kind} error rendering ${failed.rendering}${failed.subject ? ` of ${failed.subject}` : ''}`,
    frame: frame ?? null,
  };
  return { failure, entry, kind };
}
