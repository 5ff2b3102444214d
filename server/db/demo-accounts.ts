import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from './client.ts';
import { users } from './schema.ts';
import { hasDemoAccounts, seedDemo } from './seed-demo.ts';
import { describeDemoAccounts } from './seed-demo-report.ts';

/**
 * On a database with no users yet, creates the demo accounts and returns the lines that show their
 * password; on later starts only reminds which account is the demo one. A database with real users
 * and no demo accounts gets none.
 */
export async function prepareDemoAccounts(db: Database, password: string | undefined, storage?: FileStorage): Promise<string[]> {
  const isEmpty = (await db.select({ id: users.id }).from(users).limit(1)).length === 0;
  if (isEmpty) return describeDemoAccounts(await seedDemo(db, password, storage));
  if (await hasDemoAccounts(db)) return describeDemoAccounts(await seedDemo(db, password, storage));
  return [];
}
