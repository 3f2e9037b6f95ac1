import { MOVIE_PROTO_TEXT } from './generated/movie-proto.js';

/**
 * The scene description language: one movie as a protobuf message, written in
 * movie.proto next to this file. The console, the platform and the renderer read this one
 * definition; the platform also serves it as
 * /sdl/movie.proto, the movie and preview message definitions.
 *
 * Conventions:
 * - Times are frames of the movie's frame rate. A layer's `duration` of 0 lasts to the
 *   end of its scene; an audio track's `duration` of 0 lasts to the end of its source.
 * - Fields marked optional have a meaningful default other than proto3's zero (opacity 1,
 *   volume 1, ...); unset means that default.
 * - `bindings` map a field name of the message that holds them (for example "text",
 *   "asset", "color", "length", "x") to the key of a variable that supplies its value.
 */
export const MOVIE_PROTO = MOVIE_PROTO_TEXT;
