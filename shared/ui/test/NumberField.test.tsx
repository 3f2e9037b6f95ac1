import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberField } from '../src/NumberField.js';
import { cleanup, render, type } from './render.js';

afterEach(cleanup);

describe('NumberField', () => {
  it('passes on whole numbers within its range', async () => {
    const onChange = vi.fn();
    const page = await render(<NumberField label="Width" value={640} min={1} onChange={onChange} />);
    const input = page.querySelector('input')!;
    expect(input.value).toBe('640');
    await type(input, '1280');
    expect(onChange).toHaveBeenLastCalledWith(1280);
  });

  it('keeps text that is no valid number, marks it, and passes nothing on', async () => {
    const onChange = vi.fn();
    const page = await render(<NumberField label="Width" value={640} min={1} onChange={onChange} />);
    const input = page.querySelector('input')!;
    await type(input, '0');
    expect(onChange).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('passes undefined when emptied', async () => {
    const onChange = vi.fn();
    const page = await render(<NumberField label="Start" value={3} onChange={onChange} />);
    await type(page.querySelector('input')!, '');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('takes decimals when not limited to whole numbers', async () => {
    const onChange = vi.fn();
    const page = await render(<NumberField label="Opacity" integer={false} min={0} max={1} value={undefined} onChange={onChange} />);
    await type(page.querySelector('input')!, '0.25');
    expect(onChange).toHaveBeenLastCalledWith(0.25);
  });
});
