import { useMutation } from '@tanstack/react-query';
import { notify } from '#src/ui/toasts/notify.ts';
import { markNotificationRead, notificationQueries } from './notification-queries.ts';

/** PUT /notifications/read/{id}; the unread list is fetched again afterwards. */
export function useMarkNotificationRead() {
  return useMutation({
    mutationFn: markNotificationRead,
    meta: { invalidates: [notificationQueries.lists()] },
    onError: (error) => notify.failure(error),
  });
}
