// Test plumbing of the console's component tests (docs/testing.md). Never imported by application code.
export { endSession, leaveArea, renderInConsole } from './console.js';
export { renderComponent } from './component.js';
export { TestServerState } from './server-state.js';
export { pick, repaste, retype } from './typing.js';
export { scrollToEnd } from './scroll.js';
