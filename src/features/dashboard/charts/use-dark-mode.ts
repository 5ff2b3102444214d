import { useSyncExternalStore } from 'react';

// The preferences store puts `dark` on <body> (SPEC §4); a canvas cannot follow a CSS variant, so charts watch it.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDark = () => document.body.classList.contains('dark');

/** Whether the app is in dark mode now, re-rendering when it changes. */
export function useDarkMode(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
