import { http } from 'msw';
import { notificationsEndpoints } from '#contract/notifications.ts';
import { mockDb } from './db.ts';
import { mockNotifications } from './fixtures.ts';
import { apiError, bearer, page, reply, unauthenticated, url } from './http-helpers.ts';

// The bell's unread notifications and the notification centre's history (see handlers.ts).

export function notificationsHandlers() {
  return [
    http.get(url(notificationsEndpoints.allUnread), ({ request }) =>
      bearer(request)
        ? reply(notificationsEndpoints.allUnread, { data: { notifications: mockNotifications, total: mockNotifications.length } })
        : unauthenticated(),
    ),

    http.put(url(notificationsEndpoints.markRead), ({ request, params }) => {
      if (!bearer(request)) return unauthenticated();
      const notification = mockNotifications.find((candidate) => candidate.uuid === params.id);
      return notification
        ? reply(notificationsEndpoints.markRead, { data: notification })
        : apiError(404, 'NOT_FOUND', 'Notificação não encontrada.');
    }),

    // The notification centre's history: the fixtures, newest first, read once marked (the bell's list stays as SPEC's tests know it).
    http.get(url(notificationsEndpoints.listing), ({ request }) => {
      if (!bearer(request)) return unauthenticated();
      const onlyUnread = new URL(request.url).searchParams.get('status') === 'unread';
      const items = mockNotifications
        .map((notification) => ({ ...notification, read: mockDb.readNotifications.has(notification.uuid) }))
        .filter((item) => !onlyUnread || !item.read);
      return reply(notificationsEndpoints.listing, { data: page(request, items) });
    }),

    http.put(url(notificationsEndpoints.markAllRead), ({ request }) => {
      if (!bearer(request)) return unauthenticated();
      const unread = mockNotifications.filter((notification) => !mockDb.readNotifications.has(notification.uuid));
      for (const notification of unread) mockDb.readNotifications.add(notification.uuid);
      return reply(notificationsEndpoints.markAllRead, { data: { updated: unread.length } });
    }),
  ];
}
