/**
 * Unsent form drafts (issue 23 §2): what a person typed and did not get to save survives the end of their session
 * (a refused token, the inactivity lock) and comes back when they sign in again, on the same page. Kept in session
 * storage (this tab only, gone with it), one entry per person, page and record, so that a draft is only ever
 * offered to the person who wrote it. The session store does not know about drafts: the explicit logout forgets
 * them all, and signing in forgets everyone else's (a shared tablet).
 *
 * Plain storage with no React nor form library: the login screen calls it, and its bundle stays small (issue 3).
 */
const DRAFT_PREFIX = 'zelo-draft:';

export function draftKey(userUuid: string, path: string): string {
  return `${DRAFT_PREFIX}${userUuid}:${path}`;
}

/** Files and other binary values cannot be kept in storage: they are left out, the rest of the draft is kept. */
function withoutBinaries(_key: string, value: unknown): unknown {
  return value instanceof Blob ? undefined : value;
}

export function saveDraft(key: string, values: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values, withoutBinaries));
  } catch {
    // A full or unavailable storage only means no draft: the form itself goes on working.
  }
}

export function readDraft(key: string): Record<string, unknown> | null {
  const saved = sessionStorage.getItem(key);
  if (saved === null) return null;
  try {
    const values: unknown = JSON.parse(saved);
    return values !== null && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function discardDraft(key: string): void {
  sessionStorage.removeItem(key);
}

/** Forgets every draft but those of `keepUserUuid` (all of them when none is given). */
export function forgetDrafts(keepUserUuid?: string): void {
  const kept = keepUserUuid === undefined ? null : `${DRAFT_PREFIX}${keepUserUuid}:`;
  const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
  for (const key of keys) {
    if (key?.startsWith(DRAFT_PREFIX) && !(kept && key.startsWith(kept))) sessionStorage.removeItem(key);
  }
}

/**
 * Whether the page being left is being left because the session is ending: then its draft stays. The refused token
 * ends the session before the page goes (no token left); the inactivity lock leaves the page first and logs out
 * after, so it says so here.
 */
let sessionEnding = false;

export function markSessionEnding(): void {
  sessionEnding = true;
}

export function isSessionEnding(hasToken: boolean): boolean {
  return sessionEnding || !hasToken;
}

/** A new session starts: pages left from now on are left by choice. */
export function sessionStarted(): void {
  sessionEnding = false;
}
