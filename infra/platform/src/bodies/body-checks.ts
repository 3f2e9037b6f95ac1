import { templateProblemsMessage } from '@reelforge/model';
import type { Movie } from '@reelforge/sdl';
import { templateFormat, xmlToMovie } from '@reelforge/sdl/xml';
import type { CompdataTable } from '../db/schema.ts';

/** A template's frame: the composition row's size and rate (compositions/compdata-store.ts). */
type CompdataFormat = Pick<CompdataTable, 'width' | 'height' | 'fps'>;
import { readBatchTasks, type BodyValidation, type ReadBatchTasks } from './batch-tasks-body.ts';
import { jsonBoundsProblem, type JsonBounds } from '../lib/json-bounds.ts';
import { movieTransfers, readMovie, type ReadMovie } from './movie-body.ts';
import { readRenderRequest, type ReadRenderRequest } from './render-request-body.ts';
import { readTrackVersion, trackVersionTransfers, type ReadTrackVersion } from './track-version-body.ts';

/**
 * Work that takes time in proportion to a text's size: run on a body worker when the text is
 * big. `template` reads an XML template's format (a save), `movie` its whole movie (a render);
 * `batch-tasks` reads a whole batch upload (bodies/batch-tasks-body.ts), `track-version` a
 * tracking version's PUT (bodies/track-version-body.ts), `movie-save` a movie's PUT in its JSON
 * form or (`binary`) its message (bodies/movie-body.ts), `render-request` a render call's body
 * (bodies/render-request-body.ts).
 */
export type BodyCheck =
  | { kind: 'json'; bytes: Uint8Array; bounds: JsonBounds }
  | { kind: 'batch-tasks'; bytes: Uint8Array; bounds: JsonBounds }
  | { kind: 'track-version'; bytes: Uint8Array; bounds: JsonBounds }
  | { kind: 'movie-save'; bytes: Uint8Array; bounds: JsonBounds; binary?: boolean }
  | { kind: 'render-request'; bytes: Uint8Array; bounds: JsonBounds }
  | { kind: 'template'; bytes: Uint8Array }
  | { kind: 'movie'; bytes: Uint8Array };

/** A JSON check answers the problem (or none); a template check its format, or movie, or its problems. */
export interface BodyCheckResult {
  problem?: string;
  format?: CompdataFormat;
  movie?: Movie;
  /** A batch upload that passed, read; or the schema's errors of one that did not. */
  batchTasks?: ReadBatchTasks;
  /** A tracking version's PUT that passed its schema, read. */
  trackVersion?: ReadTrackVersion;
  /** A movie's PUT that passed its checks, encoded as it is stored. */
  savedMovie?: ReadMovie;
  /** A render call's body that passed its schema, read. */
  renderRequest?: ReadRenderRequest;
  validation?: BodyValidation;
  /** The body's bytes, when they were moved to a worker and back: the caller's own are then empty. */
  bytes?: Uint8Array;
}

/**
 * The size and frame rate of an XML template's text, read by xmlToMovie of @reelforge/sdl/xml
 * (defaults 640x360 at 25/1, docs/reference.md §9), or the sentence naming each problem's
 * line and column.
 */
export function readTemplateFormat(text: string): { format: CompdataFormat } | { problem: string } {
  const read = xmlToMovie(text);
  if ('errors' in read) return { problem: templateProblemsMessage(read.errors) };
  return { format: templateFormat(read.movie) };
}

/** The movie an XML template's text says, or the sentence naming each problem's line and column. */
export function readTemplateMovie(text: string): { movie: Movie } | { problem: string } {
  const read = xmlToMovie(text);
  return 'errors' in read ? { problem: templateProblemsMessage(read.errors) } : { movie: read.movie };
}

export function runBodyCheck(check: BodyCheck): BodyCheckResult {
  if (check.kind === 'json') return { problem: jsonBoundsProblem(check.bytes, check.bounds) };
  if (check.kind === 'batch-tasks') {
    const reading = readBatchTasks(check.bytes, check.bounds);
    return 'read' in reading ? { batchTasks: reading.read } : reading;
  }
  if (check.kind === 'track-version') {
    const reading = readTrackVersion(check.bytes, check.bounds);
    return 'read' in reading ? { trackVersion: reading.read } : reading;
  }
  if (check.kind === 'render-request') {
    const reading = readRenderRequest(check.bytes, check.bounds);
    return 'read' in reading ? { renderRequest: reading.read } : reading;
  }
  if (check.kind === 'movie-save') {
    const reading = readMovie(check.bytes, check.binary ? undefined : check.bounds);
    return 'read' in reading ? { savedMovie: reading.read } : reading;
  }
  const text = new TextDecoder().decode(check.bytes);
  return check.kind === 'movie' ? readTemplateMovie(text) : readTemplateFormat(text);
}

/** The memory of a result that a body worker moves back rather than copies. */
export function resultTransfers(result: BodyCheckResult): ArrayBuffer[] {
  if (result.trackVersion) return trackVersionTransfers(result.trackVersion);
  return result.savedMovie ? movieTransfers(result.savedMovie) : [];
}
