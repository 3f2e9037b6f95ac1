// Opens the console as a browser would at an address of the test's origin: the host's own
// root component, its real start-up, module federation's real runtime. A page cannot run
// a remote's script here, so the code of each area comes from the test (areaCode), handed
// to the runtime through its loadEntry hook in place of the downloaded remoteEntry.js.
import { init } from '@module-federation/enhanced/runtime';
import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import type { AreaModule } from '@reelforge/session';
import { ConsoleRoot } from '../../src/ConsoleRoot.js';
import { TOKEN } from './console-origin.js';

const areas = new Map<string, AreaModule>();

init({
  name: 'host',
  remotes: [],
  plugins: [
    {
      name: 'areas-of-the-test',
      loadEntry: ({ remoteInfo }: { remoteInfo: { name: string; entry: string } }) => {
        const area = remoteInfo.entry.endsWith('/remoteEntry.js') ? areas.get(remoteInfo.name) : undefined;
        if (!area) return undefined;
        return {
          init: async () => undefined,
          get: async (module: string) => (module === './routes' ? () => area : () => undefined),
        } as never;
      },
    },
  ],
});

/** An area whose page says which area it is: "<remote> area: <area>". */
export const namedArea = (remote: string): AreaModule => ({
  default: ({ area }) => <h1>{`${remote} area: ${area}`}</h1>,
});

/** The code the remote `name` provides once its entry is loaded. */
export function areaCode(name: string, module: AreaModule = namedArea(name)): void {
  areas.set(name, module);
}

export interface OpenConsole extends RenderResult {
  /** Where the console sent the browser (to sign in, after logging out), in order. */
  went: string[];
}

/**
 * The console at `path` of `origin`, as the page mounts it, signed in with `token` (the
 * cookie a earlier visit left; null for none). Leaving the page is recorded, not followed.
 */
export function openConsole(
  origin: string,
  path: string,
  { token = TOKEN }: { token?: string | null } = {},
): OpenConsole {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}${path}`);
  document.cookie = token ? `token=${token}; Path=/` : 'token=; Max-Age=0; Path=/';
  const went: string[] = [];
  vi.spyOn(window.location, 'assign').mockImplementation((to) => void went.push(String(to)));
  return Object.assign(render(<ConsoleRoot />), { went });
}
