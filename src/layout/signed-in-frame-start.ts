/**
 * Draws the frame of the signed-in screens (signed-in-frame.tsx, decision 028) in place of the boot spinner, so that
 * the first paint of a signed-in page shows its frame and title rather than a logo, until the app draws the page. A
 * classic script, run while index.html is parsed, before the first paint; nothing is imported, so it waits for no
 * other file.
 *
 * Drawn only where the app's first render would stand in the same place: a saved session (`hasActiveSession`,
 * src/stores/session.ts), on a page of that person's menu, in the look the frame is drawn in.
 */

// In a function of its own: a classic script's top-level names would be the page's globals.
(() => {
  const template = document.getElementById('signed-in-frame') as HTMLTemplateElement;
  const { titles, look } = JSON.parse(template.dataset.frame!) as { titles: Record<string, Record<string, string>>; look: Record<string, unknown> };

  /**
   * What a store persisted under `key` (zustand's `{ state, version }`), if anything readable. As in
   * sign-in-page-start.ts, not shared: each of the two page scripts must import nothing.
   */
  function saved(key: string): Record<string, unknown> {
    try {
      return (JSON.parse(localStorage.getItem(key)!) as { state: Record<string, unknown> }).state ?? {};
    } catch {
      return {};
    }
  }

  const session = saved('zelo-auth') as { token?: string; activeUser?: { name?: string; type?: string } };
  const savedLook = saved('zelo-preferences');
  const title = session.token && session.activeUser?.name ? titles[session.activeUser.type ?? '']?.[location.pathname] : undefined;
  if (!title || !Object.keys(look).every((key) => savedLook[key] === undefined || savedLook[key] === look[key])) return;

  const frame = (template.content.cloneNode(true) as DocumentFragment).firstElementChild!;
  frame.querySelector('h1')!.textContent = title;
  const root = document.getElementById('root')!;
  // Beside the root, not in it: React empties the root at its first commit, which comes before the page's code has
  // arrived, and often before the first paint. The frame goes when the app shows a page: each of them has a heading.
  root.replaceChildren();
  root.before(frame);
  const observer = new MutationObserver(() => {
    if (!root.querySelector('h1')) return;
    observer.disconnect();
    frame.remove();
  });
  observer.observe(root, { childList: true, subtree: true });
})();

// Run as a classic script, and imported by its test: it exports nothing.
export {};
