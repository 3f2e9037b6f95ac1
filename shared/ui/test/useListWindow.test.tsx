import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useListWindow, type ListWindowOptions } from '../src/primitives/lists.js';

// The rows a long list renders (docs/reference.md §9) and when it asks for the next page (docs/paging.md).

function windowOf(total: number, options: ListWindowOptions = {}) {
  return renderHook(({ total, options }) => useListWindow(total, options), { initialProps: { total, options } });
}

describe('the rows a long list renders', () => {
  it('are 200 at first, then 20 more each time the end comes within 200 px', () => {
    const view = windowOf(1000);
    expect(view.result.current.shown).toBe(200);
    act(() => view.result.current.onScrollDistance(500));
    expect(view.result.current.shown).toBe(200);
    act(() => view.result.current.onScrollDistance(150));
    expect(view.result.current.shown).toBe(220);
  });

  it('stay where they were when rows come or go, and start again for a new search', () => {
    const view = windowOf(1000, { resetKey: '' });
    for (let i = 0; i < 5; i++) act(() => view.result.current.onScrollDistance(0));
    expect(view.result.current.shown).toBe(300);
    view.rerender({ total: 1001, options: { resetKey: '' } });
    expect(view.result.current.shown).toBe(300);
    view.rerender({ total: 250, options: { resetKey: '' } });
    expect(view.result.current.shown).toBe(250);
    view.rerender({ total: 250, options: { resetKey: 'clip' } });
    expect(view.result.current.shown).toBe(200);
  });

  it('ask for the next page only once every loaded row is shown and the end is in reach, and show its first rows', () => {
    const loadMore = vi.fn();
    const options = { hasMore: true, loadMore };
    const view = windowOf(210, options);
    expect(loadMore).not.toHaveBeenCalled();
    act(() => view.result.current.onScrollDistance(0));
    expect(view.result.current.shown).toBe(210);
    expect(loadMore).toHaveBeenCalledTimes(1);
    view.rerender({ total: 215, options: { hasMore: false, loadMore } });
    expect(view.result.current.shown).toBe(215);
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('do not ask while a page is being read or none is left, but read on when every item is needed', () => {
    const loadMore = vi.fn();
    const view = windowOf(100, { hasMore: true, loadingMore: true, loadMore });
    act(() => view.result.current.onScrollDistance(0));
    expect(loadMore).not.toHaveBeenCalled();
    view.rerender({ total: 100, options: { hasMore: false, loadingMore: false, loadMore } });
    expect(loadMore).not.toHaveBeenCalled();
    const searching = windowOf(1000, { hasMore: true, loadMore, needAll: true });
    expect(searching.result.current.shown).toBe(200);
    expect(loadMore).toHaveBeenCalledTimes(1);
  });
});
