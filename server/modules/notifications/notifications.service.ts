import { and, eq, inArray } from 'drizzle-orm';
import type { UserType } from '#contract/users.ts';
import type { Transaction } from '#server/db/client.ts';
import { userCondominiums, users } from '#server/db/schema.ts';
import { insertNotifications } from './notifications.repository.ts';

export interface NewNotification {
  title: string;
  description: string;
  /** Where the SPA goes when it is opened (SPEC §4). */
  route?: string;
  icon?: string;
}

/**
 * The same notification to each of these users, in the caller's transaction (none: nothing is written). About a
 * condominium, it names it: the database then refuses a recipient who is not one of its people.
 */
export async function notifyUsers(tx: Transaction, userIds: string[], notification: NewNotification, condominiumId?: string) {
  if (userIds.length === 0) return;
  await insertNotifications(tx, userIds, notification, condominiumId);
}

/** The active people of a condominium of these types: who is told of what happens there. */
export async function activePeopleOf(tx: Transaction, condominiumId: string, types: readonly UserType[]): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(userCondominiums)
    .innerJoin(users, eq(users.id, userCondominiums.userId))
    .where(and(eq(userCondominiums.condominiumId, condominiumId), eq(users.active, true), eq(userCondominiums.active, true), inArray(users.type, [...types])));
  return rows.map((row) => row.id);
}
