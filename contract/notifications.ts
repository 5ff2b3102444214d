import { z } from 'zod';
import { dataEnvelope, dateTime, idParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

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

export const notificationsEndpoints = {
  allUnread: defineEndpoint({
    method: 'GET',
    path: '/notifications/all-unread',
    summary: 'Notificações não lidas do usuário (as mais recentes primeiro) e o total',
    tag: 'notifications',
    response: dataEnvelope(unreadNotifications),
  }),
  markRead: defineEndpoint({
    method: 'PUT',
    path: '/notifications/read/:id',
    summary: 'Marca uma notificação do usuário como lida',
    tag: 'notifications',
    params: idParams,
    response: dataEnvelope(notification),
  }),
};
