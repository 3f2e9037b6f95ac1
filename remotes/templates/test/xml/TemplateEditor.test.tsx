import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@reelforge/api';
import { xmlToMovie } from '@reelforge/sdl/xml';
import { leaveArea, repaste } from '@reelforge/ui/testing';
import { BASE, GREETING, projectWithTemplates, templatesArea } from './templates-area.js';

// monaco-editor does not run in happy-dom; the editor then offers a plain text area, which these tests drive.
// (The shared CodeSource loads monaco through its own loader, which is what is replaced.)
vi.mock('../../../../shared/ui/src/primitives/code-editor/load.js', () => ({
  loadCodeEditor: () => Promise.reject(new Error('no monaco here')),
}));

afterEach(() => {
  leaveArea();
  vi.useRealTimers();
});

const source = () => screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Template XML' });
const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;
const BROKEN = GREETING.replace('<text text="Hello"', '<txt text="Hello"');
const movieOf = (xml: string) => {
  const read = xmlToMovie(xml);
  if (!('movie' in read)) throw new Error('the test template does not read');
  return read.movie;
};

describe('the template editor', () => {
  it('lists each problem at its line and column while typing, and none once fixed', async () => {
    projectWithTemplates({ greeting: GREETING });
    templatesArea(`${BASE}/greeting`);
    expect((await source()).value).toBe(GREETING);
    expect(screen.getByText('No problems found.')).toBeTruthy();
    await repaste(await source(), BROKEN);
    const problems = screen.getByRole('list', { name: 'Template problems' });
    expect(problems.textContent).toMatch(/^line 4, column \d+: .*txt/);
    await repaste(await source(), '<movie>\n  <scene length="ten"/>\n</movie>');
    expect(screen.getByRole('list', { name: 'Template problems' }).textContent).toMatch(/^line 2, column \d+: /);
    await repaste(await source(), GREETING.replace('Hello, World', 'Hi'));
    expect(screen.queryByRole('list', { name: 'Template problems' })).toBeNull();
  });

  it('saves the text, says so, and clears the status after 5 s', async () => {
    const server = projectWithTemplates({ greeting: GREETING });
    templatesArea(`${BASE}/greeting`);
    const edited = GREETING.replace('Hello, World', 'Hi there');
    await repaste(await source(), edited);
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save template' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(save);
    const status = screen.getByRole('status', { name: 'Template save status' });
    await waitFor(() => expect(status.textContent).toBe('Saved.'));
    expect(server.stored.get('greeting')).toBe(edited);
    await waitFor(() => expect(save.disabled).toBe(true));
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(status.textContent).toBe(''));
  });

  it("shows the server's refusal with its line and column, keeping the edit", async () => {
    const refused = 'The XML template is not valid: line 5, column 7: the variable greeting is bound twice';
    projectWithTemplates(
      { greeting: GREETING },
      { compdata: { save: vi.fn(async () => Promise.reject(new ApiError(400, 'Bad Request', refused))) } },
    );
    templatesArea(`${BASE}/greeting`);
    const edited = GREETING.replace('Hello, World', 'Hi');
    await repaste(await source(), edited);
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Template save status' }).textContent).toBe(`Not saved: ${refused}`),
    );
    expect((await source()).value).toBe(edited);
  });

  it('asks "Discard changes?" before leaving unsaved edits, and leaves once they are discarded', async () => {
    projectWithTemplates({ greeting: GREETING });
    templatesArea(`${BASE}/greeting`);
    await repaste(await source(), GREETING.replace('Hello, World', 'Unsaved'));
    await userEvent.click(screen.getByRole('link', { name: 'Back to XML templates' }));
    let ask = within(await screen.findByRole('alertdialog', { name: 'Discard changes?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Keep editing' }));
    expect(window.location.pathname).toBe(`${BASE}/greeting`);
    expect((await source()).value).toContain('Unsaved');
    await userEvent.click(screen.getByRole('link', { name: 'Back to XML templates' }));
    ask = within(await screen.findByRole('alertdialog', { name: 'Discard changes?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(window.location.pathname).toBe(BASE));
  });

  it('says when the template is not in the project', async () => {
    projectWithTemplates({});
    templatesArea(`${BASE}/missing`);
    expect((await screen.findByRole('alert')).textContent).toContain('There is no template named missing.');
  });
});

describe('the Preview tab', () => {
  it('shows a frame of the movie the text says, unsaved edits included', async () => {
    const server = projectWithTemplates({ greeting: GREETING });
    templatesArea(`${BASE}/greeting`);
    const edited = GREETING.replace('Hello, World', 'Previewed');
    await repaste(await source(), edited);
    await userEvent.click(tab('Preview'));
    expect(selected()).toBe('Preview');
    expect(await screen.findByRole('img', { name: 'Preview frame of greeting' })).toBeTruthy();
    expect(server.movies.previewFrame).toHaveBeenCalledWith('p1', {
      movie: movieOf(edited),
      params: {},
      username: 'demo',
      frame: 0,
    });
    expect(screen.getByRole('button', { name: 'Preview' })).toBeTruthy();
  });

  it('returns to the Source tab with an alert when the frame fails', async () => {
    projectWithTemplates(
      { greeting: GREETING },
      { movies: { previewFrame: vi.fn(async () => Promise.reject(new Error('Preview host busy'))) } },
    );
    templatesArea(`${BASE}/greeting`);
    await source();
    await userEvent.click(tab('Preview'));
    expect((await screen.findByRole('alert')).textContent).toBe('The preview failed: Preview host busy');
    expect(selected()).toBe('Source');
    expect((await source()).value).toBe(GREETING);
  });

  it('returns to the Source tab with an alert when the HLS preview fails', async () => {
    projectWithTemplates(
      { greeting: GREETING },
      { movies: { previewStream: vi.fn(async () => Promise.reject(new Error('No preview host'))) } },
    );
    templatesArea(`${BASE}/greeting`);
    await source();
    await userEvent.click(tab('Preview'));
    await screen.findByRole('img', { name: 'Preview frame of greeting' });
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The preview failed: No preview host');
    expect(selected()).toBe('Source');
  });

  it('is not opened while the text has problems: the alert names them', async () => {
    const server = projectWithTemplates({ greeting: GREETING });
    templatesArea(`${BASE}/greeting`);
    await repaste(await source(), BROKEN);
    await userEvent.click(tab('Preview'));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^The template cannot be previewed\. The XML template is not valid: line 4, column \d+: /,
    );
    expect(selected()).toBe('Source');
    await userEvent.click(tab('Convert'));
    expect(screen.getByRole('alert').textContent).toMatch(/^The template cannot be converted\./);
    expect(server.movies.previewFrame).not.toHaveBeenCalled();
  });
});

describe('the Convert tab', () => {
  it('saves the movie under the name given and links to it; a taken or bad name is refused first', async () => {
    const server = projectWithTemplates({ greeting: GREETING }, { movieNames: ['taken'] });
    templatesArea(`${BASE}/greeting`);
    await source();
    await userEvent.click(tab('Convert'));
    const name = screen.getByRole('textbox', { name: 'Movie name' });
    expect((name as HTMLInputElement).value).toBe('greeting');
    await repaste(name, 'taken');
    await userEvent.click(screen.getByRole('button', { name: 'Convert to movie' }));
    expect(await screen.findByText('There is already a movie named taken: choose another name.')).toBeTruthy();
    await repaste(name, '..');
    await userEvent.click(screen.getByRole('button', { name: 'Convert to movie' }));
    expect(await screen.findByText(/reserved/)).toBeTruthy();
    expect(server.movies.save).not.toHaveBeenCalled();
    await repaste(name, 'greeting movie');
    await userEvent.click(screen.getByRole('button', { name: 'Convert to movie' }));
    const open = await screen.findByRole('link', { name: 'Open the movie greeting movie' });
    expect(open.getAttribute('href')).toBe('/projects/eu-west-1/p1/movies/greeting%20movie');
    expect(server.savedMovies.get('greeting movie')).toEqual(movieOf(GREETING));
  });

  it('returns to the Source tab with an alert when the movie cannot be saved', async () => {
    projectWithTemplates(
      { greeting: GREETING },
      { movies: { save: vi.fn(async () => Promise.reject(new Error('Quota exceeded'))) } },
    );
    templatesArea(`${BASE}/greeting`);
    await source();
    await userEvent.click(tab('Convert'));
    await userEvent.click(screen.getByRole('button', { name: 'Convert to movie' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The conversion failed: Quota exceeded');
    expect(selected()).toBe('Source');
  });
});
