// What a user does to a field that already holds something, in Testing Library's user-event terms.
import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Replaces what a text or number field holds with `text`: the field is cleared, then typed into. */
export async function retype(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  // user-event reads { and [ as the start of a key name; doubled they are typed as themselves.
  if (text)
    await userEvent.type(
      field,
      text.replace(/[{[]/g, (c) => c + c),
    );
}

/**
 * Picks a value in a control that takes no typing (a colour well, a slider, a date): the
 * browser's own picker sets it and fires the change, as here.
 */
export function pick(control: HTMLElement, value: string): void {
  fireEvent.change(control, { target: { value } });
}

/** Replaces what a field holds with `text` pasted in one go, as a user pastes a whole document. */
export async function repaste(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  await userEvent.paste(text);
}
