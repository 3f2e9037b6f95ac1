import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from '../src/primitives/NumberField.js';

describe('NumberField', () => {
  it('passes on whole numbers within its range', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Width" value={640} min={1} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Width' });
    expect(input).toHaveProperty('value', '640');
    await userEvent.clear(input);
    await userEvent.type(input, '1280');
    expect(onChange).toHaveBeenLastCalledWith(1280);
  });

  it('keeps text that is no valid number, marks it, and passes nothing on', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Width" value={640} min={1} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Width' });
    await userEvent.clear(input);
    onChange.mockClear();
    await userEvent.type(input, '0');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveProperty('value', '0');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('passes undefined when emptied', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Start" value={3} onChange={onChange} />);
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Start' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('takes decimals when not limited to whole numbers', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Opacity" integer={false} min={0} max={1} value={undefined} onChange={onChange} />);
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Opacity' }), '0.25');
    expect(onChange).toHaveBeenLastCalledWith(0.25);
  });
});
