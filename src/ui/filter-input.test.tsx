import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterInput } from './filter-input.tsx';

describe('FilterInput', () => {
  it('applies what was typed after a pause, once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<FilterInput label="Buscar" value="" onChange={onChange} delayMs={50} />);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'solar');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('solar'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('applies with the newest callback when the pause ends, without restarting it', async () => {
    const user = userEvent.setup();
    const first = vi.fn();
    const newest = vi.fn();
    const { rerender } = render(<FilterInput label="Buscar" value="" onChange={first} delayMs={200} />);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'solar');
    // The parent moved on meanwhile (a document opened): its newer callback carries that.
    rerender(<FilterInput label="Buscar" value="" onChange={newest} delayMs={200} />);
    await vi.waitFor(() => expect(newest).toHaveBeenCalledWith('solar'));
    expect(first).not.toHaveBeenCalled();
  });

  it('applies at once on Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<FilterInput label="Buscar" value="" onChange={onChange} delayMs={60_000} />);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'aurora{Enter}');
    expect(onChange).toHaveBeenCalledWith('aurora');
  });

  it('follows the applied filter when it changes elsewhere (back and forward)', () => {
    const { rerender } = render(<FilterInput label="Buscar" value="solar" onChange={() => undefined} />);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('solar');
    rerender(<FilterInput label="Buscar" value="" onChange={() => undefined} />);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });
});
