import { useNavigate, type LinkProps } from '@tanstack/react-router';
import type { Notification } from '#contract/notifications.ts';
import { pathOf } from '#src/lib/menu.ts';
import { useMarkNotificationRead } from './api/use-mark-notification-read.ts';

/** SPEC §4: opening a notification marks it read and goes to its route, if it has one (the bell and the centre). */
export function useOpenNotification() {
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  return (notification: Notification) => {
    markRead.mutate(notification.uuid);
    if (notification.route) void navigate({ to: pathOf(notification.route) as LinkProps['to'] });
  };
}
