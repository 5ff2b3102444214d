/**
 * The script of the sign-in page drawn at build time (sign-in-page.tsx, decision 026). The page is usable as it
 * comes: the app starts only when the person reaches for it (a press, a key, a focus, a submit), or at once (below).
 * Nothing is imported here, so the framework is evaluated only when the app starts; every byte counts in /login's
 * 120 KB (bench/login-js-size.ts).
 *
 * The app renders into a hidden root of its own beside the drawn page; when its form is there, the values and the
 * focus of the drawn form move into it, the app's root takes the page's place, and a submit made meanwhile is made
 * again through the app's form (validation and messages are the app's).
 */

// The build writes both (scripts/drawn-pages-plugin.ts): the drawn screen, and the app's entry beside it.
const page = document.getElementById('root')!;
const drawnForm = page.querySelector('form')!;
const startApp = () => import(/* @vite-ignore */ page.dataset.app!);
// SPEC §2's title (pageTitle in src/layout/page-title.ts), before the app sets the same: index.html's is the product name.
document.title += ` | ${location.pathname}`;

/** What a store persisted under `key` (zustand's `{ state, version }`), if anything readable. */
function saved(key: string): Record<string, unknown> | undefined {
  try {
    return (JSON.parse(localStorage.getItem(key)!) as { state: Record<string, unknown> }).state;
  } catch {
    // Nothing saved, or not zustand's shape: nothing to go by.
  }
}

const session = saved('zelo-auth') as { token?: string; activeUser?: { name?: string } } | undefined;
const look = saved('zelo-preferences');
/**
 * The app at once, as before this page existed: for a saved session (`hasActiveSession` in src/stores/session.ts:
 * `/login` sends a signed-in person on), and for a look that is not the drawn one (src/stores/preferences.ts:
 * dark mode, right to left, monochrome), which only the app applies.
 */
const appAtOnce = Boolean((session?.token && session.activeUser?.name) || look?.darkMode || look?.isRTL || look?.isMonochrome);

let submitted = false;
/** The app renders here, beside the drawn page, once started. */
const appRoot = document.createElement('div');
appRoot.hidden = true;
/** The app's form, from when it is rendered until it takes the drawn form's place. */
let appForm: HTMLFormElement | null = null;
/**
 * A press on the page, down and not yet up. The form is not swapped under it: the press would go down on the drawn
 * button and up on the app's, and its click (the submit) would be lost.
 */
let pressing = false;
for (const type of ['pointerdown', 'pointerup', 'pointercancel'])
  addEventListener(type, (event) => {
    pressing = event.type == 'pointerdown';
    // Released with the app's form waiting: after the click this press makes, dispatched in the same task.
    if (appForm) setTimeout(adopt);
  }, true);

function adopt() {
  const form = appForm;
  if (!form || pressing) return;
  appForm = null;
  // The form's fields by name (HTMLFormElement's named properties).
  const twin = (name: string) => form[name] as HTMLInputElement;
  for (const field of drawnForm.querySelectorAll('input')) twin(field.name).value = field.value;
  const focused = document.activeElement as HTMLInputElement;
  page.remove();
  appRoot.hidden = false;
  // Its value was set, so the caret is at its end: where the person was typing.
  if (focused.form === drawnForm && focused.name) twin(focused.name).focus();
  if (submitted) form.requestSubmit();
}

function start() {
  // Once: each of the listeners below may call it.
  if (appRoot.isConnected) return;
  page.id = 'sign-in-page';
  appRoot.id = 'root';
  page.after(appRoot);
  // Called after React's commit, before the next paint: no frame shows without a form.
  const observer = new MutationObserver(() => {
    appForm = appRoot.querySelector('form');
    if (!appForm) return;
    observer.disconnect();
    adopt();
  });
  observer.observe(appRoot, { childList: true, subtree: true });
  void startApp();
}

if (appAtOnce) {
  // It renders in place of the drawn form; until then, index.html's boot spinner, which the build keeps in a template.
  page.replaceChildren((document.getElementById('boot') as HTMLTemplateElement).content);
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
