import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useLoading } from '@reelforge/session';
import { queryKeys } from '../src/data/query-keys.js';
import { queryError, useInvalidate, useServerQuery } from '../src/data/useServerQuery.js';
import { TestServerState } from '../testing/server-state.js';

const KEY = queryKeys.movies('eu-west-1', 'p1');

function Movies({ label, load, quiet }: { label: string; load: () => Promise<string>; quiet?: boolean }) {
  const query = useServerQuery(KEY, load, { quiet });
  return (
    <p aria-label={label} aria-busy={query.isFetching}>
      {query.data ?? queryError(query) ?? 'loading'}
    </p>
  );
}

function Reload() {
  const invalidate = useInvalidate(queryKeys.project('eu-west-1', 'p1'));
  return (
    <button type="button" onClick={() => void invalidate()}>
      Changed elsewhere
    </button>
  );
}

function LoadingFlag() {
  return <p aria-label="Loading flag">{useLoading() ? 'up' : 'down'}</p>;
}

/** A load whose answers the test gives one at a time. */
function answers() {
  const pending: ((value: string) => void)[] = [];
  const load = vi.fn(() => new Promise<string>((resolve) => pending.push(resolve)));
  const answer = async (value: string) => act(async () => pending.shift()?.(value));
  return { load, answer };
}

describe('useServerQuery', () => {
  it('shows what was read, and keeps it on screen while a change elsewhere has it read again', async () => {
    const { load, answer } = answers();
    render(
      <>
        <Movies label="Movies" load={load} />
        <Reload />
      </>,
      { wrapper: TestServerState },
    );
    expect(screen.getByLabelText('Movies').textContent).toBe('loading');
    await answer('intro, outro');
    expect(await screen.findByText('intro, outro')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Changed elsewhere' }));
    expect(screen.getByLabelText('Movies').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByLabelText('Movies').textContent).toBe('intro, outro');
    await answer('intro');
    expect(await screen.findByText('intro')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads a key once for every view of it, and each view shows the answer', async () => {
    const { load, answer } = answers();
    render(
      <>
        <Movies label="Movie list" load={load} />
        <Movies label="Movie picker" load={load} />
      </>,
      { wrapper: TestServerState },
    );
    await answer('intro');
    expect((await screen.findByLabelText('Movie list')).textContent).toBe('intro');
    expect(screen.getByLabelText('Movie picker').textContent).toBe('intro');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives a failed read’s message at once, without trying again', async () => {
    const load = vi.fn(async () => Promise.reject(new Error('Forbidden')));
    render(<Movies label="Movies" load={load} />, { wrapper: TestServerState });
    expect(await screen.findByText('Forbidden')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('raises the console’s loading flag while it reads, unless the read is quiet', async () => {
    const loud = answers();
    const { unmount } = render(
      <>
        <Movies label="Movies" load={loud.load} />
        <LoadingFlag />
      </>,
      { wrapper: TestServerState },
    );
    expect(screen.getByLabelText('Loading flag').textContent).toBe('up');
    await loud.answer('intro');
    expect(screen.getByLabelText('Loading flag').textContent).toBe('down');
    unmount();

    const quiet = answers();
    render(
      <>
        <Movies label="Movies" load={quiet.load} quiet />
        <LoadingFlag />
      </>,
      { wrapper: TestServerState },
    );
    expect(quiet.load).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Loading flag').textContent).toBe('down');
    await quiet.answer('intro');
  });
});

describe('queryKeys', () => {
  it('puts whatever is read for a project under the project’s key, so one invalidation or removal reaches all of it', () => {
    const project = queryKeys.project('eu-west-1', 'p1');
    const under = [
      queryKeys.assets('eu-west-1', 'p1'),
      queryKeys.asset('eu-west-1', 'p1', 'a.png', 'text'),
      queryKeys.movies('eu-west-1', 'p1'),
      queryKeys.movie('eu-west-1', 'p1', 'intro'),
      queryKeys.scripts('eu-west-1', 'p1'),
      queryKeys.distributions('eu-west-1', 'p1'),
      queryKeys.trackVersions('eu-west-1', 'p1'),
    ];
    for (const key of under) expect(key.slice(0, project.length)).toEqual([...project]);
    expect(queryKeys.project('us-east-1', 'p1')).not.toEqual(project);
    expect(queryKeys.projects('eu-west-1').slice(0, 1)).toEqual([...queryKeys.projectLists()]);
  });
});
