import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@reelforge/api';
import { leaveArea, retype } from '@reelforge/ui/testing';
import { openPlayground, playgroundSession } from './playground-area.js';

vi.mock('../../../../shared/ui/src/primitives/code-editor/load.js', () => ({
  loadCodeEditor: () => Promise.reject(new Error('no monaco here')),
}));

const play = vi.fn(async () => undefined);
beforeEach(() => {
  // jsdom plays nothing: the page's call to play() is what is checked.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
});
afterEach(() => {
  vi.restoreAllMocks();
  play.mockClear();
  leaveArea();
});

const PROMO = `<movie>
  <scene name="One" length="25"><layer name="T"><text text="Hi" size="20" color="#ffffff"/><bind field="text" variable="headline"/></layer></scene>
  <variable key="headline" value="Spring sale"/>
  <variable key="colour" defaultvalue="#ff0000"/>
</movie>`;

const player = () => within(screen.getByRole('region', { name: 'Template example player' }));

describe('the template example player', () => {
  it("offers the project's movies and XML templates", async () => {
    playgroundSession({ movies: { intro: [] }, templates: { promo: PROMO } });
    openPlayground();
    await screen.findByRole('option', { name: 'XML template: promo' });
    expect(
      player()
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a template', 'Movie: intro', 'XML template: promo']);
  });

  it('plays a movie with its variables filled: Play → Rendering.... → Waiting... → Playing... → Play', async () => {
    const { movies, calls } = playgroundSession({
      movies: {
        intro: [
          { key: 'name', value: 'Bob' },
          { key: 'city', defaultvalue: 'Oslo' },
        ],
      },
    });
    let finish: (url: string) => void = () => undefined;
    vi.mocked(movies.render).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    openPlayground();
    await screen.findByRole('option', { name: 'Movie: intro' });
    await userEvent.selectOptions(player().getByLabelText('Template'), 'Movie: intro');
    expect(((await player().findByLabelText('name')) as HTMLInputElement).value).toBe('Bob');
    expect((player().getByLabelText('city') as HTMLInputElement).value).toBe('Oslo');
    await retype(player().getByLabelText('city'), 'Rome');
    await userEvent.click(player().getByRole('button', { name: 'Play' }));
    expect(player().getByRole('button', { name: 'Rendering....' })).toHaveProperty('disabled', true);
    finish('tok2');
    const video = await player().findByLabelText('Example of intro');
    expect(player().getByRole('button', { name: 'Waiting...' })).toBeTruthy();
    expect(movies.render).toHaveBeenCalledWith('p1', { movie: 'intro', params: { city: 'Rome' }, format: 'mp4' });
    expect(video.getAttribute('src')).toBe('/render/tok2.mp4');
    fireEvent.canPlay(video);
    expect(play).toHaveBeenCalled();
    fireEvent.playing(video);
    expect(player().getByRole('button', { name: 'Playing...' })).toBeTruthy();
    fireEvent.ended(video);
    expect(player().getByRole('button', { name: 'Play' })).toBeTruthy();
    // The project's own render: the playground's token played no part.
    expect(calls.render).not.toHaveBeenCalled();
  });

  it('plays an XML template by name, its variables read from the converted template', async () => {
    const { movies, compdata } = playgroundSession({ templates: { promo: PROMO } });
    openPlayground();
    await screen.findByRole('option', { name: 'XML template: promo' });
    await userEvent.selectOptions(player().getByLabelText('Template'), 'XML template: promo');
    expect(((await player().findByLabelText('headline')) as HTMLInputElement).value).toBe('Spring sale');
    expect((player().getByLabelText('colour') as HTMLInputElement).value).toBe('#ff0000');
    expect(compdata.text).toHaveBeenCalledWith('p1', 'promo');
    await retype(player().getByLabelText('headline'), 'Summer sale');
    await userEvent.click(player().getByRole('button', { name: 'Play' }));
    expect(await player().findByLabelText('Example of promo')).toBeTruthy();
    expect(movies.render).toHaveBeenCalledWith('p1', {
      compdata: 'promo',
      params: { headline: 'Summer sale' },
      format: 'mp4',
    });
  });

  it('says when a template has no variables, and why a render failed', async () => {
    const { movies } = playgroundSession({ movies: { plain: [] } });
    vi.mocked(movies.render).mockRejectedValue(
      new ApiError(400, 'Bad Request', 'Scene 1: the asset logo.png is missing'),
    );
    openPlayground();
    await screen.findByRole('option', { name: 'Movie: plain' });
    await userEvent.selectOptions(player().getByLabelText('Template'), 'Movie: plain');
    expect(await player().findByText('This template has no variables.')).toBeTruthy();
    await userEvent.click(player().getByRole('button', { name: 'Play' }));
    expect((await player().findByRole('alert')).textContent).toBe(
      'The example could not be rendered: Scene 1: the asset logo.png is missing',
    );
    expect(player().getByRole('button', { name: 'Play' })).toHaveProperty('disabled', false);
  });
});
