import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, shownRowsText, visiblePages } from './pagination.tsx';

describe('pagination', () => {
  it('shows the first, the last and the pages around the current one', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(visiblePages(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('says which rows are shown and moves between pages', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={1} lastPage={3} perPage={10} total={25} onPageChange={onPageChange} />);
    expect(screen.getByText('Mostrando 1–10 de 25 registros')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });

  it('says "mais de" when the server stopped counting, and still goes to the next and the last page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={1} lastPage={10} perPage={10} total={100} totalIsEstimate onPageChange={onPageChange} />);
    expect(screen.getByText('Mostrando 1–10 de mais de 100 registros')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await user.click(screen.getByRole('button', { name: 'Página 10' }));
    expect(onPageChange.mock.calls).toEqual([[2], [10]]);
  });

  it('counts with thousands separators, and never claims more rows than there are', () => {
    expect(shownRowsText({ page: 1235, perPage: 10, total: 12345 })).toBe('Mostrando 12.341–12.345 de 12.345 registros');
    expect(shownRowsText({ page: 1, perPage: 10, total: 1 })).toBe('Mostrando 1–1 de 1 registro');
    expect(shownRowsText({ page: 1001, perPage: 10, total: 10100, totalIsEstimate: true })).toBe('Mostrando 10.001–10.010 de mais de 10.100 registros');
  });
});
