import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedInFrame } from './signed-in-frame.tsx';

const { markup, ...frame } = renderSignedInFrame();

/** index.html as the build writes it (scripts/drawn-pages-plugin.ts), at `path`, its frame script run. */
async function openPage(path: string, saved: { session?: object; look?: object }) {
  vi.resetModules();
  localStorage.clear();
  if (saved.session) localStorage.setItem('zelo-auth', JSON.stringify({ state: saved.session, version: 1 }));
  if (saved.look) localStorage.setItem('zelo-preferences', JSON.stringify({ state: saved.look, version: 1 }));
  history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="root"><div class="boot" role="status" aria-label="Carregando"></div></div>';
  const template = document.createElement('template');
  template.id = 'signed-in-frame';
  template.dataset.frame = JSON.stringify(frame);
  template.innerHTML = markup;
  document.body.append(template);
  await import('./signed-in-frame-start.ts');
}

const master = { isAuth: true, token: 'token', activeUser: { name: 'Administrador Zelo', type: 'master' } };
const heading = () => document.querySelector('h1')?.textContent;
const bootSpinner = () => document.querySelector('.boot');

describe('the signed-in frame drawn before the app runs', () => {
  afterEach(() => localStorage.clear());

  it("draws the page's title from the breadcrumb's table in place of the boot spinner, and goes when the app shows a page", async () => {
    await openPage('/condominium-register', { session: master });

    expect(heading()).toBe('Cadastro de Condomínios');
    expect(bootSpinner()).toBeNull();

    const appHeading = document.createElement('h1');
    appHeading.textContent = 'Cadastro de Condomínios';
    document.getElementById('root')!.append(appHeading);
    await Promise.resolve();

    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.getElementById('root')!.contains(document.querySelector('h1'))).toBe(true);
  });

  it('stays until a page is shown: what React commits before it (no heading) leaves it in place', async () => {
    await openPage('/condominium-register', { session: master });
    document.getElementById('root')!.append(document.createElement('section'));
    await Promise.resolve();

    expect(heading()).toBe('Cadastro de Condomínios');
  });

  it.each([
    ['without a saved session', '/condominium-register', {}],
    ['on a page outside the person’s menu', '/prospects-listing', { session: { ...master, activeUser: { name: 'Síndico', type: 'sindico' } } }],
    ['on a page with a record in its address', '/condominium-register-edit/1', { session: master }],
    ['for a saved look only the app draws (dark mode)', '/condominium-register', { session: master, look: { darkMode: true } }],
    ['for a collapsed sidebar', '/condominium-register', { session: master, look: { isCollapsed: true } }],
  ])('keeps the boot spinner %s', async (_, path, saved) => {
    await openPage(path, saved);

    expect(heading()).toBeUndefined();
    expect(bootSpinner()).not.toBeNull();
  });

  it('draws it for a saved look equal to the default one', async () => {
    await openPage('/dashboard', { session: master, look: { darkMode: false, skin: 'default', customizer: true } });

    expect(heading()).toBe('dashboard');
  });
});
