import { describe, expect, it, vi } from 'vitest';
import type { MouseEvent } from 'react';
import { isMetaClick, onRightClick } from '../src/primitives/input-helpers.js';

describe('input helpers', () => {
  it('treat Cmd- and Ctrl-click as adding to a selection', () => {
    expect(isMetaClick({ metaKey: true, ctrlKey: false })).toBe(true);
    expect(isMetaClick({ metaKey: false, ctrlKey: true })).toBe(true);
    expect(isMetaClick({ metaKey: false, ctrlKey: false })).toBe(false);
  });

  it('give a right-click to the handler instead of the browser menu', () => {
    const handler = vi.fn();
    const preventDefault = vi.fn();
    const event = { preventDefault } as unknown as MouseEvent<Element>;
    onRightClick(handler)(event);
    expect(preventDefault).toHaveBeenCalled();
    expect(handler).toHaveBeenCalledWith(event);
  });
});
