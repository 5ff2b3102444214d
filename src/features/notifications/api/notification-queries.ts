import { queryOptions } from '@tanstack/react-query';
import type { NotificationKind } from '#contract/notification-kinds.ts';
import { notificationsEndpoints } from '#contract/notifications.ts';
import { listsOf } from '#src/api/module-api.ts';
import { callEndpoint } from '#src/lib/http.ts';

/** New notifications show up within a minute while the app is open. */
const UNREAD_REFRESH_MS = 60_000;

export const notificationQueries = {
  all: () => ['notifications'] as const,
  lists: () => listsOf('notifications'),
  /** GET /notifications/all-unread */
  unread: () =>
    queryOptions({
      queryKey: [...notificationQueries.lists(), 'unread'] as const,
      queryFn: () => callEndpoint(notificationsEndpoints.allUnread).then((r) => r.data),
      refetchInterval: UNREAD_REFRESH_MS,
    }),
};

export interface NotificationHistoryParams {
  page?: number;
  kind?: NotificationKind;
  status?: 'unread';
}

export const notificationHistoryQuery = (params: NotificationHistoryParams) =>
  queryOptions({
    queryKey: [...notificationQueries.lists(), 'history', params] as const,
    queryFn: () => callEndpoint(notificationsEndpoints.listing, { query: { ...params } }).then((r) => r.data),
  });

export function markNotificationRead(id: string) {
  return callEndpoint(notificationsEndpoints.markRead, { params: { id } }).then((r) => r.data);
}

export function markAllNotificationsRead(kind: NotificationKind | undefined) {
  return callEndpoint(notificationsEndpoints.markAllRead, { query: { kind } }).then((r) => r.data);
}
