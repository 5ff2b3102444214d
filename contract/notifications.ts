import { z } from 'zod';
import { dataEnvelope, dateTime, idParams, listingEndpoint, listingQuery } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { NOTIFICATION_KIND_KEYS } from './notification-kinds.ts';

export const notification = z.object({
  uuid: z.uuid(),
  route: z.string().nullable(),
  icon: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  created_at: dateTime,
});
export type Notification = z.output<typeof notification>;

export const unreadNotifications = z.object({
  notifications: z.array(notification),
  total: z.number().int(),
});

const notificationKind = z.enum(NOTIFICATION_KIND_KEYS, { error: 'Tipo de notificação inválido.' });

/** A notification of the history: read or not. */
export const notificationItem = notification.extend({ read: z.boolean() }).meta({ id: 'NotificationItem' });
export type NotificationItem = z.output<typeof notificationItem>;

export const notificationsListingQuery = listingQuery.omit({ filter: true }).extend({
  kind: notificationKind.optional(),
  /** Only the unread ones; every one when left out. */
  status: z.enum(['unread'], { error: 'Situação inválida.' }).optional(),
});

export const notificationsEndpoints = defineEndpoints('notifications', {
  allUnread: {
    method: 'GET',
    path: '/notifications/all-unread',
    summary: 'Notificações não lidas do usuário (as mais recentes primeiro) e o total',
    response: dataEnvelope(unreadNotifications),
  },
  markRead: {
    method: 'PUT',
    path: '/notifications/read/:id',
    summary: 'Marca uma notificação do usuário como lida',
    params: idParams,
    response: dataEnvelope(notification),
  },
  listing: listingEndpoint('/notifications/listing', 'O histórico de notificações do usuário, as mais recentes primeiro, por tipo e situação', notificationsListingQuery, notificationItem),
  markAllRead: {
    method: 'PUT',
    path: '/notifications/read-all',
    summary: 'Marca como lidas todas as notificações não lidas do usuário (de um tipo, com `kind`)',
    query: z.strictObject({ kind: notificationKind.optional() }),
    response: dataEnvelope(z.object({ updated: z.number().int() })),
  },
});
