import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { SplitPane, SPLITTER_STORAGE_KEY } from '../src/primitives/SplitPane.js';

const panes = (area: string, detail: { backTo: string; backLabel: string } | null = null) => (
  <MemoryRouter>
    <SplitPane area={area} left={<p>The list</p>} right={<p>The detail</p>} detail={detail} />
  </MemoryRouter>
);

/** Lays the page out `width` pixels wide (happy-dom has no layout of its own). */
const pageWidth = (width: number) => vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('SplitPane', () => {
  it('starts at 550 and keeps each page’s position apart', () => {
    const { unmount } = render(panes('movies'));
    const splitter = screen.getByRole('separator', { name: 'Resize panes' });
    expect(splitter.getAttribute('aria-valuenow')).toBe('550');
    fireEvent.keyDown(splitter, { key: 'ArrowRight' });
    expect(splitter.getAttribute('aria-valuenow')).toBe('570');
    unmount();

    render(panes('batch'));
    expect(screen.getByRole('separator').getAttribute('aria-valuenow')).toBe('550');
    expect(localStorage.getItem(`${SPLITTER_STORAGE_KEY}.movies`)).toBe('570');
  });

  it('starts from the position kept for all pages before each page had its own', () => {
    localStorage.setItem(SPLITTER_STORAGE_KEY, '700');
    render(panes('videos'));
    expect(screen.getByRole('separator').getAttribute('aria-valuenow')).toBe('700');
  });

  it('holds the splitter inside the page so the detail keeps its minimum', () => {
    pageWidth(824);
    render(panes('movies'));
    expect(screen.getByRole('separator').getAttribute('aria-valuenow')).toBe(String(824 - 6 - 420));
  });

  it('on a narrow page shows the list alone while nothing is open', () => {
    pageWidth(390);
    render(panes('movies'));
    expect(screen.queryByRole('separator')).toBeNull();
    expect(screen.getByText('The list').closest('[hidden]')).toBeNull();
    expect(screen.getByText('The detail').closest('[hidden]')).not.toBeNull();
  });

  it('on a narrow page shows what is open alone, with a link back to the list', () => {
    pageWidth(390);
    render(panes('movies', { backTo: '/projects/eu-west-1/p1/movies', backLabel: 'Back to movies' }));
    expect(screen.getByText('The detail').closest('[hidden]')).toBeNull();
    expect(screen.getByText('The list').closest('[hidden]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to movies' }).getAttribute('href')).toBe(
      '/projects/eu-west-1/p1/movies',
    );
  });
});
