import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { visibleMenu, type VisibleMenuItem } from '#src/lib/menu.ts';
import { useSessionUser } from '#src/stores/session.ts';

/** The signed-in user's menu, limited to the screens this build has (issue 3: later screens are not registered). */
export function useVisibleMenu(): VisibleMenuItem[] {
  const user = useSessionUser();
  const { routesByPath } = useRouter();
  return useMemo(() => visibleMenu(user, (path) => Object.hasOwn(routesByPath, path)), [user, routesByPath]);
}
