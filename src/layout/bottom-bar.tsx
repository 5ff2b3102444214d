import { Link } from '@tanstack/react-router';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { useLogout } from '#src/features/auth/api/use-logout.ts';
import { cn } from '#src/lib/cn.ts';
import { useSessionUser } from '#src/stores/session.ts';
import { Avatar } from '#src/ui/avatar.tsx';

const itemClasses =
  'flex flex-1 flex-col items-center justify-center gap-1 text-xs font-medium text-slate-600 dark:text-slate-300';

/** SPEC §2 mobile bottom bar (below 768 px): Dashboard, the profile (avatar with initials) and Logout. */
export function BottomBar() {
  const user = useSessionUser();
  const logout = useLogout();
  return (
    <nav
      aria-label="Atalhos"
      className="fixed inset-x-0 bottom-0 z-40 flex h-16 border-t border-slate-200 bg-white md:hidden dark:border-slate-700 dark:bg-slate-800"
    >
      <Link to="/dashboard" className={itemClasses} activeProps={{ className: 'text-brand-700 dark:text-brand-300', 'aria-current': 'page' }}>
        <LayoutDashboard aria-hidden="true" className="size-5" />
        Dashboard
      </Link>
      <Link to="/user-profile" className={itemClasses} activeProps={{ className: 'text-brand-700 dark:text-brand-300', 'aria-current': 'page' }}>
        <Avatar name={user.name} picture={user.rel_user.profile_picture} className="size-7 text-[11px]" />
        Perfil
      </Link>
      <button type="button" onClick={() => logout.mutate({})} className={cn(itemClasses, 'hover:text-red-700 dark:hover:text-red-300')}>
        <LogOut aria-hidden="true" className="size-5" />
        Logout
      </button>
    </nav>
  );
}
