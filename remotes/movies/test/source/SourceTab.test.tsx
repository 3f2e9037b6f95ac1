import { afterEach, describe, expect, it, vi } from 'vitest';
import { blankMovie } from '@reelforge/sdl';
import { SourceTab } from '../../src/source/SourceTab.js';
import { byLabel, byRole, cleanup, fill, queryRole, render, waitFor } from '../dom.js';
import { WithMovie, type Watched } from '../tab-props.js';

// monaco-editor does not run in happy-dom; the tab then offers a plain text area, which these tests drive.
vi.mock('../../src/source/load-editor.js', () => ({ loadCodeEditor: () => Promise.reject(new Error('no monaco here')) }));

afterEach(cleanup);

async function open() {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const watched = {} as Watched;
  const page = await render(<WithMovie tab={SourceTab} watched={watched} />);
  const source = await waitFor(() => byLabel<HTMLTextAreaElement>(page, 'Movie source'));
  return { page, watched, source };
}

describe('the source tab', () => {
  it('shows the movie as JSON', async () => {
    const { source } = await open();
    expect(JSON.parse(source.value)).toEqual(blankMovie());
  });

  it('applies valid JSON to the working copy', async () => {
    const { page, watched, source } = await open();
    const edited = { ...blankMovie(), variables: [{ key: 'title', value: 'x' }] };
    await fill(source, JSON.stringify(edited));
    expect(watched.current).toEqual(edited);
    expect(queryRole(page, 'alert')).toBeNull();
  });

  it('does not apply invalid JSON, and says why', async () => {
    const { page, watched, source } = await open();
    await fill(source, '{ "scenes": [');
    expect(byRole(page, 'alert').textContent).toMatch(/^Not applied: The source is not valid JSON/);
    expect(watched.current).toEqual(blankMovie());
  });

  it('does not apply a field the movie does not have', async () => {
    const { page, watched, source } = await open();
    await fill(source, '{ "scenes": [{ "lenght": 5 }] }');
    expect(byRole(page, 'alert').textContent).toContain('lenght');
    expect(watched.current).toEqual(blankMovie());
  });
});
