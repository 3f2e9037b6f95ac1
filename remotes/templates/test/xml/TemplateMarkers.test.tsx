import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CodeProblem } from '@reelforge/ui/code-editor';
import { leaveArea } from '@reelforge/ui/testing';
import { BASE, GREETING, projectWithTemplates, templatesArea } from './templates-area.js';

// A stand-in for monaco: it records the markers the editor is given and lets the test type.
const editor = vi.hoisted(() => ({
  markers: [] as CodeProblem[][],
  type: (_text: string) => {},
  language: '',
  value: '',
}));
vi.mock('../../../../shared/ui/src/primitives/code-editor/load.js', () => ({
  loadCodeEditor:
    async () =>
    (_element: HTMLElement, value: string, options: { language: string }, onChange: (value: string) => void) => {
      editor.language = options.language;
      editor.value = value;
      editor.type = onChange;
      return { showProblems: (problems: CodeProblem[]) => editor.markers.push([...problems]), dispose: () => {} };
    },
}));

afterEach(() => {
  leaveArea();
  Object.assign(editor, { markers: [], language: '', value: '' });
});

describe('the template editor in monaco', () => {
  it('edits XML and shows each problem as a marker at its line and column, as listed under the editor', async () => {
    projectWithTemplates({ greeting: GREETING });
    templatesArea(`${BASE}/greeting`);
    await waitFor(() => expect(editor.language).toBe('xml'));
    expect(editor.value).toBe(GREETING);
    await waitFor(() => expect(editor.markers.at(-1)).toEqual([]));
    editor.type('<movie>\n  <scene length="x"/>\n  <layr/>\n</movie>');
    await waitFor(() => expect(editor.markers.at(-1)?.length).toBeGreaterThan(0));
    const markers = editor.markers.at(-1) ?? [];
    expect(markers.every((m) => m.line >= 2 && m.column >= 1 && m.message.length > 0)).toBe(true);
    expect(screen.getByRole('list', { name: 'Template problems' }).textContent).toBe(
      markers.map((m) => `line ${m.line}, column ${m.column}: ${m.message}`).join(''),
    );
    editor.type('<movie>\n  <scene length="10"/>\n</movie>');
    await waitFor(() => expect(editor.markers.at(-1)).toEqual([]));
    expect(screen.getByText('No problems found.')).toBeTruthy();
  });

  it('shows an unclosed element where the reader finds it', async () => {
    projectWithTemplates({ greeting: GREETING });
    templatesArea(`${BASE}/greeting`);
    await waitFor(() => expect(editor.language).toBe('xml'));
    editor.type('<movie>\n  <scene length="10">\n</movie>');
    await waitFor(() => expect(editor.markers.at(-1)).toHaveLength(1));
    expect(editor.markers.at(-1)?.[0]?.line).toBe(3);
  });
});
