import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectField } from '../src/SelectField.js';
import { TextField } from '../src/TextField.js';
import { cleanup, render, type } from './render.js';

afterEach(cleanup);

const labelOf = (page: HTMLElement, control: Element) => page.querySelector(`label[for="${control.id}"]`)?.textContent;

describe('SelectField', () => {
  it('is labelled, offers an empty choice when asked, and passes the chosen value on', async () => {
    const onChange = vi.fn();
    const page = await render(<SelectField label="Movie" value="" empty="Choose a movie" options={['intro', { value: 'outro', label: 'The outro' }]} onChange={onChange} />);
    const select = page.querySelector('select')!;
    expect(labelOf(page, select)).toBe('Movie');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Choose a movie', 'intro', 'The outro']);
    await act(async () => {
      select.value = 'outro';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledWith('outro');
  });

  it('keeps a value that is not among the choices', async () => {
    const page = await render(<SelectField label="Format" value="mkv" options={['mp4']} onChange={() => {}} />);
    const select = page.querySelector('select')!;
    expect([...select.options].map((o) => o.value)).toEqual(['mkv', 'mp4']);
    expect(select.value).toBe('mkv');
  });
});

describe('TextField', () => {
  it('is a labelled input, or a text area when given rows', async () => {
    const onChange = vi.fn();
    const page = await render(
      <>
        <TextField label="Name" value="a" onChange={onChange} />
        <TextField label="Notes" value="" rows={3} onChange={() => {}} />
      </>,
    );
    const input = page.querySelector('input')!;
    expect(labelOf(page, input)).toBe('Name');
    expect(labelOf(page, page.querySelector('textarea')!)).toBe('Notes');
    await type(input, 'b');
    expect(onChange).toHaveBeenCalledWith('b');
  });
});
