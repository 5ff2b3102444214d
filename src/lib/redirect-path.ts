/**
 * Deep links survive sign-in (issue 10): a signed-out person who opens a protected page is sent to `/` with
 * `?redirect=<that page>` and lands there after signing in. Only a path of this app is accepted, so a crafted link
 * cannot send someone elsewhere after they typed their password. Hand-written, not zod: it runs on /login.
 */
export interface SignInSearch {
  redirect?: string;
}

/** Where a person lands after signing in when no deep link asked for another page. */
export const HOME_PATH = '/dashboard';

/** The search of `/` that brings a person back to `href` once signed in again. */
export function returningTo(href: string): SignInSearch {
  return href === HOME_PATH ? {} : { redirect: href };
}

const PROBE_ORIGIN = 'http://zelo.invalid';

/** The path itself when it is a same-origin path (`/x?y#z`); undefined for anything else. */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  // `//host` and `/\host` are protocol-relative to browsers; control characters and backslashes have no place here.
  // eslint-disable-next-line no-control-regex -- the control characters are what is being refused
  if (value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/**
 * The key is always returned, undefined when refused: the router merges a route's search over the raw one, so
 * leaving it out would let the raw value through.
 */
export function validateSignInSearch(search: Record<string, unknown>): SignInSearch {
  return { redirect: safeRedirectPath(search.redirect) };
}
