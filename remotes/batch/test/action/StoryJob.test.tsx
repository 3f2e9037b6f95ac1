import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORY_FORMATS } from '@reelforge/model';
import { leaveArea, retype } from '@reelforge/ui/testing';
import { enabledButton, openJob, optionsOf, projectWith } from '../fixtures.js';
import { openTab } from '../editor/open-job.js';

afterEach(leaveArea);

const choice = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const picker = () => choice('Movie or story');

/** A story deciding its first scene by city, whose second scene shows the movie clip (variable name). */
const TRIP = {
  name: 'Trip',
  scenes: [
    { type: 'match', varname: 'city', matchvalues: [{ value: 'Rome' }], src: 'videos', video: 'rome.mp4' },
    { type: 'static', src: 'movies', movie: 'clip' },
  ],
};
const STORIES = [
  TRIP,
  { name: 'Album', scenes: [{ type: 'static', src: 'videos', video: 'a.mp4' }] },
  { scenes: [] },
  'junk',
];
const STORY_JOB = {
  id: '22222222-bbbb',
  name: 'Stories',
  story: 'Trip',
  format: 'mp4',
  formats: [...STORY_FORMATS],
  datasource: 'ds-people',
};

describe('a job over a story', () => {
  it('is chosen among the project’s movies and stories, and offers the story formats, mp4 first', async () => {
    const project = projectWith([{ id: '11111111-aaaa', name: 'J', movie: 'clip', format: 'jpg' }], {
      stories: STORIES,
    });
    await openJob('11111111-aaaa');
    await waitFor(() =>
      expect(
        within(picker())
          .getAllByRole('group')
          .map((g) => g.getAttribute('label')),
      ).toEqual(['Movies', 'Stories']),
    );
    expect(
      within(within(picker()).getByRole('group', { name: 'Stories' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Album', 'Trip']);
    await userEvent.selectOptions(picker(), 'story:Trip');
    await waitFor(() => expect(optionsOf(choice('Format')).map(([value]) => value)).toEqual([...STORY_FORMATS]));
    expect(choice('Format').value).toBe('mp4');
    await waitFor(() =>
      expect(project.stored()[0]).toMatchObject({ movie: '', story: 'Trip', format: 'mp4', variables: [] }),
    );
    // Back to a movie: the story is cleared and the movie's codec decides again.
    await userEvent.selectOptions(picker(), 'movie:clip');
    await waitFor(() => expect(project.stored()[0]).toMatchObject({ movie: 'clip', story: '', format: 'webm' }));
  });

  it('fills the story’s variables and those of the movies its scenes show', async () => {
    projectWith([STORY_JOB], { stories: STORIES });
    await openTab(STORY_JOB.id, 'Parameter');
    expect(await screen.findByRole('checkbox', { name: 'Fill city' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Fill name' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Fill headline' })).toBeNull();
  });

  it('starts by naming the job and the records of its range: the render host compiles the story’s tasks', async () => {
    const project = projectWith([{ ...STORY_JOB, range: '1-2' }], {
      stories: STORIES,
      batch: {
        startJob: vi.fn(async () => ({ Id: 'q1', state: 'running', total: 2, done: 0, failed: 0, remaining: 2 })),
        queueStatus: vi.fn(async () => ({ Id: 'q1', state: 'running', total: 2, done: 0, failed: 0, remaining: 2 })),
        cancel: vi.fn(async () => {}),
      },
    });
    await openJob(STORY_JOB.id);
    await waitFor(() => expect(picker().value).toBe('story:Trip'));
    await userEvent.click(await enabledButton('Start'));
    const dialog = screen.getByRole('dialog', { name: 'Start batch job?' });
    expect(dialog.textContent).toContain('Stories renders story "Trip" as mp4 for 2 records');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(project.batch.startJob).toHaveBeenCalledWith('default', {
        projectid: 'p1',
        jobid: STORY_JOB.id,
        range: '1-2',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
  });

  it('cannot start with a prerender script, saying why', async () => {
    projectWith([{ ...STORY_JOB, prerender: 'pre' }], { stories: STORIES });
    await openJob(STORY_JOB.id);
    expect(
      await screen.findByText('A story job runs no prerender script: choose None on the Scripts tab.'),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start' }).disabled).toBe(true);
  });

  it('says when its story is no longer in the project, and keeps it chosen', async () => {
    projectWith([{ ...STORY_JOB, story: 'Gone' }], { stories: STORIES });
    await openJob(STORY_JOB.id);
    expect((await screen.findByRole('alert')).textContent).toBe('The story Gone is no longer in the project.');
    expect(picker().value).toBe('story:Gone');
  });

  it('says when stories.json cannot be read, and still offers the movies', async () => {
    projectWith([{ id: '11111111-aaaa', name: 'J' }], {
      batch: { appData: vi.fn(async () => Promise.reject(new Error('region down'))) },
    });
    await openJob('11111111-aaaa');
    expect((await screen.findByRole('alert')).textContent).toBe('The stories could not be listed: region down');
    expect(within(picker()).getByRole('group', { name: 'Movies' })).toBeTruthy();
  });

  it('plays an example row of the story through the render call', async () => {
    const project = projectWith([STORY_JOB], {
      stories: STORIES,
      movies: {
        render: vi.fn(async () => 'tok'),
        renderStatus: vi.fn(async () => ({ state: 'done' as const, progress: 1 })),
      },
    });
    await openJob(STORY_JOB.id);
    await userEvent.click(await enabledButton('Example'));
    const dialog = within(screen.getByRole('dialog', { name: 'Example' }));
    await retype(dialog.getByLabelText('Row'), '2');
    await waitFor(() => expect(project.movies.get).toHaveBeenCalledWith('p1', 'clip'));
    await userEvent.click(dialog.getByRole('button', { name: 'Play' }));
    expect((await dialog.findByLabelText('Example of row 2')).getAttribute('src')).toBe('/render/tok.mp4');
    expect(project.movies.render).toHaveBeenCalledWith('p1', {
      story: 'Trip',
      params: { city: 'Rome', name: 'Bob' },
      format: 'mp4',
    });
  });
});
