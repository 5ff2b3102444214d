import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { notifications } from '#server/db/schema.ts';
import type { NewNotification } from './notifications.service.ts';

/** The bell lists at most this many; `total` still counts them all. */
export const UNREAD_LIST_LIMIT = 50;

const columns = {
  uuid: notifications.id,
  route: notifications.route,
  icon: notifications.icon,
  title: notifications.title,
  description: notifications.description,
  created_at: notifications.createdAt,
};

export async function listUnread(db: Executor, userId: string) {
  const unread = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const [rows, [totals]] = await Promise.all([
    db.select(columns).from(notifications).where(unread).orderBy(desc(notifications.createdAt)).limit(UNREAD_LIST_LIMIT),
    db.select({ total: count() }).from(notifications).where(unread),
  ]);
  return { notifications: rows, total: totals?.total ?? 0 };
}

/** Marks one of the user's own notifications read; null when it is not theirs or does not exist. */
export async function markRead(db: Executor, userId: string, notificationId: string) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning(columns);
  return row ?? null;
}

export async function insertNotifications(db: Executor, userIds: string[], notification: NewNotification, condominiumId?: string) {
  await db.insert(notifications).values(userIds.map((userId) => ({ ...notification, userId, condominiumId })));
}
