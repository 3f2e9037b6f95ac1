import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedValue, loadError, useLoad, type Loaded } from '../src/useLoad.js';
import { cleanup, render, settle } from './render.js';

afterEach(cleanup);

function Probe({ load, seen }: { load: () => Promise<string>; seen: (loaded: Loaded<string> & { reload: () => void }) => void }) {
  const loaded = useLoad(load, []);
  seen(loaded);
  return <p>{loadedValue(loaded) ?? loadError(loaded) ?? 'loading'}</p>;
}

describe('useLoad', () => {
  it('shows the loaded value, and keeps it while reloading', async () => {
    let resolve!: (value: string) => void;
    const load = vi.fn().mockResolvedValueOnce('one').mockImplementationOnce(() => new Promise<string>((r) => (resolve = r)));
    let latest!: Loaded<string> & { reload: () => void };
    const page = await render(<Probe load={load} seen={(l) => (latest = l)} />);
    await settle();
    expect(page.textContent).toBe('one');
    latest.reload();
    await settle();
    expect(latest.state).toBe('loading');
    expect(page.textContent).toBe('one');
    resolve('two');
    await settle();
    expect(page.textContent).toBe('two');
  });

  it('gives a failed load’s message', async () => {
    const page = await render(<Probe load={() => Promise.reject(new Error('Forbidden'))} seen={() => {}} />);
    await settle();
    expect(page.textContent).toBe('Forbidden');
  });
});
