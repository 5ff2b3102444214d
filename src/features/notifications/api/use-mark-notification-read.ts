import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '#src/lib/api-error.ts';
import { notify } from '#src/ui/toast-store.ts';
import { markNotificationRead, notificationQueries } from './notification-queries.ts';

/** PUT /notifications/read/{id}; the unread list is fetched again afterwards. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationQueries.lists() }),
    onError: (error) => notify.error(errorMessage(error)),
  });
}
