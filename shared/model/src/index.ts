export * from './entities.js';
export * from './constants.js';
export * from './parse-input.js';
export * from './region-errors.js';
export * from './projects.js';
export * from './routing.js';
export * from './hosts.js';
