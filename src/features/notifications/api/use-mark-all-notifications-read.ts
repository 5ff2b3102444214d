import { useMutation } from '@tanstack/react-query';
import { notify } from '#src/ui/toasts/notify.ts';
import { markAllNotificationsRead, notificationQueries } from './notification-queries.ts';

/** PUT /notifications/read-all (of one kind, when the centre is filtered); the bell and the history follow. */
export function useMarkAllNotificationsRead() {
  return useMutation({
    mutationFn: markAllNotificationsRead,
    meta: { invalidates: [notificationQueries.lists()] },
    onError: (error) => notify.failure(error),
  });
}
