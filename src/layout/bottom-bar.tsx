import { Link } from '@tanstack/react-router';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { useLogout } from '#src/features/auth/api/use-logout.ts';
import { useSessionUser } from '#src/stores/session.ts';
import { Avatar } from '#src/ui/avatar.tsx';
import { cn } from '#views/cn.ts';

const itemClasses =
  'relative flex flex-1 flex-col items-center justify-center gap-1 text-xs font-medium text-slate-600 dark:text-slate-300';

/** The current page's item: brand colour, bold, and a bar along its top edge (TanStack's Link marks it data-status). */
const activeItemClasses =
  'data-[status=active]:font-semibold data-[status=active]:text-brand-700 dark:data-[status=active]:text-brand-300 ' +
  'data-[status=active]:before:absolute data-[status=active]:before:inset-x-6 data-[status=active]:before:top-0 ' +
  'data-[status=active]:before:h-1 data-[status=active]:before:rounded-b data-[status=active]:before:bg-brand-600 dark:data-[status=active]:before:bg-brand-300';

const activeProps = { 'aria-current': 'page' } as const;

/** SPEC §2 mobile bottom bar (below 768 px): Dashboard, the profile (avatar with initials) and Logout. */
export function BottomBar() {
  const user = useSessionUser();
  const logout = useLogout();
  return (
    <nav
      aria-label="Atalhos"
      className="fixed inset-x-0 bottom-0 z-40 flex h-16 border-t border-slate-200 bg-white md:hidden dark:border-slate-700 dark:bg-slate-800"
    >
      <Link to="/dashboard" className={cn(itemClasses, activeItemClasses)} activeProps={activeProps}>
        <LayoutDashboard aria-hidden="true" className="size-5" />
        Dashboard
      </Link>
      <Link to="/user-profile" className={cn(itemClasses, activeItemClasses)} activeProps={activeProps}>
        <Avatar name={user.name} picture={user.rel_user.profile_picture} size="xs" />
        Perfil
      </Link>
      <button type="button" onClick={() => logout.mutate({})} className={cn(itemClasses, 'hover:text-red-700 dark:hover:text-red-300')}>
        <LogOut aria-hidden="true" className="size-5" />
        Logout
      </button>
    </nav>
  );
}
