import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AREAS, startConsoleOrigin, type ConsoleOrigin } from '../helpers/console-origin.js';
import { areaCode, openConsole } from '../helpers/open-console.js';

let server: ConsoleOrigin;
let logged: string[];

// The deployment of these tests: movies' manifest fails to download, batch breaks while
// starting, stories gives no routes, and there is no assets area at all.
const MOVIES_MANIFEST = '/remotes/movies/mf-manifest.json';
const LIST = {
  projects: AREAS.projects,
  movies: MOVIES_MANIFEST,
  batch: AREAS.batch,
  stories: '/remotes/stories/remoteEntry.js',
};

beforeAll(async () => {
  server = await startConsoleOrigin();
  areaCode('projects');
  areaCode('batch', {
    default: () => {
      throw new Error('batch cannot start');
    },
  });
  areaCode('stories', {} as never);
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.answer('/remotes.json', { json: LIST });
  server.answer(MOVIES_MANIFEST, { status: 500, text: 'Internal error', type: 'text/plain' });
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args.map(String).join(' ')));
});
afterEach(() => vi.restoreAllMocks());

const projectPage = async (section: string) => {
  openConsole(server.origin, `/projects/eu-west-1/p1/${section}`);
  return screen.findByRole('region', { name: 'Demo workspace' });
};

describe('an area of the list', () => {
  it('opens with its own routes', async () => {
    openConsole(server.origin, '/projects');
    expect(await screen.findByRole('heading', { name: 'projects area: projects' })).toBeTruthy();
  });

  it('whose code cannot be downloaded says so in its own panel, and the project menu stays usable', async () => {
    const workspace = await projectPage('movies');
    const panel = await within(workspace).findByRole('alert', { name: 'The movies area is unavailable' });
    expect(
      await within(panel).findByText('The movies area could not be downloaded. Check the connection and try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(logged.some((line) => line.startsWith('Area movies failed'))).toBe(true);
  });

  it('that failed to download is asked for again by Try again', async () => {
    const workspace = await projectPage('movies');
    const panel = await within(workspace).findByRole('alert', { name: 'The movies area is unavailable' });
    const asked = () => server.requests.filter((line) => line === `GET ${MOVIES_MANIFEST}`).length;
    const before = asked();
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    await within(workspace).findByRole('alert', { name: 'The movies area is unavailable' });
    await vi.waitFor(() => expect(asked()).toBeGreaterThan(before));
  });

  it('that breaks while starting says so, and leaves the rest of the console alone', async () => {
    const workspace = await projectPage('batch');
    const panel = await within(workspace).findByRole('alert', { name: 'The batch area is unavailable' });
    expect(await within(panel).findByText('The batch area failed while starting.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('that provides no routes says so', async () => {
    const workspace = await projectPage('stories');
    const panel = await within(workspace).findByRole('alert', { name: 'The stories area is unavailable' });
    expect(
      await within(panel).findByText('The stories area was downloaded but does not provide its routes.'),
    ).toBeTruthy();
  });
});

describe('an area the list does not name', () => {
  it('is not built yet: its page says it is coming, calmly, under its product name, and nothing is downloaded for it', async () => {
    const workspace = await projectPage('videos');
    const notice = await within(workspace).findByRole('region', { name: 'Videos' });
    expect(within(notice).getByText('This part of the console is coming in a later version.')).toBeTruthy();
    expect(within(workspace).queryByRole('alert')).toBeNull();
    expect(server.requests.some((line) => line.includes('/remotes/assets'))).toBe(false);
  });

  it('is not offered in the project menu, while the areas of the list are', async () => {
    await projectPage('movies');
    const menu = screen.getByRole('navigation', { name: 'Project' });
    expect(within(menu).queryByRole('link', { name: 'Videos' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Motion tracking' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Movies' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Batch' })).toBeTruthy();
    // The stories area is deployed with its Scripts and Stories pages.
    expect(within(menu).getByRole('link', { name: 'Scripts' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Stories' })).toBeTruthy();
  });
});
