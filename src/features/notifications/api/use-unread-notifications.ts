import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '#src/lib/api-error.ts';
import { notify } from '#src/ui/toasts/notify.ts';
import { notificationQueries } from './notification-queries.ts';

/**
 * GET /notifications/all-unread; a failed fetch shows an error toast (SPEC §8) — once per streak of the same
 * failure, not at every background refresh.
 */
export function useUnreadNotifications() {
  const query = useQuery(notificationQueries.unread());
  const failure = query.isError ? errorMessage(query.error) : null;
  useEffect(() => {
    if (failure) notify.error(failure);
  }, [failure]);
  return query;
}
