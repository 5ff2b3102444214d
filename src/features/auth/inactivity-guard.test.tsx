import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOCK_PASSWORD, mockUsers } from '#mocks/fixtures.ts';
import { useSession } from '#src/stores/session.ts';
import { expectPath, renderApp, signInAs } from '#src/test/render-app.tsx';
import { INACTIVITY_DIALOG } from './inactivity-guard.tsx';

const MINUTE = 60_000;

async function idleFor(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('inactivity guard (SPEC §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function start() {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signInAs('sindico');
    const app = await renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Olá, Síndico!' });
    return { user, ...app };
  }

  it('asks after 20 minutes without activity', async () => {
    await start();
    await idleFor(20 * MINUTE - 1000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await idleFor(1000);
    const dialog = await screen.findByRole('alertdialog', { name: INACTIVITY_DIALOG.title });
    expect(within(dialog).getByRole('button', { name: 'Continuar conectado' })).toBeTruthy();
  });

  it('starts the 20 minutes again when the person continues', async () => {
    const { user } = await start();
    await idleFor(20 * MINUTE);
    await user.click(await screen.findByRole('button', { name: INACTIVITY_DIALOG.confirmLabel }));
    await idleFor(19 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(useSession.getState().token).not.toBeNull();
    await idleFor(1 * MINUTE);
    expect(await screen.findByRole('alertdialog', { name: INACTIVITY_DIALOG.title })).toBeTruthy();
  });

  it('logs out and goes to / when the person declines', async () => {
    const { user, router } = await start();
    await idleFor(20 * MINUTE);
    await user.click(await screen.findByRole('button', { name: INACTIVITY_DIALOG.cancelLabel }));
    await expectPath(router, '/');
    expect(useSession.getState().token).toBeNull();
  });

  it('logs out after the 5-minute grace period and offers the lock screen to the same person', async () => {
    const { router, queryClient } = await start();
    const dashboardData = () => queryClient.getQueryCache().findAll({ queryKey: ['dashboard'] });
    expect(dashboardData()).not.toEqual([]);
    await idleFor(20 * MINUTE);
    await screen.findByRole('alertdialog');
    await idleFor(5 * MINUTE);
    await expectPath(router, '/lock-screen');
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    // Issue 22 §3: the next person at the lock screen's "Entrar com outra conta" must not find this one's data.
    expect(dashboardData()).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText(mockUsers.sindico.name)).toBeTruthy();
  });

  it('counts mouse and keyboard activity', async () => {
    const { user } = await start();
    await idleFor(15 * MINUTE);
    await user.keyboard('a');
    await idleFor(15 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await idleFor(5 * MINUTE);
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
  });

  it('focuses "Continuar conectado", so that Enter keeps the person in (issue 23 §2)', async () => {
    const { user } = await start();
    await idleFor(20 * MINUTE);
    const dialog = await screen.findByRole('alertdialog', { name: INACTIVITY_DIALOG.title });
    const stay = within(dialog).getByRole('button', { name: INACTIVITY_DIALOG.confirmLabel });
    await waitFor(() => expect(document.activeElement).toBe(stay));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(useSession.getState().token).not.toBeNull();
  });

  it('unlocks back to the page the lock interrupted, with the edits that were not saved (issue 23 §2)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    signInAs('sindico');
    const { router } = await renderApp('/user-profile');
    const name = () => screen.getByLabelText('Nome', { selector: 'input' }) as HTMLInputElement;
    await waitFor(() => expect(name().value).toBe(mockUsers.sindico.name));
    await user.type(name(), ' Júnior');

    await idleFor(20 * MINUTE);
    await screen.findByRole('alertdialog');
    await idleFor(5 * MINUTE);
    await expectPath(router, '/lock-screen');
    expect(router.state.location.search).toEqual({ redirect: '/user-profile' });
    await waitFor(() => expect(useSession.getState().token).toBeNull());

    await user.type(await screen.findByLabelText('Senha'), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Desbloquear' }));
    await expectPath(router, '/user-profile');
    await waitFor(() => expect(name().value).toBe(`${mockUsers.sindico.name} Júnior`));
    sessionStorage.clear();
  }, 20_000);
});
