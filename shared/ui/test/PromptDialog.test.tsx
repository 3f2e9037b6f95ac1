import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nameProblem } from '@reelforge/model';
import { PromptDialog } from '../src/PromptDialog.js';
import { buttonNamed, cleanup, render, settle, type } from './render.js';

afterEach(cleanup);

const ask = (props: Partial<Parameters<typeof PromptDialog>[0]> = {}) =>
  render(<PromptDialog title="New movie" label="Movie name" confirmLabel="Create" onSubmit={() => {}} onCancel={() => {}} {...props} />);

describe('PromptDialog', () => {
  it('is a dialog named by its title with a labelled input holding the initial answer', async () => {
    await ask({ initial: 'intro' });
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('New movie');
    const label = dialog.querySelector('label')!;
    expect(label.textContent).toBe('Movie name');
    expect(label.querySelector('input')?.value).toBe('intro');
  });

  it('gives the answer to onSubmit', async () => {
    const onSubmit = vi.fn();
    await ask({ onSubmit });
    await type(document.querySelector('input')!, 'outro');
    await act(async () => buttonNamed(document, 'Create').click());
    expect(onSubmit).toHaveBeenCalledWith('outro');
  });

  it('shows why an answer cannot be used, and does not submit it', async () => {
    const onSubmit = vi.fn();
    await ask({ onSubmit, validate: (value) => (value ? null : 'A movie needs a name.') });
    await act(async () => buttonNamed(document, 'Create').click());
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('A movie needs a name.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['..', /\. and \.\. are reserved/],
    ['invoice\u202egnp.exe', /bidirectional control U\+202E/],
    ['a/b', /slash/],
  ])('shows why %j cannot be a name while it is typed, and disables the confirm button', async (name, reason) => {
    const onSubmit = vi.fn();
    await ask({ onSubmit, validate: (value) => nameProblem(value) ?? null });
    await type(document.querySelector('input')!, name);
    expect(document.querySelector('[role="alert"]')?.textContent).toMatch(reason);
    expect(document.querySelector('input')?.getAttribute('aria-invalid')).toBe('true');
    expect(buttonNamed(document, 'Create').disabled).toBe(true);
    await type(document.querySelector('input')!, 'fine name');
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(buttonNamed(document, 'Create').disabled).toBe(false);
  });

  it('stays open with the message of a failed submit', async () => {
    await ask({ onSubmit: () => Promise.reject(new Error('Server said no')) });
    await act(async () => buttonNamed(document, 'Create').click());
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Server said no');
    expect(buttonNamed(document, 'Create').disabled).toBe(false);
  });

  it('cancels', async () => {
    const onCancel = vi.fn();
    await ask({ onCancel });
    await act(async () => buttonNamed(document, 'Cancel').click());
    expect(onCancel).toHaveBeenCalled();
  });
});
