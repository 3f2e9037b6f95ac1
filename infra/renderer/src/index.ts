export * from './api.js';
export { renderMovie, renderHls } from './render.js';
export { movieStructure } from './structure.js';
export { resolveVariables, type DatasourceTable, type ResolvedVariables, type VariableInput } from './variables.js';
export { planMovie, type PlanOptions } from './plan.js';
export { buildFfmpegArgs, DEFAULT_FONT, type BuildOptions } from './args.js';
export type * from './plan-types.js';
