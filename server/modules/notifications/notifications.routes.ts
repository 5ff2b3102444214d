import type { FastifyInstance } from 'fastify';
import { notificationsEndpoints } from '#contract/notifications.ts';
import type { AppContext } from '#server/context.ts';
import { access } from '#server/platform/access/policy.ts';
import { notFound } from '#server/platform/errors.ts';
import { addEndpoint } from '#server/platform/route.ts';
import { listHistory, listUnread, markAllRead, markRead } from './notifications.repository.ts';

export async function notificationsRoutes(app: FastifyInstance, { db }: AppContext) {
  addEndpoint(app, notificationsEndpoints.allUnread, {
    access: access.authenticated,
    handler: async (_request, { caller }) => ({ data: await listUnread(db, caller.userId) }),
  });

  // The notification centre: only the caller's own, like the bell.
  addEndpoint(app, notificationsEndpoints.listing, {
    access: access.authenticated,
    handler: async (request, { caller }) => listHistory(db, caller.userId, request.query),
  });

  addEndpoint(app, notificationsEndpoints.markAllRead, {
    access: access.authenticated,
    handler: async (request, { caller }) => ({ data: { updated: await markAllRead(db, caller.userId, request.query.kind) } }),
  });

  addEndpoint(app, notificationsEndpoints.markRead, {
    access: access.authenticated,
    handler: async (request, { caller }) => {
      const notification = await markRead(db, caller.userId, request.params.id);
      if (!notification) throw notFound('Notificação não encontrada.');
      return { data: notification };
    },
  });
}
