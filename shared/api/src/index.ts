export * from './http.js';
export * from './accounts-client.js';
export * from './region-client.js';
export * from './projects-across-regions.js';
export * from './config-client.js';
export * from './api.js';
export * from './upload.js';
export * from './assets-client.js';
