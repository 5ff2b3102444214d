import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/lib/api-error.ts';
import { notify } from './notify.ts';
import { TOAST_DURATION_MS } from './sonner-toaster.tsx';
import { Toaster } from './toaster.tsx';

const area = () => screen.getByRole('region', { name: 'Avisos' });
const toastsShown = () => area().querySelectorAll('[data-sonner-toast]').length;

async function showToast(message: string, kind: 'error' | 'success' = 'error') {
  render(<Toaster />);
  act(() => notify[kind](message));
  return within(await screen.findByRole('region', { name: 'Avisos' })).findByText(message);
}

/** sonner removes a dismissed toast after its exit animation. */
const expectGone = (message: string) => waitFor(() => expect(screen.queryByText(message)).toBeNull());

describe('toasts (SPEC §9, on sonner)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not load the toast area with the page, only once it is needed', async () => {
    render(<Toaster />);
    expect(screen.queryByRole('region', { name: 'Avisos' })).toBeNull();
    act(() => notify.info('Primeiro aviso'));
    expect(await within(await screen.findByRole('region', { name: 'Avisos' })).findByText('Primeiro aviso')).toBeTruthy();
  });

  it('loads on the first interaction with the page, before any toast', async () => {
    render(<Toaster />);
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(await screen.findByRole('region', { name: 'Avisos' })).toBeTruthy();
  });

  it('shows the same message once, however many times it is asked for', async () => {
    await showToast('E-mail ou senha inválidos.');
    for (let attempt = 0; attempt < 4; attempt += 1) act(() => notify.error('E-mail ou senha inválidos.'));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(toastsShown()).toBe(1);
    act(() => notify.error('Outra mensagem'));
    await within(area()).findByText('Outra mensagem');
    expect(toastsShown()).toBe(2);
  });

  it('announces errors assertively and other toasts politely', async () => {
    const error = await showToast('Falhou');
    expect(error.closest('[role="alert"]')).not.toBeNull();
    act(() => notify.success('Salvo'));
    const success = await within(area()).findByText('Salvo');
    expect(success.closest('[role="alert"]')).toBeNull();
    expect(area().getAttribute('aria-live')).toBe('polite');
  });

  it('closes after 5000 ms', async () => {
    await showToast('Some sozinho');
    expect(TOAST_DURATION_MS).toBe(5000);
    await act(() => vi.advanceTimersByTimeAsync(4800));
    expect(screen.queryByText('Some sozinho')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await expectGone('Some sozinho');
  });

  it('pauses while hovered', async () => {
    await showToast('Pausado');
    const list = area().querySelector('[data-sonner-toaster]')!;
    fireEvent.mouseEnter(list);
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(screen.queryByText('Pausado')).not.toBeNull();
    fireEvent.mouseLeave(list);
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + 500));
    await expectGone('Pausado');
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
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + 500));
    await expectGone('Sem foco');
  });

  it('closes on a click, and from its close button', async () => {
    const message = await showToast('Clique');
    fireEvent.pointerDown(message, { clientX: 10, clientY: 10 });
    fireEvent.click(message, { clientX: 10, clientY: 10 });
    await expectGone('Clique');

    act(() => notify.success('Com botão'));
    await within(area()).findByText('Com botão');
    fireEvent.click(within(area()).getByRole('button', { name: 'Fechar aviso' }));
    await expectGone('Com botão');
  });

  it('stays when the press moved (a swipe that fell short is not a click)', async () => {
    const message = await showToast('Arrastado');
    fireEvent.pointerDown(message, { clientX: 10, clientY: 10 });
    fireEvent.click(message, { clientX: 40, clientY: 10 });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText('Arrastado')).not.toBeNull();
  });

  it("shows a server failure's code under its message, and only a server failure's", async () => {
    render(<Toaster />);
    act(() => notify.failure(new ApiError(500, 'INTERNAL_ERROR', 'Erro interno.', {}, 'c0ffee00-1234')));
    act(() => notify.failure(new ApiError(409, 'CONFLICT', 'Já existe.', {}, 'abad1dea-5678')));
    const region = await screen.findByRole('region', { name: 'Avisos' });
    expect(await within(region).findByText('Código do erro: c0ffee00-1234')).toBeTruthy();
    expect(await within(region).findByText('Já existe.')).toBeTruthy();
    expect(within(region).queryByText(/abad1dea/)).toBeNull();
  });
});
