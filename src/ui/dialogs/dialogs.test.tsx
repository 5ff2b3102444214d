import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from './dialog-host.tsx';
import { SUCCESS_DIALOG_MS } from './dialog-store.ts';
import { dialogs } from './use-dialogs.ts';

describe('useDialogs (ARCHITECTURE §6, SPEC §8, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes a success dialog by itself after 3000 ms, with a progress bar', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<DialogHost />);
    let closed = false;
    act(() => {
      void dialogs.success({ title: 'Cadastro realizado com sucesso!' }).then(() => (closed = true));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Cadastro realizado com sucesso!' });
    expect(within(dialog).getByTestId('success-dialog-progress')).toBeTruthy();
    expect(SUCCESS_DIALOG_MS).toBe(3000);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2900);
    });
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(closed).toBe(true);
  });

  it("titles warnings 'Ops!'", async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    let closed = false;
    act(() => {
      void dialogs.warning('Este email já possui cadastro no sistema.').then(() => (closed = true));
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Ops!' });
    expect(within(dialog).getByText('Este email já possui cadastro no sistema.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(closed).toBe(true);
  });

  it('answers a confirm with the choice, and paints the confirm button #7E96FC', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    let answer: boolean | undefined;
    act(() => {
      void dialogs.confirm({ title: 'Inativar?', confirmLabel: 'Sim', cancelLabel: 'Não' }).then((value) => (answer = value));
    });
    const confirm = await screen.findByRole('button', { name: 'Sim' });
    expect(confirm.className).toContain('bg-confirm');
    await user.click(confirm);
    expect(answer).toBe(true);

    act(() => {
      void dialogs.confirm({ title: 'Inativar?' }).then((value) => (answer = value));
    });
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(answer).toBe(false);
  });

  it('shows queued dialogs one after another', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    act(() => {
      void dialogs.warning('Primeiro');
      void dialogs.warning('Segundo');
    });
    expect(await screen.findByText('Primeiro')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Segundo')).toBeTruthy();
  });

  it('closes everything at once, answering confirms with false', async () => {
    render(<DialogHost />);
    let answer: boolean | undefined;
    act(() => {
      void dialogs.confirm({ title: 'Continuar?' }).then((value) => (answer = value));
    });
    await screen.findByRole('alertdialog');
    act(() => dialogs.dismissAll());
    await vi.waitFor(() => expect(answer).toBe(false));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('gives focus back to what had it when the dialog was asked for, also after a queued one', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button" onClick={() => void dialogs.confirm({ title: 'Inativar?' }).then(() => dialogs.success({ title: 'Feito!' }))}>
          Inativar
        </button>
        <DialogHost />
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Inativar' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });
});
