export * from './api.js';
// renderMovie, renderHls, movieStructure, resolveVariables, planMovie, buildFfmpegArgs are added by the renderer.
