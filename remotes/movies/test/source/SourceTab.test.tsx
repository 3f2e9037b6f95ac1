import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { blankMovie } from '@reelforge/sdl';
import { renderInConsole, repaste } from '@reelforge/ui/testing';
import { SourceTab } from '../../src/source/SourceTab.js';
import { WithMovie, type Watched } from '../tab-props.js';

// monaco-editor does not run in happy-dom; the tab then offers a plain text area, which these tests drive.
vi.mock('@reelforge/ui/code-editor', () => ({ loadCodeEditor: () => Promise.reject(new Error('no monaco here')) }));

async function open() {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const watched = {} as Watched;
  renderInConsole(<WithMovie tab={SourceTab} watched={watched} />);
  const source = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Movie source' });
  return { watched, source };
}

describe('the source tab', () => {
  it('shows the movie as JSON', async () => {
    const { source } = await open();
    expect(JSON.parse(source.value)).toEqual(blankMovie());
  });

  it('applies valid JSON to the working copy', async () => {
    const { watched, source } = await open();
    const edited = { ...blankMovie(), variables: [{ key: 'title', value: 'x' }] };
    await repaste(source, JSON.stringify(edited));
    expect(watched.current).toEqual(edited);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not apply invalid JSON, and says why', async () => {
    const { watched, source } = await open();
    await repaste(source, '{ "scenes": [');
    expect(screen.getByRole('alert').textContent).toMatch(/^Not applied: The source is not valid JSON/);
    expect(watched.current).toEqual(blankMovie());
  });

  it('does not apply a field the movie does not have', async () => {
    const { watched, source } = await open();
    await repaste(source, '{ "scenes": [{ "lenght": 5 }] }');
    expect(screen.getByRole('alert').textContent).toContain('lenght');
    expect(watched.current).toEqual(blankMovie());
  });

  it('shows the working copy anew when it changes elsewhere (an undo), not after its own edits', async () => {
    const { watched, source } = await open();
    const typed = { ...blankMovie(), variables: [{ key: 'typed', value: 'x' }] };
    await repaste(source, JSON.stringify(typed));
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Movie source' });
    expect(field).toBe(source);
    expect(field.value).toBe(JSON.stringify(typed));
    act(() => watched.set?.(blankMovie()));
    const shown = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Movie source' });
    expect(JSON.parse(shown.value)).toEqual(blankMovie());
  });
});
