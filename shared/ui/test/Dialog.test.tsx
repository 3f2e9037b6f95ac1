import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../src/primitives/Dialog.js';
import { FormDialog } from '../src/primitives/FormDialog.js';

/** A page with a button before and after the dialog's opener, so focus has somewhere to escape to. */
function Page({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Rename
      </button>
      {open && (
        <Dialog
          title="Rename movie"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          actions={
            <>
              <button type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button type="button">Save</button>
            </>
          }
        >
          <label>
            Name
            <input autoFocus />
          </label>
        </Dialog>
      )}
      <button type="button">After</button>
    </>
  );
}

describe('Dialog', () => {
  it('opens modal, named by its title, with the focus on its autofocused field', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename movie' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('gives the autofocused field the focus under React’s development checks too (StrictMode)', () => {
    render(
      <StrictMode>
        <Dialog title="Resize" onClose={() => {}}>
          <label>
            Width
            <input />
          </label>
          <label>
            Height
            <input autoFocus />
          </label>
        </Dialog>
      </StrictMode>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Height'));
  });

  it('keeps Tab and Shift+Tab inside, however often they are pressed', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename movie' });
    const seen = new Set<string>();
    for (let i = 0; i < 7; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
      seen.add(document.activeElement?.textContent || document.activeElement?.tagName || '');
    }
    expect([...seen].sort()).toEqual(['Cancel', 'INPUT', 'Save']);
    for (let i = 0; i < 5; i++) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.tab();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename' }));
  });

  it('gives the focus back when a button inside closes it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename' }));
  });
});

describe('FormDialog', () => {
  const form = (props: Partial<Parameters<typeof FormDialog>[0]> = {}) =>
    render(
      <FormDialog
        title="New script"
        submitLabel="Create"
        busyLabel="Creating…"
        onSubmit={() => {}}
        onCancel={() => {}}
        {...props}
      >
        <label>
          Script name
          <input autoFocus />
        </label>
      </FormDialog>,
    );

  it('submits with Enter in a field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    form({ onSubmit });
    await user.type(screen.getByLabelText('Script name'), 'intro{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows what the check finds and does not run the work', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    form({ onSubmit, check: () => 'A script needs a name.' });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('alert').textContent).toBe('A script needs a name.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('waits while the work runs: busy label, fields and buttons disabled, Escape ignored', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    let finish: () => void = () => {};
    form({ onCancel, onSubmit: () => new Promise<void>((resolve) => (finish = resolve)) });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect((screen.getByRole('button', { name: 'Creating…' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Script name'), 'x');
    expect((screen.getByLabelText('Script name') as HTMLInputElement).value).toBe('');
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    finish();
  });

  it('stays open with the message of failed work, cleared when a field changes', async () => {
    const user = userEvent.setup();
    form({ onSubmit: () => Promise.reject(new Error('Server said no')) });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Server said no');
    await user.type(screen.getByLabelText('Script name'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('disables the submit button while the fields have a problem', () => {
    form({ problem: 'Names cannot contain a slash.' });
    expect((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Names cannot contain a slash.');
  });

  it('cancels on Escape', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    form({ onCancel });
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
