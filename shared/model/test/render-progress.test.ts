import { describe, expect, it } from 'vitest';
import { isRenderFinished, RENDER_POLL_MS, renderPercent } from '../src/index.js';

describe('render progress', () => {
  it('is polled every 500 ms', () => expect(RENDER_POLL_MS).toBe(500));
  it('shows the fraction as a percentage', () =>
    expect(renderPercent({ state: 'rendering', progress: 0.426 })).toBe(43));
  it('is full once done, whatever the last fraction said', () =>
    expect(renderPercent({ state: 'done', progress: 0.9 })).toBe(100));
  it('stays between 0 and 100', () => {
    expect(renderPercent({ state: 'rendering', progress: 1.5 })).toBe(100);
    expect(renderPercent({ state: 'queued', progress: -1 })).toBe(0);
    expect(renderPercent({ state: 'queued', progress: Number.NaN })).toBe(0);
  });
  it('is finished when done or failed', () => {
    expect(isRenderFinished({ state: 'done', progress: 1 })).toBe(true);
    expect(isRenderFinished({ state: 'failed', progress: 0.2 })).toBe(true);
    expect(isRenderFinished({ state: 'rendering', progress: 0.2 })).toBe(false);
  });
});
