import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UnsavedChangesGuard } from '../src/primitives/UnsavedChangesGuard.js';

/** A movie editor whose tabs are addresses under its own, with a change to make and links out. */
function Editor() {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <UnsavedChangesGuard dirty={dirty} within="/movies/intro" what="the movie intro" />
      <p>At {useLocation().pathname}</p>
      <button type="button" onClick={() => setDirty(true)}>
        Change
      </button>
      <Link to="/movies/intro/play">Play tab</Link>
      <Link to="/videos">Videos</Link>
    </>
  );
}

const open = () =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: <Editor /> }], { initialEntries: ['/movies/intro/overview'] })}
    />,
  );

const unloadRefused = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('UnsavedChangesGuard', () => {
  it('lets the page go while nothing is changed', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('link', { name: 'Videos' }));
    expect(screen.getByText('At /videos')).toBeTruthy();
    expect(unloadRefused()).toBe(false);
  });

  it('asks before leaving with changes: Keep editing stays, Discard changes goes', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(screen.getByRole('link', { name: 'Videos' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    expect(dialog.textContent).toContain('The changes to the movie intro are not saved.');

    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('At /movies/intro/overview')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Videos' }));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByText('At /videos')).toBeTruthy();
  });

  it('stays out of the way between the editor’s own tabs', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(screen.getByRole('link', { name: 'Play tab' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('At /movies/intro/play')).toBeTruthy();
  });

  it('has the browser ask before the tab is closed or reloaded with changes', async () => {
    const user = userEvent.setup();
    const { unmount } = open();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(unloadRefused()).toBe(true);
    unmount();
    expect(unloadRefused()).toBe(false);
  });

  it('works with several guards on screen: whichever has changes holds the move, and the first to go hands over', async () => {
    const user = userEvent.setup();
    function Page() {
      const [outer, setOuter] = useState<'clean' | 'dirty' | 'gone'>('clean');
      return (
        <>
          {outer !== 'gone' && <UnsavedChangesGuard dirty={outer === 'dirty'} what="the batch jobs" />}
          <Editor />
          <button type="button" onClick={() => setOuter('dirty')}>
            Change the jobs
          </button>
          <button type="button" onClick={() => setOuter('gone')}>
            Close the jobs
          </button>
        </>
      );
    }
    render(
      <RouterProvider
        router={createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/movies/intro/overview'] })}
      />,
    );
    // The first guard has the changes, the later one none.
    await user.click(screen.getByRole('button', { name: 'Change the jobs' }));
    await user.click(screen.getByRole('link', { name: 'Videos' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard changes?' }).textContent).toContain(
      'The changes to the batch jobs are not saved.',
    );
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));

    // The first guard goes; the one left guards on.
    await user.click(screen.getByRole('button', { name: 'Close the jobs' }));
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(screen.getByRole('link', { name: 'Videos' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard changes?' }).textContent).toContain(
      'The changes to the movie intro are not saved.',
    );
  });
});
