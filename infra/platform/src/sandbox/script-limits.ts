/**
 * The bounds of one script in the sandbox and how a script that reached one is told
 * (docs/scripts.md "Limits"). Pure: the sandbox and its worker thread apply them.
 */
import {
  DEFAULT_JSON_BOUNDS,
  jsonBoundsProblem,
  MOVIE_BODY_LIMIT_BYTES,
  MOVIE_JSON_BOUNDS,
  type JsonBounds,
} from '../lib/json-bounds.ts';

/** Running time of one script (prerenderTimeoutMs). */
export const DEFAULT_SCRIPT_TIMEOUT_MS = 1_000;
/** Memory a script may take beyond the engine's own (prerenderMemoryBytes). */
export const DEFAULT_SCRIPT_MEMORY_BYTES = 32 * 1024 * 1024;
/** The engine's stack: how deep a script may nest its calls. */
export const SCRIPT_STACK_BYTES = 512 * 1024;
/**
 * Past a script's time limit, the worker thread it runs on is terminated: a script stuck
 * inside one built-in (a sort of 2³² - 1 elements) never reaches the engine's own
 * deadline check. The margin covers handing the result back.
 */
export const WATCHDOG_MARGIN_MS = 200;
/**
 * A returned movie is a movie: the bounds of a movie sent in a request (lib/json-bounds.ts),
 * its UTF-8 bytes and its items, checked before the event loop parses it.
 */
export const MAX_SCRIPT_OUTPUT_BYTES = MOVIE_BODY_LIMIT_BYTES;
export const SCRIPT_OUTPUT_JSON_BOUNDS: JsonBounds = { ...DEFAULT_JSON_BOUNDS, ...MOVIE_JSON_BOUNDS };

/** `output`: the returned movie is larger than MAX_SCRIPT_OUTPUT_BYTES. */
export type ScriptLimit = 'time' | 'memory' | 'stack' | 'output';

export interface ScriptLimits {
  timeoutMs: number;
  memoryBytes: number;
}

/** When the watchdog ends a script that has not answered: its limit plus the margin. */
export const watchdogMs = (timeoutMs: number): number => timeoutMs + WATCHDOG_MARGIN_MS;

/** 33554432 -> "32 MiB", 524288 -> "512 KiB". */
function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/** What a script that reached `limit` is answered: the limit and its bound. */
export function limitMessage(limit: ScriptLimit, limits: ScriptLimits): string {
  switch (limit) {
    case 'time':
      return `The script ran longer than ${limits.timeoutMs} ms`;
    case 'memory':
      return `The script ran out of memory: it may take at most ${sizeText(limits.memoryBytes)}`;
    case 'stack':
      return `The script nested its calls too deeply: its stack is at most ${sizeText(SCRIPT_STACK_BYTES)}`;
    case 'output':
      return OUTPUT_TOO_LARGE;
  }
}

const OUTPUT_TOO_LARGE =
  `The script returned a movie larger than ${sizeText(MAX_SCRIPT_OUTPUT_BYTES)}, a ` + `movie's limit`;

/**
 * Why the movie a script returned (its JSON as UTF-8, from the worker) is not one the platform
 * takes, or undefined: larger than a movie may be, or more items or depth than one has.
 */
export function returnedMovieProblem(json: Uint8Array): string | undefined {
  if (json.length > MAX_SCRIPT_OUTPUT_BYTES) return OUTPUT_TOO_LARGE;
  const problem = jsonBoundsProblem(json, SCRIPT_OUTPUT_JSON_BOUNDS);
  return problem && `${problem.replace(/^The JSON body/, 'The movie the script returned')}, a movie's limit`;
}

/**
 * Worker threads scripts run on (SCRIPT_WORKERS) by default: one per core, at least two
 * (so one user's scripts never hold them all, see prerender-sandbox.ts), at most eight.
 */
export const defaultScriptWorkers = (cores: number): number => Math.min(8, Math.max(2, cores));
