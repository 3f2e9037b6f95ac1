export * from './types.js';
export * from './codec.js';
export { MOVIE_PROTO } from './movie-proto.js';
export { blankMovie } from './blank.js';
