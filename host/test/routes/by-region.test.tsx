import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startConsoleOrigin, type ConsoleOrigin } from '../helpers/console-origin.js';
import { areaCode, openConsole } from '../helpers/open-console.js';

let server: ConsoleOrigin;

beforeAll(async () => {
  server = await startConsoleOrigin();
  areaCode('projects');
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.requests.length = 0;
  document.cookie = 'last_region=; Max-Age=0; Path=/';
});

const lastRegion = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith('last_region='))
    ?.slice('last_region='.length) || undefined;

// docs/reference.md §2 and §9: the last region is a cookie, eu-west-1 by default.
describe('/byregion and the last_region cookie', () => {
  it.each(['mars-1', '$last', '../admin', ''])(
    'a cookie naming no enabled region (%j) opens eu-west-1 and is replaced',
    async (value) => {
      document.cookie = `last_region=${encodeURIComponent(value)}; Path=/`;
      openConsole(server.origin, '/byregion/$last');
      await screen.findByRole('heading', { name: 'projects area: region-projects' });
      expect(window.location.pathname).toBe('/byregion/eu-west-1/projects');
      expect(lastRegion()).toBe('eu-west-1');
    },
  );

  it('$last never reaches an area or a host as a region: it shows no projects while it stands', async () => {
    document.cookie = 'last_region=us-east-1; Path=/';
    openConsole(server.origin, '/byregion/$last/projects');
    await screen.findByRole('heading', { name: 'projects area: region-projects' });
    expect(window.location.pathname).toBe('/byregion/us-east-1/projects');
    expect(server.requests.filter((request) => /\$last|%24last/.test(request))).toEqual([]);
  });
});
