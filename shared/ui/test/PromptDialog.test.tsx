import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nameProblem } from '@reelforge/model';
import { PromptDialog } from '../src/primitives/PromptDialog.js';

const ask = (props: Partial<Parameters<typeof PromptDialog>[0]> = {}) => {
  render(
    <PromptDialog
      title="New movie"
      label="Movie name"
      confirmLabel="Create"
      onSubmit={() => {}}
      onCancel={() => {}}
      {...props}
    />,
  );
  return screen.getByRole('dialog', { name: 'New movie' });
};
const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole<HTMLButtonElement>('button', { name });

describe('PromptDialog', () => {
  it('is a dialog named by its title with a labelled input holding the initial answer', () => {
    const dialog = ask({ initial: 'intro' });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Movie name' }).value).toBe('intro');
  });

  it('gives the answer to onSubmit', async () => {
    const onSubmit = vi.fn();
    const dialog = ask({ onSubmit });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Movie name' }), 'outro');
    await userEvent.click(button(dialog, 'Create'));
    expect(onSubmit).toHaveBeenCalledWith('outro');
  });

  it('shows why an answer cannot be used, and does not submit it', async () => {
    const onSubmit = vi.fn();
    const dialog = ask({ onSubmit, validate: (value) => (value ? null : 'A movie needs a name.') });
    await userEvent.click(button(dialog, 'Create'));
    expect(within(dialog).getByRole('alert').textContent).toBe('A movie needs a name.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['..', /\. and \.\. are reserved/],
    ['invoice\u202egnp.exe', /bidirectional control U\+202E/],
    ['a/b', /slash/],
  ])('shows why %j cannot be a name while it is typed, and disables the confirm button', async (name, reason) => {
    const onSubmit = vi.fn();
    const dialog = ask({ onSubmit, validate: (value) => nameProblem(value) ?? null });
    const input = within(dialog).getByRole('textbox', { name: 'Movie name' });
    await userEvent.type(input, name);
    expect(within(dialog).getByRole('alert').textContent).toMatch(reason);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(button(dialog, 'Create').disabled).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, 'fine name');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(button(dialog, 'Create').disabled).toBe(false);
  });

  it('stays open with the message of a failed submit', async () => {
    const dialog = ask({ onSubmit: () => Promise.reject(new Error('Server said no')) });
    await userEvent.click(button(dialog, 'Create'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Server said no');
    expect(button(dialog, 'Create').disabled).toBe(false);
  });

  it('cancels', async () => {
    const onCancel = vi.fn();
    const dialog = ask({ onCancel });
    await userEvent.click(button(dialog, 'Cancel'));
    expect(onCancel).toHaveBeenCalled();
  });
});
