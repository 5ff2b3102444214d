import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';

/** Accounts are people, not tenant rows (docs/decisions/009): sign-in finds one by e-mail before any scope exists. */
export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, type: users.type, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return user ?? null;
}
