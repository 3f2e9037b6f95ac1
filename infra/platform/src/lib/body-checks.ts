import { templateProblemsMessage } from '@reelforge/model';
import { templateFormat, xmlToMovie } from '@reelforge/sdl/xml';
import type { CompdataFormat } from '../repositories/compdata.ts';
import { jsonBoundsProblem, type JsonBounds } from './json-bounds.ts';

/** Work on a request body's text that takes time in proportion to its size: run on a body worker when the text is big. */
export type BodyCheck = { kind: 'json'; bytes: Uint8Array; bounds: JsonBounds } | { kind: 'template'; bytes: Uint8Array };

/** A JSON check answers the problem (or none); a template check its format or its problems. */
export interface BodyCheckResult {
  problem?: string;
  format?: CompdataFormat;
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

export function runBodyCheck(check: BodyCheck): BodyCheckResult {
  if (check.kind === 'json') return { problem: jsonBoundsProblem(check.bytes, check.bounds) };
  return readTemplateFormat(new TextDecoder().decode(check.bytes));
}
