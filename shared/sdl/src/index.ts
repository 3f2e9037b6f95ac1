// The JSON-form types are generated from movie.proto (src/generated/movie-types.ts).
export * from './generated/movie-types.js';
export { layerKind, type Bindings, type LayerKind } from './layers.js';
export * from './codec.js';
export { MOVIE_PROTO } from './movie-proto.js';
export { blankMovie } from './blank.js';
