import { describe, expect, it } from 'vitest';
import { describeFailure } from '../../src/federation/failure-text.js';
import { classifyLoadError, RemoteLoadError } from '../../src/federation/load-errors.js';

// What @module-federation/runtime-core throws when a remote needs a shared singleton in a
// version the console did not load (strictVersion): utils/share.ts, getRegisteredShare.
const refusal = (module: string, has: string, needs: string) =>
  new Error(
    `[ Federation Runtime ]: Version ${has} from host of shared singleton module ${module} does not satisfy the requirement of analytics which needs ${needs})`,
  );

const shown = (remote: string, error: unknown) => describeFailure(classifyLoadError(remote, error));

describe('a remote that cannot be loaded', () => {
  it('because it needs another version of a shared singleton is incompatible, saying what it needs and what the console has', () => {
    const failure = classifyLoadError('analytics', refusal('react', '19.3.1', '^99.0.0'));
    expect(failure.failure).toBe('incompatible');
    expect(describeFailure(failure)).toBe(
      'The analytics area was built for a different version of the console (needs react ^99.0.0, the console has 19.3.1). It cannot be shown until it is rebuilt.',
    );
  });

  it('names the package, not the entry of it the remote asked for first', () => {
    expect(shown('analytics', refusal('react/jsx-runtime', '19.3.1', '^99.0.0'))).toContain(
      '(needs react ^99.0.0, the console has 19.3.1)',
    );
    expect(shown('analytics', refusal('react-dom/client', '19.3.1', '^20.0.0'))).toContain(
      '(needs react-dom ^20.0.0, the console has 19.3.1)',
    );
  });

  it('because of the router or the session names that module', () => {
    expect(shown('movies', refusal('@reelforge/router', '7.18.5', '^8.0.0'))).toContain(
      '(needs @reelforge/router ^8.0.0, the console has 7.18.5)',
    );
    expect(shown('movies', refusal('@reelforge/session', '0.1.0', '^0.2.0'))).toContain(
      '(needs @reelforge/session ^0.2.0, the console has 0.1.0)',
    );
  });

  it('keeps the runtime error as its cause', () => {
    const cause = refusal('react-dom', '19.3.1', '^20.1.0');
    expect(classifyLoadError('batch', cause).cause).toBe(cause);
  });

  it('for other reasons is not called incompatible', () => {
    expect(shown('assets', new Error('[ Federation Runtime ]: RUNTIME-008 Failed to fetch'))).toBe(
      'The assets area could not be downloaded. Check the connection and try again.',
    );
    expect(
      classifyLoadError('assets', Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }))
        .failure,
    ).toBe('chunk-load');
    expect(classifyLoadError('assets', new TypeError('x is not a function')).failure).toBe('evaluation');
    const known = new RemoteLoadError('assets', 'missing');
    expect(classifyLoadError('assets', known)).toBe(known);
    expect(describeFailure(known)).toBe('The assets area is not part of this deployment yet.');
  });
});
