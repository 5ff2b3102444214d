import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from './toast-list.tsx';
import { notify } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

async function showToast(message: string) {
  render(<Toaster />);
  act(() => {
    notify.error(message);
  });
  return screen.findByText(message);
}

const area = () => screen.getByRole('region', { name: 'Avisos' });

describe('toasts (SPEC §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has a polite live region on every screen, even before the first toast', () => {
    render(<Toaster />);
    expect(area().getAttribute('aria-live')).toBe('polite');
  });

  it('closes after 5000 ms', async () => {
    await showToast('E-mail ou senha inválidos.');
    expect(TOAST_DURATION_MS).toBe(5000);
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(within(area()).queryByText('E-mail ou senha inválidos.')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(within(area()).queryByText('E-mail ou senha inválidos.')).toBeNull();
  });

  it('pauses while hovered', async () => {
    const message = await showToast('Pausado');
    const toast = message.closest('li')!;
    fireEvent.mouseEnter(toast);
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(screen.queryByText('Pausado')).not.toBeNull();
    fireEvent.mouseLeave(toast);
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS));
    expect(screen.queryByText('Pausado')).toBeNull();
  });

  it('pauses while the window has lost focus', async () => {
    await showToast('Sem foco');
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(screen.queryByText('Sem foco')).not.toBeNull();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS));
    expect(screen.queryByText('Sem foco')).toBeNull();
  });

  it('closes on a click, and from its close button', async () => {
    const message = await showToast('Clique');
    const toast = message.closest('li')!;
    fireEvent.pointerDown(toast, { clientX: 10 });
    fireEvent.pointerUp(toast, { clientX: 10 });
    expect(screen.queryByText('Clique')).toBeNull();

    act(() => {
      notify.success('Com botão');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByText('Com botão')).toBeNull();
  });

  it('is dismissed by a drag past 80 % of its width, and slides back from a shorter one', async () => {
    const message = await showToast('Arraste');
    const toast = message.closest('li')!;
    Object.defineProperty(toast, 'offsetWidth', { value: 300 });

    fireEvent.pointerDown(toast, { clientX: 0 });
    fireEvent.pointerMove(toast, { clientX: 200 });
    fireEvent.pointerUp(toast, { clientX: 200 });
    expect(screen.queryByText('Arraste')).not.toBeNull();
    expect(toast.style.transform).toBe('');

    fireEvent.pointerDown(toast, { clientX: 0 });
    fireEvent.pointerMove(toast, { clientX: 250 });
    fireEvent.pointerUp(toast, { clientX: 250 });
    expect(screen.queryByText('Arraste')).toBeNull();
  });
});
