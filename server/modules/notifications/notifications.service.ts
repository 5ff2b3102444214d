import type { Transaction } from '#server/db/client.ts';
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
