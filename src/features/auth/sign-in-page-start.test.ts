import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSignInPage } from './sign-in-page.tsx';

/** The page the server sends for /login (login.html), its script run, with a stand-in of the built entry. */
async function openDrawnPage() {
  vi.resetModules();
  document.body.innerHTML =
    `<div id="root" data-app="/src/test/sign-in-page-app.tsx">${renderSignInPage()}</div>` +
    '<template id="boot"><div class="boot" role="status" aria-label="Carregando"></div></template>';
  await import('./sign-in-page-start.ts');
}

// The app's first import takes seconds on a busy 2-core machine.
const APP_START_MS = 30_000;
const takenOver = () => waitFor(() => expect(document.getElementById('sign-in-page')).toBeNull(), { timeout: APP_START_MS });

describe('the sign-in page drawn at build time', () => {
  it('keeps what was typed, and the focus, when the app takes the form over', async () => {
    await openDrawnPage();
    const user = userEvent.setup();
    // The first focus starts the app; the rest is typed wherever the focus is meanwhile.
    await user.type(screen.getByLabelText('E-mail'), 'sindico@zelo.demo');
    await takenOver();

    const email = screen.getByLabelText<HTMLInputElement>('E-mail');
    expect(email.value).toBe('sindico@zelo.demo');
    expect(document.activeElement).toBe(email);
    expect(document.getElementById('root')?.hidden).toBe(false);
  }, APP_START_MS);

  it("has SPEC's title before the app runs", async () => {
    document.title = 'Zelo';
    await openDrawnPage();

    expect(document.title).toBe(`Zelo | ${location.pathname}`);
  });

  it("makes a submit sent before the app again through the app's form, with its messages", async () => {
    await openDrawnPage();
    fireEvent.submit(screen.getByRole('form', { name: 'Entrar' }));
    await takenOver();

    expect(await screen.findByText('Informe a senha.')).toBeTruthy();
  }, APP_START_MS);

  it('does not take the form over under a press: the press ends on the drawn button and its submit is made again', async () => {
    await openDrawnPage();
    const drawnButton = screen.getByRole('button', { name: 'Entrar' });
    fireEvent.pointerDown(drawnButton);
    // The app's form is there, hidden, while the press lasts.
    await waitFor(() => expect(document.querySelector('#root form')).not.toBeNull(), { timeout: APP_START_MS });
    expect(document.getElementById('sign-in-page')).not.toBeNull();

    fireEvent.pointerUp(drawnButton);
    fireEvent.click(drawnButton);
    await takenOver();

    expect(await screen.findByText('Informe a senha.')).toBeTruthy();
  }, APP_START_MS);

  it('starts the app at once, in place of the drawn form, for a saved look the page does not draw', async () => {
    localStorage.setItem('zelo-preferences', JSON.stringify({ state: { darkMode: true }, version: 1 }));
    await openDrawnPage();

    expect(screen.queryByRole('form', { name: 'Entrar' })).toBeNull();
    expect(document.getElementById('sign-in-page')).toBeNull();
  });

  it('shows the boot spinner, not a blank page, until the app it starts at once renders', async () => {
    localStorage.setItem('zelo-auth', JSON.stringify({ state: { isAuth: true, token: 'token', activeUser: { name: 'Síndico' } }, version: 1 }));
    await openDrawnPage();

    expect(screen.getByRole('status', { name: 'Carregando' })).toBeTruthy();
  });

  it('starts the app at once, in place of the drawn form, when a session is saved', async () => {
    localStorage.setItem('zelo-auth', JSON.stringify({ state: { isAuth: true, token: 'token', activeUser: { name: 'Síndico' } }, version: 1 }));
    await openDrawnPage();

    expect(screen.queryByRole('form', { name: 'Entrar' })).toBeNull();
    expect(document.getElementById('sign-in-page')).toBeNull();
  });
});
