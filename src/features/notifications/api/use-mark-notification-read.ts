import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '#src/lib/api-error.ts';
import { notify } from '#src/ui/toasts/notify.ts';
import { markNotificationRead, notificationQueries } from './notification-queries.ts';

/** PUT /notifications/read/{id}; the unread list is fetched again afterwards. */
export function useMarkNotificationRead() {
  return useMutation({
    mutationFn: markNotificationRead,
    meta: { invalidates: [notificationQueries.lists()] },
    onError: (error) => notify.error(errorMessage(error)),
  });
}
