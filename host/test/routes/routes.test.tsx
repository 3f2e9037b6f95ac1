import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startConsoleOrigin, type ConsoleOrigin } from '../helpers/console-origin.js';
import { areaCode, openConsole } from '../helpers/open-console.js';

let server: ConsoleOrigin;

beforeAll(async () => {
  server = await startConsoleOrigin();
  for (const remote of ['projects', 'assets', 'movies', 'batch', 'admin']) areaCode(remote);
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  document.cookie = 'last_region=; Max-Age=0; Path=/';
});
afterEach(() => vi.restoreAllMocks());

const heading = (name: string) => screen.findByRole('heading', { name });
const lastRegion = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith('last_region='))
    ?.slice('last_region='.length) || undefined;

describe('the address', () => {
  it('/ opens the projects', async () => {
    openConsole(server.origin, '/');
    await heading('projects area: projects');
    expect(window.location.pathname).toBe('/projects');
  });

  it('of a project opens its videos, with the project menu beside them', async () => {
    openConsole(server.origin, '/projects/eu-west-1/p1');
    const workspace = await screen.findByRole('region', { name: 'Demo workspace' });
    expect(await within(workspace).findByRole('heading', { name: 'assets area: videos' })).toBeTruthy();
    expect(window.location.pathname).toBe('/projects/eu-west-1/p1/videos');
    const menu = screen.getByRole('navigation', { name: 'Project' });
    await userEvent.click(within(menu).getByRole('link', { name: /Movies/ }));
    expect(await within(workspace).findByRole('heading', { name: 'movies area: movies' })).toBeTruthy();
    expect(window.location.pathname).toBe('/projects/eu-west-1/p1/movies');
  });

  it('of a page that does not exist says so, with a way back to the projects', async () => {
    openConsole(server.origin, '/no/such/page');
    const panel = await screen.findByRole('alert', { name: 'Page not found' });
    await userEvent.click(within(panel).getByRole('link', { name: 'Go to your projects' }));
    await heading('projects area: projects');
  });

  it('of a project page that does not exist says so inside the project', async () => {
    openConsole(server.origin, '/projects/eu-west-1/p1/nonsense');
    const workspace = await screen.findByRole('region', { name: 'Demo workspace' });
    const panel = within(workspace).getByRole('alert', { name: 'Page not found' });
    expect(panel.textContent).toContain('This project has no page named “nonsense”.');
  });
});

describe('by region', () => {
  it('opens the default region when none was used before', async () => {
    openConsole(server.origin, '/byregion');
    await heading('projects area: region-projects');
    expect(window.location.pathname).toBe('/byregion/eu-west-1/projects');
  });

  it.each(['/byregion', '/byregion/$last', '/byregion/nowhere-1'])('%s opens the region used last', async (path) => {
    document.cookie = 'last_region=us-east-1; Path=/';
    openConsole(server.origin, path);
    await heading('projects area: region-projects');
    expect(window.location.pathname).toBe('/byregion/us-east-1/projects');
  });

  it('remembers the region chosen in its tabs, and offers its sections', async () => {
    openConsole(server.origin, '/byregion/eu-west-1/projects');
    await heading('projects area: region-projects');
    const regions = screen.getByRole('navigation', { name: 'Regions' });
    expect(within(regions).getByRole('link', { name: 'eu-west-1' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(regions).getByRole('link', { name: 'us-east-1' }));
    expect(within(regions).getByRole('link', { name: 'us-east-1' }).getAttribute('aria-current')).toBe('page');
    expect(lastRegion()).toBe('us-east-1');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'us-east-1 sections' })).getByRole('link', { name: 'UserFS' }),
    );
    await heading('projects area: userfs');
    expect(window.location.pathname).toBe('/byregion/us-east-1/userfs');
  });
});

describe('admin pages', () => {
  it.each(['/assume', '/assumebyproject', '/copyproject'])(
    '%s is denied to an account that is not an administrator',
    async (path) => {
      openConsole(server.origin, path);
      const panel = await screen.findByRole('alert', { name: 'Access denied' });
      expect(panel.textContent).toContain('This page is for administrators.');
      expect(screen.queryByRole('heading', { name: /admin area/ })).toBeNull();
    },
  );

  it('open for an administrator', async () => {
    server.answer('/accounts/account/search', { json: { Accounts: [] } });
    openConsole(server.origin, '/copyproject');
    await heading('admin area: copyproject');
  });
});
