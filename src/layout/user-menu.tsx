import { Link } from '@tanstack/react-router';
import { Building2, ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useId } from 'react';
import { userTypeLabels } from '#contract/user-type-labels.ts';
import { useLogout } from '#src/features/auth/api/use-logout.ts';
import { canSeeCondominiumProfile } from '#src/lib/permissions.ts';
import { useSessionUser } from '#src/stores/session.ts';
import { Avatar } from '#src/ui/avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#src/ui/dropdown-menu.tsx';

/** SPEC §2 user menu: avatar and name; Perfil do Usuário, Perfil do Condomínio (síndico only) and Logout. */
export function UserMenu() {
  const user = useSessionUser();
  const logout = useLogout();
  const showCondominiumProfile = canSeeCondominiumProfile(user);
  const typeId = useId();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Menu do usuário: ${user.name}`}
        aria-describedby={typeId}
        className="flex items-center gap-3 rounded-full p-1 text-start hover:bg-slate-100 md:pe-3 dark:hover:bg-slate-700"
      >
        <Avatar name={user.name} picture={user.rel_user.profile_picture} />
        <span className="hidden min-w-0 md:block">
          <span className="block max-w-40 truncate text-sm font-medium text-slate-900 dark:text-white">{user.name}</span>
          {/* Kept out of the name, which must contain all of its visible text ("Menu do usuário: <nome>"), and read as its description instead (on phones too, where it is not drawn). */}
          <span id={typeId} aria-hidden="true" className="block text-xs text-slate-600 dark:text-slate-300">
            {userTypeLabels[user.type]}
          </span>
        </span>
        <ChevronDown aria-hidden="true" className="hidden size-4 text-slate-600 md:block dark:text-slate-300" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block truncate font-medium text-slate-900 dark:text-white">{user.name}</span>
          <span className="block truncate text-xs text-slate-600 dark:text-slate-300">{user.email}</span>
          <span className="block truncate text-xs text-slate-600 dark:text-slate-300">{userTypeLabels[user.type]}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/user-profile">
            <UserRound aria-hidden="true" className="size-4" />
            Perfil do Usuário
          </Link>
        </DropdownMenuItem>
        {showCondominiumProfile && (
          <DropdownMenuItem asChild>
            <Link to="/condominium-profile">
              <Building2 aria-hidden="true" className="size-4" />
              Perfil do Condomínio
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => logout.mutate({})}>
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
