import { Link } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { useUnreadNotifications } from '#src/features/notifications/api/use-unread-notifications.ts';
import { useOpenNotification } from '#src/features/notifications/use-open-notification.ts';
import { formatDateTime } from '#src/lib/dates.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#src/ui/dropdown-menu.tsx';
import { headerButtonClasses } from './header-button.ts';

/** The badge never grows wider than two digits. */
const badgeText = (total: number) => (total > 99 ? '99+' : String(total));

/** "1 não lida", "2 não lidas". */
export const unreadText = (total: number) => (total === 1 ? '1 não lida' : `${total} não lidas`);

/** SPEC §2: the bell with the unread count; the list scrolls past 300 px; opening one marks it read and follows it. */
export function NotificationBell() {
  const { data } = useUnreadNotifications();
  const open = useOpenNotification();
  const total = data?.total ?? 0;
  const notifications = data?.notifications ?? [];

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={headerButtonClasses}
        aria-label={total > 0 ? `Notificações: ${unreadText(total)}` : 'Notificações: nenhuma não lida'}
      >
        <Bell aria-hidden="true" className="size-5" />
        {total > 0 && (
          <span
            aria-hidden="true"
            className="absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] font-semibold text-white"
          >
            {badgeText(total)}
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-[min(22rem,calc(100vw-1rem))] p-0">
        <DropdownMenuLabel className="flex items-center justify-between px-4 py-3 font-semibold text-slate-900 dark:text-white">
          Notificações
          {total > 0 && <span className="text-xs font-normal text-slate-600 dark:text-slate-300">{unreadText(total)}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator className="my-0" />
        {/* SPEC §2: 300 px at most, then it scrolls; focusable so that the keyboard can scroll it too (WCAG 2.1.1). */}
        <div className="max-h-[300px] overflow-y-auto p-1" data-testid="notification-list" tabIndex={0} role="group" aria-label="Notificações não lidas">
          {notifications.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-slate-600 dark:text-slate-300">Nenhuma notificação não lida.</p>
          ) : (
            notifications.map((notification) => (
              <DropdownMenuItem key={notification.uuid} onSelect={() => open(notification)}>
                {/* One block inside the item's flex row: title, text and time stack at the panel's full width. */}
                <span className="block min-w-0 flex-1">
                  <span className="block font-medium text-slate-900 dark:text-white">{notification.title}</span>
                  <span className="mt-0.5 block text-slate-600 dark:text-slate-300">{notification.description}</span>
                  <time dateTime={notification.created_at.toISOString()} className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
                    {formatDateTime(notification.created_at)}
                  </time>
                </span>
              </DropdownMenuItem>
            ))
          )}
        </div>
        <DropdownMenuSeparator className="my-0" />
        <DropdownMenuItem asChild>
          <Link to="/avisos" className="justify-center font-medium text-brand-700 dark:text-brand-300">
            Ver todas
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
