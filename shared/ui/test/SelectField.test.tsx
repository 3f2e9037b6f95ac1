import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from '../src/primitives/SelectField.js';
import { TextField } from '../src/primitives/TextField.js';

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('SelectField', () => {
  it('is labelled, offers an empty choice when asked, and passes the chosen value on', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Movie"
        value=""
        empty="Choose a movie"
        options={['intro', { value: 'outro', label: 'The outro' }]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Movie' });
    expect(optionTexts(select)).toEqual(['Choose a movie', 'intro', 'The outro']);
    await userEvent.selectOptions(select, 'The outro');
    expect(onChange).toHaveBeenCalledWith('outro');
  });

  it('keeps a value that is not among the choices', () => {
    render(<SelectField label="Format" value="mkv" options={['mp4']} onChange={() => {}} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Format' });
    expect(
      within(select)
        .getAllByRole<HTMLOptionElement>('option')
        .map((o) => o.value),
    ).toEqual(['mkv', 'mp4']);
    expect(select.value).toBe('mkv');
  });
});

describe('TextField', () => {
  it('is a labelled input, or a text area when given rows', async () => {
    const onChange = vi.fn();
    render(
      <>
        <TextField label="Name" value="a" onChange={onChange} />
        <TextField label="Notes" value="" rows={3} onChange={() => {}} />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.tagName).toBe('INPUT');
    expect(screen.getByRole('textbox', { name: 'Notes' }).tagName).toBe('TEXTAREA');
    await userEvent.type(input, 'b');
    expect(onChange).toHaveBeenCalledWith('ab');
  });
});
