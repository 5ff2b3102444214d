import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notificationHistoryQuery, type NotificationHistoryParams } from './notification-queries.ts';

/** GET /notifications/listing: the page of the history asked, keeping the last page on screen while the next loads. */
export function useNotificationHistory(params: NotificationHistoryParams) {
  return useQuery({ ...notificationHistoryQuery(params), placeholderData: keepPreviousData });
}
