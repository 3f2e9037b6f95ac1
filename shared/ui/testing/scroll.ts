import { fireEvent } from '@testing-library/react';

/**
 * Scrolls a VirtualList (found by its list role) to its end, as a person dragging to the bottom
 * would: jsdom lays nothing out, so the viewport is given the sizes a browser would report.
 */
export function scrollToEnd(list: HTMLElement, viewportHeight = 480): void {
  const viewport = list.parentElement;
  if (!viewport) throw new Error('The list has no scrolling viewport');
  const contentHeight = Number.parseFloat(list.style.height) || 0;
  const sizes = {
    scrollHeight: contentHeight,
    clientHeight: viewportHeight,
    scrollTop: Math.max(0, contentHeight - viewportHeight),
  };
  for (const [name, value] of Object.entries(sizes))
    Object.defineProperty(viewport, name, { configurable: true, get: () => value });
  fireEvent.scroll(viewport);
}
