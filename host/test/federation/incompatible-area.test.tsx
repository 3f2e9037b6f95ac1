import { registerPlugins } from '@module-federation/enhanced/runtime';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AREAS, startConsoleOrigin, type ConsoleOrigin } from '../helpers/console-origin.js';
import { areaCode, openConsole } from '../helpers/open-console.js';

// An analytics remote built against React 99: starting it, the federation runtime refuses the
// console's React (strictVersion) with this error (runtime-core, getRegisteredShare).
const REFUSAL =
  '[ Federation Runtime ]: Version 19.3.1 from host of shared singleton module react/jsx-runtime does not satisfy the requirement of analytics which needs ^99.0.0)';
let started = 0;
registerPlugins([
  {
    name: 'an-incompatible-area',
    loadEntry: ({ remoteInfo }: { remoteInfo: { name: string } }) =>
      remoteInfo.name === 'analytics'
        ? ({
            init: async () => undefined,
            get: async () => () => {
              started += 1;
              throw new Error(REFUSAL);
            },
          } as never)
        : undefined,
  },
]);

let server: ConsoleOrigin;

beforeAll(async () => {
  server = await startConsoleOrigin();
  areaCode('projects');
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.answer('/remotes.json', {
    json: { projects: AREAS.projects, analytics: '/remotes/analytics/remoteEntry.js' },
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('an area built for another version of a shared singleton', () => {
  it('says what it needs and what the console has, is not started again by Try again, and leaves the rest working', async () => {
    openConsole(server.origin, '/projects/eu-west-1/p1/analytics');
    const workspace = await screen.findByRole('region', { name: 'Demo workspace' });
    const panel = await within(workspace).findByRole('alert', { name: 'The analytics area is unavailable' });
    expect(
      await within(panel).findByText(
        'The analytics area was built for a different version of the console (needs react ^99.0.0, the console has 19.3.1). It cannot be shown until it is rebuilt.',
      ),
    ).toBeTruthy();
    const starts = started;
    expect(starts).toBeGreaterThan(0);

    // Its modules ran once; running them again would reuse what webpack kept of them.
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    const again = await within(workspace).findByRole('alert', { name: 'The analytics area is unavailable' });
    expect(await within(again).findByText(/built for a different version of the console/)).toBeTruthy();
    expect(started).toBe(starts);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });
});
