import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_KINDS, type NotificationKind } from '#contract/notification-kinds.ts';
import type { Executor } from '#server/db/client.ts';
import { notifications } from '#server/db/schema.ts';
import { countCapOf, pageOf, type PageRequest } from '#server/platform/listing.ts';
import { PreparedStatement } from '#server/platform/prepared-statement.ts';
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

/**
 * The bell, on every screen: the newest unread and how many there are, in one prepared statement — the count is a
 * window over the unread rows, taken before the limit (docs/decisions/027: the two statements it was, each planned
 * on every call, cost the call 3× its floor).
 */
const unreadOfUser = new PreparedStatement((db) =>
  db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.readAt)))
    .orderBy(desc(notifications.createdAt))
    .limit(UNREAD_LIST_LIMIT),
);

export async function listUnread(db: Executor, userId: string) {
  const rows = await unreadOfUser.run(db, { userId });
  return { notifications: rows.map(({ total: _total, ...notification }) => notification), total: rows[0]?.total ?? 0 };
}

const ofKind = (kind: NotificationKind | undefined) => (kind ? eq(notifications.icon, NOTIFICATION_KINDS[kind].icon) : undefined);

/** The user's history, newest first, counted up to the listing cap like every listing (docs/decisions/011). */
export async function listHistory(db: Executor, userId: string, request: PageRequest & { kind?: NotificationKind; status?: 'unread' }) {
  const where: SQL = and(eq(notifications.userId, userId), ofKind(request.kind), request.status ? isNull(notifications.readAt) : undefined)!;
  const cap = countCapOf(request);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...columns, read: sql<boolean>`${notifications.readAt} is not null` })
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(request.per_page)
      .offset((request.page - 1) * request.per_page),
    db.select({ total: count() }).from(db.select({ id: notifications.id }).from(notifications).where(where).limit(cap + 1).as('counted')),
  ]);
  return pageOf(rows, counted?.total ?? 0, request);
}

/** Marks every unread notification of the user read (of one kind, when given); how many it marked. */
export async function markAllRead(db: Executor, userId: string, kind: NotificationKind | undefined) {
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ofKind(kind)))
    .returning({ id: notifications.id });
  return marked.length;
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
