/**
 * The script of the sign-in page drawn at build time (sign-in-page.tsx, decision 026). The page is usable as it
 * comes: the app starts only when the person reaches for it (a press, a key, a focus, a submit), or at once when a
 * session is saved (`/login` sends a signed-in person on, SPEC §2). Nothing is imported here, so the framework is
 * evaluated only when the app starts; every byte counts in /login's 120 KB (bench/login-js-size.ts).
 *
 * The app renders into a hidden root of its own beside the drawn page; when its form is there, the values and the
 * focus of the drawn form move into it, the app's root takes the page's place, and a submit made meanwhile is made
 * again through the app's form (validation and messages are the app's).
 */

// The build writes both (scripts/sign-in-page-plugin.ts): the drawn screen, and the app's entry beside it.
const page = document.getElementById('root')!;
const drawnForm = page.querySelector('form')!;
const startApp = () => import(/* @vite-ignore */ page.dataset.app!);

/** The session store's persisted shape (src/stores/session.ts: key zelo-auth, version 1, `hasActiveSession`). */
function hasSavedSession(): boolean {
  try {
    const saved = JSON.parse(localStorage.getItem('zelo-auth')!) as { version: number; state: { token: string | null; activeUser: { name: string } | null } };
    return saved.version === 1 && Boolean(saved.state.token && saved.state.activeUser?.name);
  } catch {
    return false;
  }
}

let submitted = false;
let started = false;

function adopt(appRoot: HTMLElement, appForm: HTMLFormElement) {
  const twin = (name: string) => appForm.elements.namedItem(name) as HTMLInputElement;
  for (const field of drawnForm.querySelectorAll('input')) twin(field.name).value = field.value;
  const focused = document.activeElement as HTMLInputElement;
  page.remove();
  appRoot.hidden = false;
  if (focused.form === drawnForm && focused.name) {
    twin(focused.name).focus();
    // null on inputs without a text selection (type=email).
    if (focused.selectionStart !== null) twin(focused.name).setSelectionRange(focused.selectionStart, focused.selectionEnd);
  }
  if (submitted) appForm.requestSubmit();
}

function start() {
  if (started) return;
  started = true;
  page.id = 'sign-in-page';
  const appRoot = document.createElement('div');
  appRoot.id = 'root';
  appRoot.hidden = true;
  page.after(appRoot);
  // Called after React's commit, before the next paint: no frame shows without a form.
  const observer = new MutationObserver(() => {
    const appForm = appRoot.querySelector('form');
    if (!appForm) return;
    observer.disconnect();
    adopt(appRoot, appForm);
  });
  observer.observe(appRoot, { childList: true, subtree: true });
  void startApp();
}

if (hasSavedSession()) {
  // The app redirects at once: it renders in place of the drawn form.
  page.replaceChildren();
  void startApp();
} else {
  for (const type of ['pointerdown', 'keydown', 'focusin']) addEventListener(type, start, { capture: true, once: true });
  // Without the app the form would be sent as a GET with the password in the address.
  drawnForm.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted = true;
    start();
  });
}

// The page loads this file as a module (and the tests import it): it exports nothing.
export {};
