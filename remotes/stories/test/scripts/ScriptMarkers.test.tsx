import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CodeProblem } from '@reelforge/ui/code-editor';
import { leaveArea } from '@reelforge/ui/testing';
import { BASE, projectWithScripts, scriptsArea } from './scripts-area.js';

// A stand-in for monaco: it records the markers the editor is given and lets the test type.
const editor = vi.hoisted(() => ({ markers: [] as CodeProblem[][], type: (_text: string) => {}, language: '' }));
vi.mock('../../../../shared/ui/src/primitives/code-editor/load.js', () => ({
  loadCodeEditor:
    async () =>
    (_element: HTMLElement, _value: string, options: { language: string }, onChange: (value: string) => void) => {
      editor.language = options.language;
      editor.type = onChange;
      return { showProblems: (problems: CodeProblem[]) => editor.markers.push([...problems]), dispose: () => {} };
    },
}));

afterEach(leaveArea);

describe('the script editor in monaco', () => {
  it('edits JavaScript and shows each lint problem as a marker at its line and column', async () => {
    projectWithScripts([{ name: 'titles', src: 'function prerender(movie) { movie.a = 1; }', sdk: 'api' }]);
    scriptsArea(`${BASE}/titles`);
    await waitFor(() => expect(editor.language).toBe('javascript'));
    await waitFor(() => expect(editor.markers.at(-1)).toEqual([]));
    editor.type('const a = (1;');
    await waitFor(() => expect(editor.markers.at(-1)).toEqual([{ line: 1, column: 13, message: 'Unexpected token' }]));
    expect(screen.getByRole('list', { name: 'Script problems' }).textContent).toBe(
      'Line 1, column 13: Unexpected token',
    );
    editor.type('const a = (1);');
    await waitFor(() => expect(editor.markers.at(-1)).toEqual([]));
  });
});
